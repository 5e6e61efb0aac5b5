/// A graph as a Swift value: what DOT describes, without any graphviz state.
///
/// Build a graph, then draw it with ``GraphvizRenderer``:
///
///     var graph = Graph(name: "Tree", nodeDefaults: ["shape": "box"])
///     graph.nodes = [Node("root"), Node("child", attributes: ["color": "red"])]
///     graph.edges = [Edge(from: "root", to: "child")]
///     let svg = try GraphvizRenderer().render(graph, to: .svg)
///
/// Graphviz creates the objects in DOT's order: defaults and attributes, then
/// ``nodes``, then ``subgraphs`` (each in the same order), then ``edges``. The
/// order of nodes and edges guides the `dot` layout's left-to-right order.
public struct Graph: Hashable, Sendable {
    /// The graph's name; graphviz uses it as the SVG title.
    public var name: String
    /// Whether edges have a direction (`digraph`) or not (`graph`).
    public var isDirected: Bool
    /// Whether graphviz merges edges between the same two nodes (`strict`).
    public var isStrict: Bool
    /// The graph's own attributes, such as `rankdir`, `label` or `bgcolor`;
    /// subgraphs inherit them.
    public var attributes: Attributes
    /// Defaults for every node (DOT's `node [...]`).
    public var nodeDefaults: Attributes
    /// Defaults for every edge (DOT's `edge [...]`).
    public var edgeDefaults: Attributes
    /// The graph's nodes, in the order graphviz creates them.
    public var nodes: [Node]
    /// The graph's edges, in the order graphviz creates them.
    public var edges: [Edge]
    /// Subgraphs and clusters.
    public var subgraphs: [Subgraph]

    /// Creates a graph.
    ///
    /// - Parameters:
    ///   - name: The graph's name.
    ///   - isDirected: Whether edges have a direction.
    ///   - isStrict: Whether edges between the same two nodes are merged.
    ///   - attributes: The graph's own attributes.
    ///   - nodeDefaults: Defaults for every node.
    ///   - edgeDefaults: Defaults for every edge.
    ///   - nodes: The nodes.
    ///   - edges: The edges.
    ///   - subgraphs: Subgraphs and clusters.
    public init(
        name: String = "G",
        isDirected: Bool = true,
        isStrict: Bool = false,
        attributes: Attributes = [:],
        nodeDefaults: Attributes = [:],
        edgeDefaults: Attributes = [:],
        nodes: [Node] = [],
        edges: [Edge] = [],
        subgraphs: [Subgraph] = []
    ) {
        self.name = name
        self.isDirected = isDirected
        self.isStrict = isStrict
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
    }
}

extension Graph {
    /// The root graph's contents shaped as a subgraph, for code that builds or
    /// writes a graph's body and its subgraphs' bodies alike.
    var contents: Subgraph {
        Subgraph(
            name, attributes: attributes, nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults,
            nodes: nodes, edges: edges, subgraphs: subgraphs
        )
    }
}
