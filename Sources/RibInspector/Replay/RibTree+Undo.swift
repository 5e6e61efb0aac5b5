extension RibTree {
    /// What events applied with ``apply(_:undoableIn:)`` changed — the nodes they touched,
    /// as they were before, and the roots — so that ``undo(_:)`` puts the tree back as it
    /// was: a reader that refuses a chunk of a growing trace undoes it instead of keeping
    /// a copy of the whole tree.
    package struct UndoLog: Sendable {
        fileprivate var nodes: [(rib: RibID, node: Node?)] = []
        fileprivate var roots: [RibID]?
        /// The deallocated RIBs whose nodes the events dropped.
        fileprivate var dropped: [RibID] = []

        /// An empty log, before any event.
        package init() {}
    }

    /// Applies one event as ``apply(_:)`` does, noting in `log` what it changes: the
    /// nodes of the RIBs it names (and of a deallocated RIB's children) as they were, the
    /// roots when it launches or deallocates a RIB, and the node it drops.
    package mutating func apply(_ event: RibEvent, undoableIn log: inout UndoLog) throws(ReplayError) {
        switch event.kind {
        case .attached(let rib, let parent), .detached(let rib, let parent):
            log.nodes.append((rib, table[rib]))
            log.nodes.append((parent, table[parent]))
        case .launched(let rib):
            log.nodes.append((rib, table[rib]))
            if log.roots == nil { log.roots = roots }
        case .deallocated(let rib):
            log.nodes.append((rib, table[rib]))
            for child in table[rib]?.children ?? [] { log.nodes.append((child, table[child])) }
            if log.roots == nil { log.roots = roots }
        default:
            if let rib = event.kind.rib { log.nodes.append((rib, table[rib])) }
        }
        try apply(event)
        if !keepsDeallocatedRibs, case .deallocated(let rib) = event.kind { log.dropped.append(rib) }
    }

    /// Undoes the events `log` noted, latest first: the tree is as it was before the first.
    package mutating func undo(_ log: UndoLog) {
        for rib in log.dropped { droppedRibs.remove(rib.rawValue) }
        for (rib, node) in log.nodes.reversed() { table[rib] = node }
        if let roots = log.roots { self.roots = roots }
    }
}
