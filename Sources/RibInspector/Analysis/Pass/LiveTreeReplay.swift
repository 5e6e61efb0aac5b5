/// Replays a trace's events one at a time, like ``TraceReplay``, and says after each event
/// which RIBs it took out of the live tree and which it brought in.
///
/// Only four kinds of event change who is in the live tree (a launched root and what hangs
/// below it): a launch, an attach, a detach (the detached RIB's whole subtree leaves with
/// it) and the deallocation of a launched root (everything below it leaves). Each costs
/// one walk of the subtree that moves, so a whole trace is one pass: the leak checks and
/// ``TraceAnalysis`` are built on it.
struct LiveTreeReplay {
    /// A RIB that moved, with its depth in the live tree (0 for a root).
    typealias Move = (rib: RibID, depth: Int)

    /// The tree after the events applied so far.
    private(set) var tree = RibTree()
    /// The RIBs the last event took out of the live tree, top first, then depth first in
    /// attach order, with the depth they had. A deallocated root is among them.
    private(set) var departed: [Move] = []
    /// The RIBs the last event brought into the live tree, top first, then depth first in
    /// attach order, with their depth.
    private(set) var arrived: [Move] = []
    /// The subtree walks' work list, kept to reuse its storage.
    private var stack: [Move] = []

    /// Applies one event.
    ///
    /// - Throws: ``ReplayError`` when the event contradicts the tree; nothing changes then,
    ///   and ``departed`` and ``arrived`` are empty.
    mutating func apply(_ event: RibEvent) throws(ReplayError) {
        departed.removeAll(keepingCapacity: true)
        arrived.removeAll(keepingCapacity: true)
        switch event.kind {
        case .detached(let rib, _), .deallocated(let rib):
            // Walk before applying: a deallocation empties the root's children.
            if let depth = liveDepth(of: rib) {
                Self.appendSubtree(of: rib, depth: depth, in: tree, to: &departed, stack: &stack)
            }
            do {
                try tree.apply(event)
            } catch {
                departed.removeAll(keepingCapacity: true)
                throw error
            }
        case .attached(let rib, _), .launched(let rib):
            let wasLive = liveDepth(of: rib) != nil
            try tree.apply(event)
            if !wasLive, let depth = liveDepth(of: rib) {
                Self.appendSubtree(of: rib, depth: depth, in: tree, to: &arrived, stack: &stack)
            }
        default:
            try tree.apply(event)
        }
    }

    /// Whether a RIB is in the live tree (``RibTree/Status/attached``), and then its depth
    /// there, in one walk up to its top.
    func liveDepth(of rib: RibID) -> Int? {
        guard let node = tree[rib], !node.isDeallocated else { return nil }
        var depth = 0
        var top = node
        while let parent = top.parent {
            guard let parentNode = tree[parent] else { return nil }
            top = parentNode
            depth += 1
        }
        return top.isLaunched ? depth : nil
    }

    /// Appends `top` and every RIB below it, depth first in attach order, with their depths.
    private static func appendSubtree(
        of top: RibID,
        depth: Int,
        in tree: RibTree,
        to moves: inout [Move],
        stack: inout [Move]
    ) {
        stack.removeAll(keepingCapacity: true)
        stack.append((top, depth))
        while let (rib, depth) = stack.popLast() {
            moves.append((rib, depth))
            for child in (tree[rib]?.children ?? []).reversed() {
                stack.append((child, depth + 1))
            }
        }
    }
}
