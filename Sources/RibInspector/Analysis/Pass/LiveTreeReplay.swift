/// Replays a trace's events one at a time, like ``TraceReplay``, and says after each event
/// which RIBs it took out of the live tree and which it brought in.
///
/// Only four kinds of event change who is in the live tree (a launched root and what hangs
/// below it): a launch, an attach, a detach (the detached RIB's whole subtree leaves with
/// it) and the deallocation of a launched root (everything below it leaves). Each costs
/// one walk of the subtree that moves, and the depth of every live RIB is kept, so a whole
/// trace is one pass: the leak checks and ``TraceAnalysis`` are built on it.
struct LiveTreeReplay {
    /// A RIB that moved, with its depth in the live tree (0 for a root) and whether its
    /// interactor was active when it moved.
    typealias Move = (rib: RibID, depth: Int, isActive: Bool)

    /// The tree after the events applied so far.
    private(set) var tree: RibTree
    /// The RIBs the last event took out of the live tree, top first, then depth first in
    /// attach order, with the depth they had. A deallocated root is among them.
    private(set) var departed: [Move] = []
    /// The RIBs the last event brought into the live tree, top first, then depth first in
    /// attach order, with their depth.
    private(set) var arrived: [Move] = []
    /// The depth of every RIB in the live tree: what ``RibTree/status(of:)`` and
    /// ``RibTree/depth(of:)`` find by walking up, at the cost of one lookup.
    private var liveDepths: RibTable<Int>
    /// The subtree walks' work list, kept to reuse its storage.
    private var stack: [(rib: RibID, depth: Int)] = []

    /// How many RIBs are in the live tree.
    private(set) var liveCount = 0

    /// Starts before the first event of a trace that declares about `expectedRibCount` RIBs;
    /// with `keepsDeallocatedRibs: false`, its tree drops the nodes of deallocated RIBs.
    init(expectedRibCount: Int, keepsDeallocatedRibs: Bool = true) {
        tree = RibTree(keepsDeallocatedRibs: keepsDeallocatedRibs)
        liveDepths = RibTable(expectedCount: expectedRibCount)
    }

    /// The RIB's depth in the live tree, or `nil` when it is not in the live tree (its
    /// ``RibTree/Status`` is not `attached`).
    func liveDepth(of rib: RibID) -> Int? {
        liveDepths[rib]
    }

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
            if let depth = liveDepths[rib] {
                Self.appendSubtree(of: rib, depth: depth, in: tree, to: &departed, stack: &stack)
            }
            do {
                try tree.apply(event)
            } catch {
                departed.removeAll(keepingCapacity: true)
                throw error
            }
            for move in departed { liveDepths[move.rib] = nil }
            liveCount -= departed.count
        case .attached(let rib, let parent):
            let wasLive = liveDepths[rib] != nil
            try tree.apply(event)
            if !wasLive, let parentDepth = liveDepths[parent] {
                arrive(rib, depth: parentDepth + 1)
            }
        case .launched(let rib):
            let wasLive = liveDepths[rib] != nil
            // A launch that does not throw leaves a live root with no parent.
            try tree.apply(event)
            if !wasLive { arrive(rib, depth: 0) }
        default:
            try tree.apply(event)
        }
    }

    private mutating func arrive(_ rib: RibID, depth: Int) {
        Self.appendSubtree(of: rib, depth: depth, in: tree, to: &arrived, stack: &stack)
        for move in arrived { liveDepths[move.rib] = move.depth }
        liveCount += arrived.count
    }

    /// Appends `top` and every RIB below it, depth first in attach order, with their depths.
    private static func appendSubtree(
        of top: RibID,
        depth: Int,
        in tree: RibTree,
        to moves: inout [Move],
        stack: inout [(rib: RibID, depth: Int)]
    ) {
        stack.removeAll(keepingCapacity: true)
        stack.append((top, depth))
        while let (rib, depth) = stack.popLast() {
            let node = tree[rib]
            moves.append((rib, depth, node?.isActive ?? false))
            for child in (node?.children ?? []).reversed() {
                stack.append((child, depth + 1))
            }
        }
    }
}
