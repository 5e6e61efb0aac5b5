import Foundation
import Graphviz
import Testing

@Suite("Subgraphs and clusters")
struct SubgraphTests {
    let renderer = TestSupport.renderer

    static let graph = Graph(
        name: "Clusters",
        nodes: [Node("outside")],
        edges: [Edge(from: "outside", to: "inner"), Edge(from: "outside", to: "loose")],
        subgraphs: [
            Subgraph(
                "cluster_core",
                attributes: ["label": "Core", "style": "filled", "fillcolor": "lightgrey"],
                nodeDefaults: ["shape": "box"],
                nodes: [Node("inner")],
                subgraphs: [Subgraph("cluster_nested", attributes: ["label": "Nested"], nodes: [Node("deep")])]
            ),
            Subgraph("group", nodes: [Node("loose")]),
        ]
    )

    @Test func clustersAreDrawnWithTheirLabels() throws {
        let svg = try TestSupport.renderText(Self.graph)
        #expect(svg.components(separatedBy: "class=\"cluster\"").count - 1 == 2)
        #expect(svg.contains("<title>cluster_core</title>"))
        #expect(svg.contains("<title>cluster_nested</title>"))
        #expect(svg.contains(">Core</text>"))
        #expect(svg.contains(">Nested</text>"))
        #expect(svg.contains("fill=\"lightgrey\""))
        #expect(!svg.contains("<title>group</title>"), "a subgraph that is not a cluster draws no box")
    }

    @Test func subgraphNodeDefaultsApplyInsideOnly() throws {
        let svg = try TestSupport.renderText(Self.graph)
        let afterInner = try #require(svg.range(of: "<title>inner</title>"))
        #expect(svg[afterInner.upperBound...].prefix(80).contains("<polygon"))
        let afterOutside = try #require(svg.range(of: "<title>outside</title>"))
        #expect(svg[afterOutside.upperBound...].prefix(80).contains("<ellipse"))
    }

    @Test func dotSourceKeepsTheNesting() throws {
        let dot = try renderer.dotSource(for: Self.graph)
        let core = try #require(dot.range(of: "subgraph cluster_core {"))
        let nested = try #require(dot.range(of: "subgraph cluster_nested {"))
        #expect(core.lowerBound < nested.lowerBound)
        #expect(dot.contains("subgraph group {"))
    }

    @Test func isClusterFollowsTheNamePrefix() {
        #expect(Subgraph("cluster").isCluster)
        #expect(Subgraph("cluster_x").isCluster)
        #expect(!Subgraph("x_cluster").isCluster)
    }
}
