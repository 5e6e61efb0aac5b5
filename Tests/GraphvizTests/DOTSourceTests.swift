import Foundation
import Graphviz
import Testing

@Suite("DOT source written by graphviz")
struct DOTSourceTests {
    let renderer = TestSupport.renderer

    @Test func headerFollowsDirectionAndStrictness() throws {
        var graph = Graph(name: "Kinds", nodes: [Node("a")])
        #expect(try renderer.dotSource(for: graph).hasPrefix("digraph Kinds {"))
        graph.isDirected = false
        #expect(try renderer.dotSource(for: graph).hasPrefix("graph Kinds {"))
        graph.isStrict = true
        #expect(try renderer.dotSource(for: graph).hasPrefix("strict graph Kinds {"))
    }

    @Test func statementsFollowTheGraphsOrder() throws {
        let graph = Graph(
            name: "Order",
            attributes: ["rankdir": "LR", "label": "Title"],
            nodeDefaults: ["shape": "box"],
            edgeDefaults: ["color": "red"],
            nodes: [Node("z", attributes: ["label": "A label"]), Node("a")],
            edges: [Edge(from: "z", to: "b", attributes: ["style": "dashed"])],
            subgraphs: [Subgraph("cluster 1", attributes: ["label": .html("<b>One</b>")], nodes: [Node("c")])]
        )
        #expect(
            try renderer.dotSource(for: graph) == """
                digraph Order {
                \tgraph [label=Title, rankdir=LR];
                \tnode [shape=box];
                \tedge [color=red];
                \tz [label="A label"];
                \ta;
                \tsubgraph "cluster 1" {
                \t\tgraph [label=<<b>One</b>>];
                \t\tc;
                \t}
                \tz -> b [style=dashed];
                }

                """)
    }

    @Test func undirectedEdgesUseTheUndirectedOperator() throws {
        let graph = Graph(isDirected: false, edges: [Edge(from: "a", to: "b")])
        #expect(try renderer.dotSource(for: graph).contains("\ta -- b;\n"))
    }

    @Test func nodesWithoutALabelStillShowTheirName() throws {
        // Declaring "label" for one node must not blank the others' default "\N".
        let graph = Graph(nodes: [Node("a", attributes: ["label": "A"]), Node("b")])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains(">A</text>"))
        #expect(svg.contains(">b</text>"))
    }

    @Test func renderingTheDOTSourceGivesTheSamePicture() throws {
        let graph = SubgraphTests.graph
        let fromDOT = try renderer.render(dotSource: renderer.dotSource(for: graph))
        #expect(fromDOT == (try renderer.render(graph)))
    }
}
