/// The routers a sync found, parents first, kept so that the next sync can tell at the
/// cost of one walk, with no bookkeeping, that nothing changed: the same routers (alive,
/// not new ones at the addresses of released ones), under the same parents, in the same
/// order, equally active.
///
/// It is kept only for a tree whose every tracked RIB hangs under the root, and whose
/// sync has nothing left to record: anything else makes the next sync a full one.
struct SteadyWalk {
    private struct Visit {
        weak var object: AnyObject?
        /// The parent's position in ``visits``; -1 for the root.
        let parent: Int
        let isActive: Bool
    }

    private var visits: [Visit] = []

    /// Keeps a walk: `order` parents first (the forest's preorder) from a single top.
    init<Node>(_ forest: ObservedForest<Node>, order: [ObjectIdentifier]) {
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(order.count)
        visits.reserveCapacity(order.count)
        for key in order {
            guard let visit = forest.visits[key] else {
                visits = []
                return
            }
            positions[key] = visits.count
            visits.append(Visit(object: visit.object, parent: visit.parent.flatMap { positions[$0] } ?? -1, isActive: visit.isActive))
        }
    }

    /// No walk kept: the next sync is a full one.
    init() {}

    /// Whether walking from `root` now finds exactly the kept walk.
    func matches<Node>(root: Node?, access: NodeAccess<Node>) -> Bool {
        guard !visits.isEmpty, let root else { return false }
        var pending: [(node: Node, parent: Int)] = [(root, -1)]
        var position = 0
        while let (node, parent) = pending.popLast() {
            guard position < visits.count else { return false }
            let visit = visits[position]
            guard visit.parent == parent, let object = visit.object, object === access.identity(node),
                visit.isActive == (access.isActive?(node) ?? false)
            else { return false }
            for child in access.children(node).reversed() { pending.append((child, position)) }
            position += 1
        }
        return position == visits.count
    }
}
