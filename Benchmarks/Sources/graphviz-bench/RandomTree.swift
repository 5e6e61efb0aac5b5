import Graphviz

/// A small, seeded pseudo-random generator (SplitMix64), so every run draws the
/// same trees.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
