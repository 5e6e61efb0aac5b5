import Foundation
import Graphviz
import Testing

@Suite("Restyling a laid-out graph")
struct RestylingTests {
    private let graph = Graph(
        name: "Pages",
        nodes: [
            Node("a", attributes: ["label": "A", "color": "black", "style": "solid"]),
            Node("b", attributes: ["label": "B", "color": "black", "style": "solid"]),
        ],
        edges: [Edge(from: "a", to: "b", attributes: ["color": "black"])]
    )

    @Test("each page has its own colours and the same positions, laid out once")
    func pagesShareTheLayout() throws {
        let pages = [
            Restyling(nodes: ["a": ["color": "red"]]),
            Restyling(nodes: ["b": ["color": "blue", "style": "dashed"]], edges: [EdgeEnds(from: "a", to: "b"): ["color": "green"]]),
        ]
        var drawn: [String] = []
        try GraphvizRenderer().render(graph, restyled: pages, to: [.dot, .svg]) { index, format, data in
            #expect(index == drawn.count / 2)
            if format == .dot { drawn.append(String(decoding: data, as: UTF8.self)) } else { drawn.append("") }
        }
        let dots = drawn.filter { !$0.isEmpty }
        try #require(dots.count == 2)
        #expect(dots[0].contains("a\t[color=red"))
        #expect(dots[1].contains("b\t[color=blue"))
        #expect(dots[1].contains("style=dashed"))
        #expect(dots[1].contains("a -> b\t[color=green"))
        // Restylings add up: the first page's red stays on the second.
        #expect(dots[1].contains("a\t[color=red"))
        let positions = dots.map { $0.components(separatedBy: "pos=\"").dropFirst().map { $0.prefix { $0 != "\"" } } }
        #expect(positions[0] == positions[1])
    }

    @Test("a restyling of a node or edge the graph does not have, or of an undeclared attribute, is an error")
    func unknownTargets() {
        let renderer = GraphvizRenderer()
        #expect(throws: GraphvizError.invalidInput("the restyled graph has no node c")) {
            try renderer.render(graph, restyled: [Restyling(nodes: ["c": ["color": "red"]])], to: [.svg]) { _, _, _ in }
        }
        #expect(throws: GraphvizError.invalidInput("the restyled graph has no edge b -> a")) {
            try renderer.render(graph, restyled: [Restyling(edges: [EdgeEnds(from: "b", to: "a"): ["color": "red"]])], to: [.svg]) { _, _, _ in }
        }
        #expect(throws: GraphvizError.invalidInput("the graph declares no attribute penwidth to restyle; give it a value in the graph")) {
            try renderer.render(graph, restyled: [Restyling(nodes: ["a": ["penwidth": "3"]])], to: [.svg]) { _, _, _ in }
        }
    }
}
