/// New attribute values for some nodes and edges of a graph that is already laid out:
/// what changes between two pictures that share one layout.
///
/// Only attributes that graphviz reads when it draws take effect — colours, `style`,
/// `penwidth`, `fontcolor`, `class`, `tooltip` — not those that shape the layout, such as
/// labels, sizes or `rank`. Values are plain text. Give every attribute a restyling sets
/// a value in the graph itself first (a default is enough): graphviz looks attributes up
/// by the names the graph declared when it was laid out.
public struct Restyling: Hashable, Sendable {
    /// Attributes by node name.
    public var nodes: [String: [String: String]]
    /// Attributes by edge, named by its tail and head nodes.
    public var edges: [EdgeEnds: [String: String]]

    /// Creates a restyling.
    public init(nodes: [String: [String: String]] = [:], edges: [EdgeEnds: [String: String]] = [:]) {
        self.nodes = nodes
        self.edges = edges
    }
}

/// The two ends of an edge, by node name.
public struct EdgeEnds: Hashable, Sendable {
    /// The node the edge starts from.
    public var tail: String
    /// The node the edge points to.
    public var head: String

    /// Names an edge by its ends.
    public init(from tail: String, to head: String) {
        self.tail = tail
        self.head = head
    }
}
