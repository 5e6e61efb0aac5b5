import Graphviz
import RibInspector
import Testing
@testable import RibRendering

/// A launched chain of `depth` RIBs, each attached below the previous one and, with
/// `scoped`, each in its own scope nested in the previous RIB's scope.
private func chainTrace(depth: Int, scoped: Bool = false) -> Trace {
    let recorder = RibRecorder(app: AppInfo(name: "Deep"), clock: .manual(ManualClock()))
    var parentScope: ScopeID?
    var parent: RibID?
    for level in 0..<depth {
        let scope = scoped ? recorder.declareScope(named: "S\(level)", parent: parentScope) : nil
        let rib = recorder.declareRib(named: "R\(level)", scope: scope)
        if let parent { recorder.record(.attached(rib, parent: parent)) } else { recorder.record(.launched(rib)) }
        parent = rib
        parentScope = scope
    }
    return recorder.trace()
}

/// How deep clusters nest in `subgraphs`, walking with a stack.
private func nesting(of subgraphs: [Subgraph]) -> (depth: Int, clusters: Int, nodes: Int) {
    var deepest = 0
    var clusters = 0
    var nodes = 0
    var pending = subgraphs.map { ($0, 1) }
    while let (subgraph, depth) = pending.popLast() {
        deepest = max(deepest, depth)
        clusters += 1
        nodes += subgraph.nodes.count
        pending.append(contentsOf: subgraph.subgraphs.map { ($0, depth + 1) })
    }
    return (deepest, clusters, nodes)
}

@Suite("Deep trees in pictures")
struct DeepTreeRenderingTests {
    @Test("the timeline of a tree 100,000 deep has a lane per RIB at its depth")
    func deepTimeline() {
        let lanes = Timeline(trace: chainTrace(depth: 100_000)).lanes
        #expect(lanes.count == 100_000)
        #expect(lanes.last?.name == "R99999")
        #expect(lanes.last?.depth == 99_999)
    }

    @Test("scopes 2,000 deep nest as deep as graphviz can lay out, every RIB in a frame")
    func deepScopes() throws {
        var replay = TraceReplay(chainTrace(depth: 2_000, scoped: true))
        try replay.advanceToEnd()
        let graph = SnapshotGraphBuilder().graph(for: replay.snapshot)
        let found = nesting(of: graph.subgraphs)
        #expect(found.depth == ScopeClusters.maximumNesting)
        #expect(found.clusters == 2_000)
        #expect(found.nodes == 2_000)
        let flattened = graph.subgraphs.first.map { nesting(of: [$0]) }
        #expect(flattened?.clusters == 2_000)
    }
}
