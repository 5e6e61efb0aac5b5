/// An edge between two nodes, named by their names.
///
/// Nodes an edge names but no node list contains are created, as in DOT. In a
/// directed graph the edge points from ``tail`` to ``head``. A graph that is not
/// strict keeps every edge, even several between the same two nodes.
public struct Edge: Hashable, Sendable {
    /// The name of the node the edge starts at.
    public var tail: String
    /// The name of the node the edge ends at.
    public var head: String
    /// The edge's own attributes, such as `label`, `style` or `color`.
    public var attributes: Attributes

    /// Creates an edge.
    ///
    /// - Parameters:
    ///   - tail: The name of the node the edge starts at.
    ///   - head: The name of the node the edge ends at.
    ///   - attributes: The edge's own attributes.
    public init(from tail: String, to head: String, attributes: Attributes = [:]) {
        self.tail = tail
        self.head = head
        self.attributes = attributes
    }
}
