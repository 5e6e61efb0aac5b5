import RibExamples
import RibInspector
import Testing

/// A tree that drops the nodes of deallocated RIBs checks events exactly as one that keeps
/// them, and keeps only the RIBs alive.
@Suite("Replay: a tree that drops deallocated RIBs")
struct RibTreeDroppingTests {
    private let root = RibID(rawValue: 1), child = RibID(rawValue: 2), grandchild = RibID(rawValue: 3)

    /// Applies `kinds` to a keeping and a dropping tree; each event's error, if any, must be
    /// the same for both.
    private func replayBoth(_ kinds: [RibEvent.Kind]) -> (keeping: RibTree, dropping: RibTree) {
        var keeping = RibTree()
        var dropping = RibTree(keepsDeallocatedRibs: false)
        for (index, kind) in kinds.enumerated() {
            let event = RibEvent(sequence: UInt64(index), time: 0, kind: kind)
            let kept = Result { () throws(ReplayError) in try keeping.apply(event) }
            let dropped = Result { () throws(ReplayError) in try dropping.apply(event) }
            #expect(kept.failure == dropped.failure, "event \(index): \(kind)")
        }
        return (keeping, dropping)
    }

    @Test("every event for a deallocated RIB is refused with the same error as by a tree that keeps it")
    func sameErrorsAfterDeallocation() {
        let afterDeallocation: [RibEvent.Kind] = [
            .built(child), .launched(child), .attached(child, parent: root), .attached(grandchild, parent: child),
            .detached(child, parent: root), .activated(child), .deactivated(child), .loaded(child), .deallocated(child),
            .stepStarted(WorkflowStep(workflow: WorkflowID(rawValue: 1), index: 0, name: "step", rib: child)),
        ]
        for kind in afterDeallocation {
            let (keeping, dropping) = replayBoth([.launched(root), .built(child), .deallocated(child), kind])
            #expect(dropping[child] == nil)
            #expect(keeping.status(of: child) == .deallocated)
            #expect(dropping.status(of: child) == .deallocated)
            #expect(dropping.roots == keeping.roots)
        }
    }

    @Test("a deallocated root's children are let go and its node dropped; the others are as in a tree that keeps it")
    func deallocatedRoot() {
        let (keeping, dropping) = replayBoth([
            .launched(root), .attached(child, parent: root), .attached(grandchild, parent: child), .deallocated(root),
            .detached(grandchild, parent: child), .deallocated(grandchild),
        ])
        #expect(dropping.nodeCount == 1)
        #expect(keeping.nodeCount == 3)
        #expect(dropping[child] == keeping[child])
        #expect(dropping[child]?.children == [])
        #expect(dropping.roots == [])
        #expect(dropping.status(of: child) == .detached)
        #expect(dropping.status(of: RibID(rawValue: 7)) == nil)
    }

    @Test("a steady session of 500 live RIBs: the same tree for the RIBs alive, and no node for the others")
    func steadySession() throws {
        let trace = SteadySession(liveRibs: 500, replacements: 1_500).trace()
        var keeping = RibTree()
        var dropping = RibTree(keepsDeallocatedRibs: false)
        for event in trace.events {
            try keeping.apply(event)
            try dropping.apply(event)
        }
        let alive = keeping.nodes.values.filter { !$0.isDeallocated }
        #expect(dropping.nodeCount == alive.count)
        #expect(dropping.nodeCount < trace.ribs.count / 2)
        for node in alive { #expect(dropping[node.id] == node) }
        for rib in trace.ribs { #expect(dropping.status(of: rib.id) == keeping.status(of: rib.id)) }
        #expect(dropping.roots == keeping.roots)
    }

    @Test("undoing a deallocation gives the node back, and the RIB can be used again")
    func undoDeallocation() throws {
        var tree = RibTree(keepsDeallocatedRibs: false)
        try tree.apply(RibEvent(sequence: 0, time: 0, kind: .launched(root)))
        try tree.apply(RibEvent(sequence: 1, time: 0, kind: .built(child)))
        let before = tree
        var log = RibTree.UndoLog()
        try tree.apply(RibEvent(sequence: 2, time: 0, kind: .deallocated(child)), undoableIn: &log)
        #expect(tree.status(of: child) == .deallocated)
        tree.undo(log)
        #expect(tree == before)
        #expect(tree.status(of: child) == .built)
        try tree.apply(RibEvent(sequence: 2, time: 0, kind: .attached(child, parent: root)))
        #expect(tree[root]?.children == [child])
    }
}

extension Result {
    /// The error, if the result is one.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
