/// A node of a graph or subgraph, identified by its name.
///
/// Graphviz keeps one node per name in a graph: listing the same name in a
/// subgraph (or naming it in an edge) refers to the same node and adds it to that
/// subgraph. Attributes given in several places are merged, later ones winning.
public struct Node: Hashable, Sendable {
    /// The node's name, unique within the graph.
    ///
    /// Any text without NUL characters; graphviz quotes it. Without a `label`
    /// attribute a node shows its name through graphviz's `\N` label, so
    /// backslash sequences and character entities in the name are interpreted
    /// (see ``labelEscaped(_:)``). In SVG, graphviz 2.42 writes the name into
    /// `<title>` without escaping an `&` that starts an entity-like `&name;`.
    public var name: String
    /// The node's own attributes, such as `label`, `shape` or `pos`.
    public var attributes: Attributes

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - name: The node's name, unique within the graph.
    ///   - attributes: The node's own attributes.
    public init(_ name: String, attributes: Attributes = [:]) {
        self.name = name
        self.attributes = attributes
    }
}
