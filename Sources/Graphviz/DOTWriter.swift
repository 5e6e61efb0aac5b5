import CGraphviz

/// Writes a ``Graph`` as DOT text, quoting every identifier with graphviz's own
/// quoting function (`agcanon`, which `agwrite` uses too).
///
/// Statements come in ``CGraphBuilder``'s order: a graph's attributes and
/// defaults, its nodes, its subgraphs, its edges. So graphviz's parser rebuilds
/// exactly the graph the renderer builds, and the text renders to the same
/// picture. (`agwrite` itself reorders: it writes subgraphs first and leaves out
/// nodes that edges already name, which changes the `dot` layout.)
struct DOTWriter {
    /// The texts of the graph being written.
    private let texts: GraphTexts
    /// The DOT text written so far.
    private var output = ""

    /// The DOT text for `graph`.
    ///
    /// - Parameters:
    ///   - graph: The graph to write.
    ///   - texts: Its texts, already checked for NUL characters and for text
    ///     DOT cannot express.
    ///   - session: Proof that the graphviz lock is held: `agcanon` writes into
    ///     a buffer graphviz shares between all callers.
    static func write(_ graph: Graph, texts: GraphTexts, in session: borrowing GraphvizSession) -> String {
        var writer = DOTWriter(texts: texts)
        let keyword = graph.isDirected ? "digraph" : "graph"
        writer.output += "\(graph.isStrict ? "strict " : "")\(keyword) \(quoted(graph.name)) {\n"
        writer.writeBody(of: graph.contents, edgeOperator: graph.isDirected ? "->" : "--", depth: 1)
        writer.output += "}\n"
        return writer.output
    }

    private init(texts: GraphTexts) {
        self.texts = texts
    }

    /// Writes the statements inside a graph's or subgraph's braces.
    private mutating func writeBody(of body: Subgraph, edgeOperator: String, depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        let defaults = [("graph", body.attributes), ("node", body.nodeDefaults), ("edge", body.edgeDefaults)]
        for (keyword, attributes) in defaults where !attributes.isEmpty {
            output += "\(indent)\(keyword)\(attributeList(attributes));\n"
        }
        for node in body.nodes {
            output += "\(indent)\(Self.quoted(node.name))\(attributeList(node.attributes));\n"
        }
        for subgraph in body.subgraphs {
            output += "\(indent)subgraph \(Self.quoted(subgraph.name)) {\n"
            writeBody(of: subgraph, edgeOperator: edgeOperator, depth: depth + 1)
            output += "\(indent)}\n"
        }
        for edge in body.edges {
            output += "\(indent)\(Self.quoted(edge.tail)) \(edgeOperator) \(Self.quoted(edge.head))"
            output += "\(attributeList(edge.attributes));\n"
        }
    }

    /// ` [name=value, ...]` with names in alphabetical order, or nothing.
    private func attributeList(_ attributes: Attributes) -> String {
        guard !attributes.isEmpty else { return "" }
        let pairs = attributes.sorted { $0.key < $1.key }.map { name, value in
            "\(Self.quoted(name))=\(self.value(value))"
        }
        return " [" + pairs.joined(separator: ", ") + "]"
    }

    private func value(_ value: AttributeValue) -> String {
        switch value {
        case .text(let text): Self.quoted(text)
        case .html(let markup): "<\(texts.htmlText(for: markup))>"
        }
    }

    /// `text` as a DOT identifier, quoted and escaped by graphviz if it needs it.
    private static func quoted(_ text: String) -> String {
        withGraphvizString(text) { String(cString: agcanon($0, 0)) }
    }
}
