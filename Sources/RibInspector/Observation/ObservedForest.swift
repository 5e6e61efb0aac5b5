/// How a ``RibTreeObserver`` reaches into the app's routers: the closures it was given.
struct NodeAccess<Node> {
    /// The object whose identity and lifetime are the RIB's (the router).
    let identity: (Node) -> AnyObject
    /// The router's children, in attach order.
    let children: (Node) -> [Node]
    /// Whether the router's interactor is active; `nil` when activity is not observed.
    let isActive: ((Node) -> Bool)?

    /// Whether the observer knows the routers' activity.
    var observesActivity: Bool { isActive != nil }
}

/// One router reached by a walk. It is not generic, so the walk's dictionaries are
/// specialized even when `ObservedForest` is not.
struct ObservedVisit {
    /// Where the router is in ``ObservedForest/nodes``.
    let nodeIndex: Int
    let object: AnyObject
    /// The router that lists this one among its children, if any.
    var parent: ObjectIdentifier?
    /// The routers this one lists that were adopted as its children, in list order.
    var children: [ObjectIdentifier] = []
    let isActive: Bool
}

/// What one walk found: every router reached, who lists whom, and the tops of the trees.
///
/// It holds the routers strongly, so it lives only for the duration of one sync. Only
/// ``nodes`` depends on the generic `Node`; the links are plain values, so the walk's
/// bookkeeping runs at full speed even when the app's module calls it unspecialized.
struct ObservedForest<Node> {
    /// The routers reached, in the order they were reached.
    private(set) var nodes: [Node] = []
    private(set) var visits: [ObjectIdentifier: ObservedVisit] = [:]
    /// Routers nobody lists, in the order their walks started.
    private(set) var tops: [ObjectIdentifier] = []

    /// Creates an empty forest with room for about `expectedCount` routers.
    init(expectedCount: Int) {
        nodes.reserveCapacity(expectedCount)
        visits.reserveCapacity(expectedCount)
    }

    /// The router a visit is about.
    func node(of visit: ObservedVisit) -> Node {
        nodes[visit.nodeIndex]
    }

    /// Walks the tree below `top`, unless an earlier walk already reached it.
    ///
    /// A router listed by two parents keeps the first; a link that would make a router its
    /// own ancestor is ignored; routers for which `mayGainParent` is false (launched roots)
    /// never get a parent. The resulting forest is therefore always a valid RIB tree.
    mutating func walk(
        from top: Node,
        access: NodeAccess<Node>,
        mayGainParent: (ObjectIdentifier) -> Bool
    ) {
        let object = access.identity(top)
        let topKey = ObjectIdentifier(object)
        guard visits[topKey] == nil else { return }
        add(top, object: object, key: topKey, parent: nil, access: access)
        tops.append(topKey)
        var pending = [topKey]
        while let current = pending.popLast() {
            guard let visit = visits[current] else { continue }
            var adopted: [ObjectIdentifier] = []
            for child in access.children(nodes[visit.nodeIndex]) {
                let childObject = access.identity(child)
                let childKey = ObjectIdentifier(childObject)
                guard mayGainParent(childKey) else { continue }
                if let existing = visits[childKey] {
                    guard existing.parent == nil, !isAncestor(childKey, of: current) else { continue }
                    visits[childKey]?.parent = current
                    tops.removeAll { $0 == childKey }
                } else {
                    add(child, object: childObject, key: childKey, parent: current, access: access)
                    pending.append(childKey)
                }
                adopted.append(childKey)
            }
            visits[current]?.children = adopted
        }
    }

    private mutating func add(
        _ node: Node,
        object: AnyObject,
        key: ObjectIdentifier,
        parent: ObjectIdentifier?,
        access: NodeAccess<Node>
    ) {
        visits[key] = ObservedVisit(nodeIndex: nodes.count, object: object, parent: parent, isActive: access.isActive?(node) ?? false)
        nodes.append(node)
    }

    /// Every router reached, parents before children: each top's tree depth first, in
    /// child order.
    func preorder() -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        result.reserveCapacity(visits.count)
        for top in tops {
            var pending = [top]
            while let key = pending.popLast() {
                result.append(key)
                pending.append(contentsOf: (visits[key]?.children ?? []).reversed())
            }
        }
        return result
    }

    private func isAncestor(_ candidate: ObjectIdentifier, of key: ObjectIdentifier) -> Bool {
        var current: ObjectIdentifier? = key
        while let next = current {
            if next == candidate { return true }
            current = visits[next]?.parent
        }
        return false
    }
}
