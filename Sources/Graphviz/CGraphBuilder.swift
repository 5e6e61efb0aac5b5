import CGraphviz

/// Turns a ``Graph`` value into a graphviz (cgraph) graph.
///
/// Objects are created in DOT's order: a graph's attributes and defaults, its
/// nodes, its subgraphs (recursively), its edges; ``DOTWriter`` writes the same
/// order, so graphviz's DOT parser builds the same graph from its text. Every
/// attribute is first declared on the root graph with an empty default, as the
/// DOT parser does: graphviz reads an empty value as "not set" (the node label's
/// `\N` default is set up by `gvContext`).
///
/// HTML-like labels are stored under ``GraphTexts/htmlText(for:)``, a text no
/// plain text of the graph has, so graphviz's shared strings never mix plain
/// text and HTML (see ``GraphTexts``).
struct CGraphBuilder {
    /// The graph being built.
    private let root: UnsafeMutablePointer<Agraph_t>
    /// The texts of the graph being built.
    private let texts: GraphTexts

    /// Builds the graphviz graph for `graph`.
    ///
    /// - Parameters:
    ///   - graph: The graph to build.
    ///   - session: Proof that the graphviz lock is held.
    /// - Returns: The new root graph; the caller closes it with `agclose`.
    /// - Throws: ``GraphvizError/invalidInput(_:)`` for text with a NUL character,
    ///   ``GraphvizError/graphvizFailure(message:)`` if graphviz fails.
    static func build(
        _ graph: Graph,
        orderingIDsByCreation: Bool,
        in session: borrowing GraphvizSession
    ) throws -> UnsafeMutablePointer<Agraph_t> {
        let texts = try GraphTexts(of: graph)
        let descriptor = cgraphviz_root_descriptor(graph.isDirected, graph.isStrict)
        guard let root = withGraphvizString(graph.name, { agopen($0, descriptor, orderingIDsByCreation ? cgraphviz_ordered_disc() : nil) }) else {
            throw GraphvizError.graphvizFailure(message: "agopen failed: \(GraphvizMessages.errorText)")
        }
        let builder = CGraphBuilder(root: root, texts: texts)
        do {
            try builder.addContents(of: graph.contents, to: root)
            if GraphvizMessages.hasError {
                throw GraphvizError.graphvizFailure(message: GraphvizMessages.errorText)
            }
        } catch {
            agclose(root)
            throw error
        }
        return root
    }

    /// Adds what is inside a graph's or subgraph's braces to `cgraph`.
    private func addContents(of body: Subgraph, to cgraph: UnsafeMutablePointer<Agraph_t>) throws {
        try setDefaults(body.attributes, kind: AGRAPH, in: cgraph)
        try setDefaults(body.nodeDefaults, kind: AGNODE, in: cgraph)
        try setDefaults(body.edgeDefaults, kind: AGEDGE, in: cgraph)
        try add(body.nodes, to: cgraph)
        for subgraph in body.subgraphs {
            guard let csubgraph = withGraphvizString(subgraph.name, { agsubg(cgraph, $0, 1) }) else {
                throw GraphvizError.graphvizFailure(message: "agsubg failed: \(GraphvizMessages.errorText)")
            }
            try addContents(of: subgraph, to: csubgraph)
        }
        try add(body.edges, to: cgraph)
    }

    private func add(_ nodes: [Node], to container: UnsafeMutablePointer<Agraph_t>) throws {
        for node in nodes {
            let cnode = try makeNode(node.name, in: container)
            try set(node.attributes, kind: AGNODE, on: cnode)
        }
    }

    private func add(_ edges: [Edge], to container: UnsafeMutablePointer<Agraph_t>) throws {
        for edge in edges {
            let tail = try makeNode(edge.tail, in: container)
            let head = try makeNode(edge.head, in: container)
            guard let cedge = agedge(container, tail, head, nil, 1) else {
                throw GraphvizError.graphvizFailure(message: "agedge failed: \(GraphvizMessages.errorText)")
            }
            try set(edge.attributes, kind: AGEDGE, on: cedge)
        }
    }

    /// The node with this name, created (in `container` and the root) if needed.
    private func makeNode(_ name: String, in container: UnsafeMutablePointer<Agraph_t>) throws -> UnsafeMutablePointer<Agnode_t> {
        guard let node = withGraphvizString(name, { agnode(container, $0, 1) }) else {
            throw GraphvizError.graphvizFailure(message: "agnode failed: \(GraphvizMessages.errorText)")
        }
        return node
    }

    /// Sets a graph's (or subgraph's) own attributes, or its defaults for nodes or
    /// edges, as DOT's `graph [...]`, `node [...]` and `edge [...]` do.
    private func setDefaults(_ attributes: Attributes, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>) throws {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            _ = try declare(name, kind: kind)
            let symbol = try withValue(value) { value in
                withGraphvizString(name) { agattr(graph, kind, $0, value) }
            }
            guard symbol != nil else {
                throw GraphvizError.graphvizFailure(message: "agattr failed: \(GraphvizMessages.errorText)")
            }
        }
    }

    /// Sets the attributes of one node or edge.
    private func set(_ attributes: Attributes, kind: Int32, on object: UnsafeMutableRawPointer) throws {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            let symbol = try declare(name, kind: kind)
            let status = try withValue(value) { agxset(object, symbol, $0) }
            guard status == 0 else {
                throw GraphvizError.graphvizFailure(message: "agxset failed: \(GraphvizMessages.errorText)")
            }
        }
    }

    /// The root graph's declaration of an attribute, made with an empty default
    /// if there is none yet.
    private func declare(_ name: String, kind: Int32) throws -> UnsafeMutablePointer<Agsym_t> {
        let symbol = withGraphvizString(name) { name in
            agattr(root, kind, name, nil) ?? withGraphvizString("") { agattr(root, kind, name, $0) }
        }
        guard let symbol else {
            throw GraphvizError.graphvizFailure(message: "agattr failed: \(GraphvizMessages.errorText)")
        }
        return symbol
    }

    /// Calls `body` with the graphviz string for a value: a C string for plain
    /// text, a shared HTML string for an HTML-like label.
    private func withValue<Result>(_ value: AttributeValue, _ body: (UnsafeMutablePointer<CChar>) throws -> Result) throws -> Result {
        switch value {
        case .text(let text):
            return try withGraphvizString(text, body)
        case .html(let markup):
            guard let html = withGraphvizString(texts.htmlText(for: markup), { agstrdup_html(root, $0) }) else {
                throw GraphvizError.graphvizFailure(message: "agstrdup_html failed")
            }
            defer { agstrfree(root, html) }
            guard aghtmlstr(html) != 0 else {
                throw GraphvizError.graphvizFailure(message: "graphviz stored the HTML-like label <\(markup)> as plain text")
            }
            return try body(html)
        }
    }
}
