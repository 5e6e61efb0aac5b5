import BenchmarkSupport
import Graphviz

/// A random tree: node `n0` is the root, and every later node hangs under a
/// uniformly chosen earlier one.
func randomTree(nodeCount: Int, using generator: inout SeededGenerator) -> Graph {
    var graph = Graph(name: "RandomTree", nodeDefaults: ["shape": "box"])
    graph.nodes = (0..<nodeCount).map { Node("n\($0)", attributes: ["label": "Node \($0)"]) }
    graph.edges = (1..<max(nodeCount, 1)).map { child in
        Edge(from: "n\(Int.random(in: 0..<child, using: &generator))", to: "n\(child)")
    }
    return graph
}
