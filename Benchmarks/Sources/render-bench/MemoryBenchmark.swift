import BenchmarkSupport
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Benchmark 3: many snapshot renders in one process; resident memory must not grow.
///
/// The snapshots are the distinct states of a short navigation trace over a small app,
/// drawn in turn, so graphviz sees the same kinds of graphs over and over. The same
/// renders are repeated from the snapshots' DOT text (graphviz's own parser instead of
/// our graph building), and with HTML-like labels made plain or clusters dissolved or
/// both, to tell graphviz's own leaks from ours and to find what leaks.
struct MemoryBenchmark {
    var renders: Int

    func run() throws {
        let trace = Traces.navigation(ribCount: 12, eventCount: 400, seed: 3)
        let moments = try SnapshotSelection.distinctStates(of: trace)
        var replay = TraceReplay(trace)
        var snapshots: [RibTreeSnapshot] = []
        for moment in moments {
            try replay.advance(to: moment)
            snapshots.append(replay.snapshot)
        }
        let graphviz = GraphvizRenderer()
        let graphs = snapshots.map { SnapshotGraphBuilder().graph(for: $0) }
        let dotSources = try graphs.map { try graphviz.dotSource(for: $0) }
        let renderer = TraceRenderer()
        print(
            "3. \(renders) renders in one process of the \(snapshots.count) distinct snapshots of a 12-RIB app, in turn;"
                + " RSS from /proc/self/status")
        let growth = try measureGrowth("TraceRenderer.render(snapshot)") { index in
            _ = try renderer.render(snapshots[index % snapshots.count])
        }
        try measureGrowth("GraphvizRenderer.render(dotSource:) of the same DOT") { index in
            _ = try graphviz.render(dotSource: dotSources[index % dotSources.count])
        }
        for (title, keepsHTML, keepsClusters) in [
            ("the same graphs, clusters kept, HTML-like labels made plain", false, true),
            ("the same graphs, HTML-like labels kept, clusters dissolved", true, false),
            ("the same graphs without HTML-like labels or clusters", false, false),
        ] {
            let variants = graphs.map { Self.simplified($0, keepsHTML: keepsHTML, keepsClusters: keepsClusters) }
            try measureGrowth(title) { index in
                _ = try graphviz.render(variants[index % variants.count])
            }
        }
        if let growth {
            print("   memory does not grow (target): \(growth <= 0 ? "met" : "MISSED, \(growth) bytes per render")")
        }
    }

    /// Renders `renders` times, prints the resident memory after the first 1,000 and
    /// after all of them, and returns the growth per render in bytes.
    @discardableResult
    private func measureGrowth(_ title: String, render: (Int) throws -> Void) throws -> Int? {
        let checkpoint = min(1_000, renders)
        var atCheckpoint: Int?
        let elapsed = try measure {
            for index in 0..<renders {
                try render(index)
                if index + 1 == checkpoint { atCheckpoint = residentKilobytes() }
            }
        }
        let atEnd = residentKilobytes()
        var line = "   \(title): RSS \(describeKilobytes(atCheckpoint)) after \(checkpoint), \(describeKilobytes(atEnd)) after \(renders)"
        var perRender: Int?
        if let atCheckpoint, let atEnd, renders > checkpoint {
            let growth = atEnd - atCheckpoint
            let bytes = growth * 1_024 / (renders - checkpoint)
            line += "; growth \(growth) kB = \(bytes) bytes per render"
            perRender = bytes
        }
        print(line + "; \(milliseconds(elapsed / renders)) per render")
        return perRender
    }

    /// The graph with its HTML-like labels replaced by plain text unless `keepsHTML`,
    /// and its clusters dissolved into their nodes unless `keepsClusters`.
    private static func simplified(_ graph: Graph, keepsHTML: Bool, keepsClusters: Bool) -> Graph {
        var simplified = graph
        if !keepsClusters {
            simplified.nodes = allNodes(graph.nodes, graph.subgraphs)
            simplified.subgraphs = []
        }
        if !keepsHTML {
            simplified.attributes["label"] = "RIB tree"
            simplified.nodes = simplified.nodes.map(plainLabelled)
            simplified.subgraphs = simplified.subgraphs.map(plainLabelled)
        }
        return simplified
    }

    private static func plainLabelled(_ node: Node) -> Node {
        var node = node
        node.attributes["label"] = .text(node.name)
        return node
    }

    private static func plainLabelled(_ subgraph: Subgraph) -> Subgraph {
        var subgraph = subgraph
        subgraph.attributes["label"] = .text(subgraph.name)
        subgraph.nodes = subgraph.nodes.map(plainLabelled)
        subgraph.subgraphs = subgraph.subgraphs.map(plainLabelled)
        return subgraph
    }

    private static func allNodes(_ nodes: [Node], _ subgraphs: [Subgraph]) -> [Node] {
        nodes + subgraphs.flatMap { allNodes($0.nodes, $0.subgraphs) }
    }
}
