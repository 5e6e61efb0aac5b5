/// A named group of nodes and edges inside a graph.
///
/// A subgraph whose name starts with `cluster` is a *cluster*: layout engines
/// that support clusters (`dot`, `fdp`, `osage`, `patchwork`) draw its members
/// together inside a box that its ``attributes`` style (`label`, `style`,
/// `color`, ...).
///
/// Like a DOT `subgraph { ... }` block, its ``nodeDefaults`` and
/// ``edgeDefaults`` apply to the nodes and edges first created inside it.
public struct Subgraph: Hashable, Sendable {
    /// The subgraph's name; a name that starts with `cluster` makes a cluster.
    public var name: String
    /// The subgraph's own attributes, such as a cluster's `label` or `style`.
    public var attributes: Attributes
    /// Defaults for the nodes first created in this subgraph (DOT's `node [...]`).
    public var nodeDefaults: Attributes
    /// Defaults for the edges created in this subgraph (DOT's `edge [...]`).
    public var edgeDefaults: Attributes
    /// The nodes in this subgraph. A name already used elsewhere adds that node.
    public var nodes: [Node]
    /// The edges in this subgraph; their ends become members of the subgraph.
    public var edges: [Edge]
    /// Subgraphs nested in this one.
    public var subgraphs: [Subgraph]

    /// Whether graphviz treats this subgraph as a cluster: its name starts with
    /// `cluster`.
    public var isCluster: Bool {
        name.hasPrefix("cluster")
    }

    /// Creates a subgraph.
    ///
    /// - Parameters:
    ///   - name: The subgraph's name; start it with `cluster` to make a cluster.
    ///   - attributes: The subgraph's own attributes.
    ///   - nodeDefaults: Defaults for nodes first created in this subgraph.
    ///   - edgeDefaults: Defaults for edges created in this subgraph.
    ///   - nodes: The nodes in the subgraph.
    ///   - edges: The edges in the subgraph.
    ///   - subgraphs: Subgraphs nested in this one.
    public init(
        _ name: String,
        attributes: Attributes = [:],
        nodeDefaults: Attributes = [:],
        edgeDefaults: Attributes = [:],
        nodes: [Node] = [],
        edges: [Edge] = [],
        subgraphs: [Subgraph] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
    }
}
