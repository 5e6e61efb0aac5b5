/// The state of a RIB tree at one moment, rebuilt by applying a trace's events in order.
///
/// It follows RIBs' own rules: attaching appends to the parent's children; detaching
/// removes the child but leaves the child's own subtree intact (and inactive); only
/// launched roots and what hangs below them form the live tree.
///
/// A tree made with `keepsDeallocatedRibs: false` drops a RIB's node when the RIB is
/// deallocated and keeps one bit for it instead, so that a long session costs its live
/// RIBs, not every RIB it ever had: it checks events exactly as the other does (an event
/// for a deallocated RIB is refused with the same error), and ``status(of:)`` still
/// answers ``Status/deallocated``, but ``subscript(_:)`` and ``nodes`` no longer have the
/// deallocated RIBs.
public struct RibTree: Hashable, Sendable {
    /// One RIB's state.
    public struct Node: Hashable, Sendable {
        /// The RIB.
        public let id: RibID
        /// The router it is attached to, if any.
        public internal(set) var parent: RibID?
        /// Its children, in attach order.
        public internal(set) var children: [RibID] = []
        /// Whether its interactor is active.
        public internal(set) var isActive = false
        /// Whether its router has loaded (`didLoad` ran).
        public internal(set) var isLoaded = false
        /// Whether it was launched as a root.
        public internal(set) var isLaunched = false
        /// Whether its router was deallocated.
        public internal(set) var isDeallocated = false
        /// How many times it was attached so far.
        public internal(set) var attachCount = 0
    }

    /// Where a RIB stands in the tree.
    public enum Status: String, Hashable, Sendable {
        /// Built, never attached or launched.
        case built
        /// In the live tree: a launched root or attached below one.
        case attached
        /// Alive but not in the live tree: detached, or below a detached RIB.
        case detached
        /// Its router was deallocated.
        case deallocated
    }

    /// Every RIB seen so far, by identifier, in an array (recorders number RIBs densely), so
    /// that replaying an event costs no hashing.
    var table = RibTable<Node>()
    /// Launched roots, in launch order.
    public internal(set) var roots: [RibID] = []
    /// Whether a deallocated RIB keeps its node (`true` unless made otherwise).
    public let keepsDeallocatedRibs: Bool
    /// The deallocated RIBs whose node was dropped, when ``keepsDeallocatedRibs`` is `false`.
    var droppedRibs = IdentifierSet()

    /// Creates an empty tree, before any event, that keeps every RIB's node.
    public init() {
        keepsDeallocatedRibs = true
    }

    /// Creates an empty tree, before any event; with `keepsDeallocatedRibs: false`, it drops
    /// the node of each RIB when it is deallocated and keeps a bit for it instead.
    public init(keepsDeallocatedRibs: Bool) {
        self.keepsDeallocatedRibs = keepsDeallocatedRibs
    }

    /// Every RIB seen so far (except deallocated ones, in a tree that drops them), made into
    /// a dictionary on each call: to look up one RIB, use ``subscript(_:)``, which costs no
    /// more than an array access.
    public var nodes: [RibID: Node] {
        Dictionary(uniqueKeysWithValues: table.entries.map { ($0.id, $0.value) })
    }

    /// How many RIBs the tree has a node for: every RIB seen so far, or in a tree that drops
    /// deallocated RIBs, those not deallocated.
    public var nodeCount: Int { table.count }

    /// The state of one RIB, if any event has named it (and, in a tree that drops
    /// deallocated RIBs, it is not deallocated).
    public subscript(rib: RibID) -> Node? { table[rib] }

    /// Where a RIB stands.
    public func status(of rib: RibID) -> Status? {
        guard let node = table[rib] else { return droppedRibs.contains(rib.rawValue) ? .deallocated : nil }
        if node.isDeallocated { return .deallocated }
        var current = node
        while let parent = current.parent, let parentNode = table[parent] { current = parentNode }
        if current.isLaunched { return .attached }
        return node.attachCount == 0 && !node.isLaunched ? .built : .detached
    }

    /// The depth of a RIB in its tree: 0 for a root or a detached subtree's top.
    public func depth(of rib: RibID) -> Int {
        var depth = 0
        var current = table[rib]?.parent
        while let parent = current {
            depth += 1
            current = table[parent]?.parent
        }
        return depth
    }

    /// Applies one event.
    ///
    /// - Throws: ``ReplayError`` when the event contradicts the tree, for example a
    ///   detach of a RIB that is not attached. The event's change is not applied then.
    public mutating func apply(_ event: RibEvent) throws(ReplayError) {
        switch event.kind {
        case .built(let rib):
            guard !droppedRibs.contains(rib.rawValue) else { throw .alreadyBuilt(rib) }
            try table.update(rib) { (node: inout Node?) throws(ReplayError) in
                guard node == nil else { throw .alreadyBuilt(rib) }
                node = Node(id: rib)
            }
        case .launched(let rib):
            let node = try live(rib)
            if let parent = node.parent { throw .launchedWhileAttached(rib, parent: parent) }
            guard !node.isLaunched else { return }
            table.update(rib) { $0?.isLaunched = true }
            roots.append(rib)
        case .attached(let rib, let parent):
            try attach(rib, to: parent)
        case .detached(let rib, let parent):
            try table.update(rib) { (node: inout Node?) throws(ReplayError) in
                guard let actualParent = node?.parent, actualParent == parent else {
                    throw .notAChild(rib, parent: parent, actualParent: node?.parent)
                }
                node?.parent = nil
            }
            // A RIB is among its parent's children once (attach checks it has no parent), so
            // the first match is the one; removeAll(where:) went on through the whole list.
            table.update(parent) { node in
                if let index = node?.children.firstIndex(of: rib) { node?.children.remove(at: index) }
            }
        case .activated(let rib):
            try updateLive(rib) { $0.isActive = true }
        case .deactivated(let rib):
            try updateLive(rib) { $0.isActive = false }
        case .loaded(let rib):
            try updateLive(rib) { $0.isLoaded = true }
        case .deallocated(let rib):
            try deallocate(rib)
        case .stepStarted(let step), .stepFinished(let step):
            if let rib = step.rib { try updateLive(rib) { _ in } }
        case .sharedObjectCreated, .workflowStarted, .workflowEnded, .anomaly:
            return
        case .interactorDeallocated:
            // The tree is the routers' tree: an interactor goes after its router.
            return
        }
    }

    /// Changes the node for `rib` in place (one array access), creating it on first
    /// mention; an error once it is deallocated.
    @inline(__always)
    private mutating func updateLive(_ rib: RibID, _ change: (inout Node) -> Void) throws(ReplayError) {
        try refuseDropped(rib)
        try updateCreating(rib) { (node: inout Node) throws(ReplayError) in
            guard !node.isDeallocated else { throw .usedAfterDeallocation(rib) }
            change(&node)
        }
    }

    /// Runs `body` on the node for `rib` in place, creating it on first mention. A `body`
    /// that throws leaves what it has not changed (and the node, created or not).
    @inline(__always)
    private mutating func updateCreating<Result>(
        _ rib: RibID,
        _ body: (inout Node) throws(ReplayError) -> Result
    ) throws(ReplayError) -> Result {
        try table.update(rib) { (slot: inout Node?) throws(ReplayError) in
            var node = slot.take() ?? Node(id: rib)
            defer { slot = node }
            return try body(&node)
        }
    }

    /// An error for a deallocated RIB whose node the tree dropped.
    @inline(__always)
    private func refuseDropped(_ rib: RibID) throws(ReplayError) {
        if droppedRibs.contains(rib.rawValue) { throw .usedAfterDeallocation(rib) }
    }

    /// The node for `rib`, created on first mention; an error once it is deallocated.
    private mutating func live(_ rib: RibID) throws(ReplayError) -> Node {
        if let node = table[rib] {
            guard !node.isDeallocated else { throw .usedAfterDeallocation(rib) }
            return node
        }
        try refuseDropped(rib)
        let node = Node(id: rib)
        table[rib] = node
        return node
    }

    private mutating func attach(_ rib: RibID, to parent: RibID) throws(ReplayError) {
        guard rib != parent else { throw .cycle(rib, parent: parent) }
        let node = try live(rib)
        _ = try live(parent)
        if let current = node.parent { throw .alreadyAttached(rib, parent: parent, currentParent: current) }
        if node.isLaunched { throw .alreadyAttached(rib, parent: parent, currentParent: nil) }
        // Only a RIB with children can be an ancestor of another RIB.
        var ancestor: RibID? = node.children.isEmpty ? nil : parent
        while let candidate = ancestor {
            guard candidate != rib else { throw .cycle(rib, parent: parent) }
            ancestor = table[candidate]?.parent
        }
        table.update(parent) { $0?.children.append(rib) }
        table.update(rib) { (node: inout Node?) in
            node?.parent = parent
            node?.attachCount += 1
        }
    }

    private mutating func deallocate(_ rib: RibID) throws(ReplayError) {
        try refuseDropped(rib)
        let children = try updateCreating(rib) { (node: inout Node) throws(ReplayError) in
            guard !node.isDeallocated else { throw .usedAfterDeallocation(rib) }
            if let parent = node.parent { throw .deallocatedWhileAttached(rib, parent: parent) }
            let children = node.children
            node.children = []
            node.isActive = false
            node.isDeallocated = true
            return children
        }
        for child in children { table.update(child) { $0?.parent = nil } }
        roots.removeAll { $0 == rib }
        if !keepsDeallocatedRibs {
            table[rib] = nil
            droppedRibs.insert(rib.rawValue)
        }
    }
}
