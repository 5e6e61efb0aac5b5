import Foundation
import Graphviz
import Testing

@Suite("Pinned positions with the nop engine")
struct PinnedPositionTests {
    let renderer = TestSupport.renderer

    static func pinnedGraph(keepCoordinates: Bool) -> Graph {
        Graph(
            attributes: keepCoordinates ? ["notranslate": "true"] : [:],
            nodeDefaults: ["shape": "box", "width": "0.75", "height": "0.5", "fixedsize": "true"],
            nodes: [
                Node("a", attributes: ["pos": "100,200!"]),
                Node("b", attributes: ["pos": "300,50!"]),
            ],
            edges: [Edge(from: "a", to: "b")]
        )
    }

    /// The `pos` of each node in graphviz's JSON output.
    func positions(in graph: Graph) throws -> [String: String] {
        let data = try renderer.render(graph, using: .nop, to: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let objects = try #require(root["objects"] as? [[String: Any]])
        var positions: [String: String] = [:]
        for object in objects {
            if let name = object["name"] as? String, let pos = object["pos"] as? String {
                positions[name] = pos
            }
        }
        return positions
    }

    @Test func nodesStayExactlyWhereTheyArePinned() throws {
        let graph = Self.pinnedGraph(keepCoordinates: true)
        #expect(try positions(in: graph) == ["a": "100,200", "b": "300,50"])
        // SVG flips y: a 54×36 pt box centred on (100, 200) spans x 73…127 and y -218…-182.
        let svg = try TestSupport.renderText(graph, using: .nop)
        #expect(svg.contains("points=\"127,-218 73,-218 73,-182 127,-182 127,-218\""))
        #expect(svg.contains("points=\"327,-68 273,-68 273,-32 327,-32 327,-68\""))
    }

    @Test func withoutNotranslateTheDrawingMovesButKeepsItsShape() throws {
        let positions = try positions(in: Self.pinnedGraph(keepCoordinates: false))
        let a = try #require(positions["a"]).split(separator: ",").compactMap { Double($0) }
        let b = try #require(positions["b"]).split(separator: ",").compactMap { Double($0) }
        #expect(a != [100, 200], "graphviz moves the drawing to the origin")
        #expect(b[0] - a[0] == 200)
        #expect(b[1] - a[1] == -150)
    }
}
