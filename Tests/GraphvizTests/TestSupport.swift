import Foundation
import Graphviz
import Testing

/// Helpers shared by the tests.
enum TestSupport {
    /// The renderer under test.
    static let renderer = GraphvizRenderer()

    /// Renders to a text format and decodes the bytes as UTF-8.
    static func renderText(
        _ graph: Graph,
        using engine: LayoutEngine = .dot,
        to format: OutputFormat = .svg
    ) throws -> String {
        String(decoding: try renderer.render(graph, using: engine, to: format), as: UTF8.self)
    }

    /// The names of the nodes in graphviz's JSON output, read with JSONSerialization.
    static func nodeNames(inJSON data: Data) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let objects = root["objects"] as? [[String: Any]] ?? []
        // Objects that are subgraphs carry "nodes"; the remaining ones are nodes.
        return objects.filter { $0["nodes"] == nil }.compactMap { $0["name"] as? String }
    }

    /// A small directed graph: root -> left, root -> right.
    static let smallTree = Graph(
        name: "Small",
        nodes: [Node("root"), Node("left"), Node("right")],
        edges: [Edge(from: "root", to: "left"), Edge(from: "root", to: "right")]
    )
}
