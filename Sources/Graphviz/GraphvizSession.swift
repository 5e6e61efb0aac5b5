import CGraphviz
import Foundation

/// Access to graphviz while ``GraphvizContext``'s lock is held.
///
/// Only ``GraphvizContext/withSession(_:)`` creates one, and it cannot be copied
/// out of that call, so holding a session proves the lock is held. Each step
/// starts with a clean error state and turns graphviz's failure signals (a NULL
/// graph, a `-1` status, or an error reported through the callback) into a
/// ``GraphvizError``.
struct GraphvizSession: ~Copyable {
    /// The process's graphviz context.
    let gvc: OpaquePointer
    /// The layout engines the installed graphviz offers.
    let engines: [String]
    /// The output formats the installed graphviz offers.
    let formats: [String]

    /// Throws unless both the engine and the format are installed.
    ///
    /// Checked before graphviz sees them: an unknown format makes
    /// `gvRenderData` leave a half-made job behind.
    func validate(_ engine: LayoutEngine, _ format: OutputFormat) throws {
        if engines.isEmpty || formats.isEmpty {
            throw GraphvizError.pluginsNotConfigured
        }
        guard engines.contains(engine.name) else {
            throw GraphvizError.unknownEngine(engine.name, available: engines)
        }
        guard formats.contains(String(format.device)) else {
            throw GraphvizError.unknownFormat(format.name, available: formats)
        }
    }

    /// Builds a graphviz graph from a ``Graph``; close it with ``close(_:)``.
    func makeGraph(_ graph: Graph, for engine: LayoutEngine) throws -> UnsafeMutablePointer<Agraph_t> {
        GraphvizMessages.reset()
        return try CGraphBuilder.build(graph, orderingIDsByCreation: engine.keepsNamesOfOrderedIDs, in: self)
    }

    /// Parses the first graph in DOT source into a graphviz graph; close it with
    /// ``close(_:)``. Text after the first graph is ignored.
    func readGraph(dotSource: String) throws -> UnsafeMutablePointer<Agraph_t> {
        guard !dotSource.utf8.contains(0) else {
            throw GraphvizError.invalidInput("the DOT source contains a NUL character")
        }
        GraphvizMessages.reset()
        let graph = agmemread(dotSource)
        let hasError = GraphvizMessages.hasError
        let message = hasError ? GraphvizMessages.errorText : "the text contains no graph"
        discardTrailingText()
        guard let graph, !hasError else {
            if let graph { agclose(graph) }
            throw GraphvizError.syntaxError(message: message)
        }
        return graph
    }

    /// Empties graphviz's DOT lexer of text that followed the graph just read.
    ///
    /// Graphviz 2.42's `agmemread` stops after the first graph but keeps the rest
    /// of the line it has buffered, and the next `agmemread` parses that first:
    /// it would return a graph from the previous source, fail on leftover
    /// garbage, or count lines wrongly. Reading empty sources until none yields a
    /// graph consumes the rest (a syntax error flushes the lexer).
    private func discardTrailingText() {
        while let trailing = agmemread("") {
            agclose(trailing)
        }
        GraphvizMessages.reset()
    }

    /// Frees a graph and everything graphviz attached to it.
    func close(_ graph: UnsafeMutablePointer<Agraph_t>) {
        agclose(graph)
    }

    /// Lays out `graph` with `engine`, renders it to `format`, and frees the
    /// layout again, whether or not that succeeded.
    func render(_ graph: UnsafeMutablePointer<Agraph_t>, using engine: LayoutEngine, to format: OutputFormat) throws -> Data {
        try layOut(graph, using: engine)
        defer { freeLayout(of: graph) }
        return try renderLaidOut(graph, to: format)
    }

    /// Lays out `graph` with `engine`; free the layout with ``freeLayout(of:)``, also
    /// when this throws.
    func layOut(_ graph: UnsafeMutablePointer<Agraph_t>, using engine: LayoutEngine) throws {
        GraphvizMessages.reset()
        let layoutStatus = gvLayout(gvc, graph, engine.name)
        if layoutStatus != 0 || GraphvizMessages.hasError {
            throw GraphvizError.layoutFailed(engine: engine.name, message: GraphvizMessages.errorText)
        }
    }

    /// Frees what ``layOut(_:using:)`` attached to `graph`.
    func freeLayout(of graph: UnsafeMutablePointer<Agraph_t>) {
        gvFreeLayout(gvc, graph)
    }

    /// Renders a graph that ``layOut(_:using:)`` laid out.
    func renderLaidOut(_ graph: UnsafeMutablePointer<Agraph_t>, to format: OutputFormat) throws -> Data {
        GraphvizMessages.reset()
        var buffer: UnsafeMutablePointer<CChar>?
        let (renderStatus, length) = callRenderData(gvRenderData, gvc, graph, format.name, &buffer)
        defer {
            if let buffer { gvFreeRenderData(buffer) }
        }
        guard renderStatus == 0, !GraphvizMessages.hasError, let buffer else {
            throw GraphvizError.renderingFailed(format: format.name, message: GraphvizMessages.errorText)
        }
        return Data(bytes: buffer, count: length)
    }

    /// Sets a restyling's attributes on the nodes and edges of `graph`.
    func restyle(_ graph: UnsafeMutablePointer<Agraph_t>, _ restyling: Restyling) throws {
        for (name, attributes) in restyling.nodes {
            guard let node = withGraphvizString(name, { agnode(graph, $0, 0) }) else {
                throw GraphvizError.invalidInput("the restyled graph has no node \(name)")
            }
            try set(attributes, kind: AGNODE, on: UnsafeMutableRawPointer(node), of: graph)
        }
        for (ends, attributes) in restyling.edges {
            let tail = withGraphvizString(ends.tail) { agnode(graph, $0, 0) }
            let head = withGraphvizString(ends.head) { agnode(graph, $0, 0) }
            guard let tail, let head, let edge = agedge(graph, tail, head, nil, 0) else {
                throw GraphvizError.invalidInput("the restyled graph has no edge \(ends.tail) -> \(ends.head)")
            }
            try set(attributes, kind: AGEDGE, on: UnsafeMutableRawPointer(edge), of: graph)
        }
    }

    private func set(_ attributes: [String: String], kind: Int32, on object: UnsafeMutableRawPointer, of graph: UnsafeMutablePointer<Agraph_t>) throws {
        for (name, value) in attributes {
            guard !value.utf8.contains(0), !name.utf8.contains(0) else {
                throw GraphvizError.invalidInput("the restyled attribute \(name) contains a NUL character")
            }
            guard let symbol = withGraphvizString(name, { agattr(graph, kind, $0, nil) }) else {
                throw GraphvizError.invalidInput("the graph declares no attribute \(name) to restyle; give it a value in the graph")
            }
            let status = withGraphvizString(value) { agxset(object, symbol, $0) }
            guard status == 0 else {
                throw GraphvizError.graphvizFailure(message: "agxset failed: \(GraphvizMessages.errorText)")
            }
        }
    }

    /// The DOT text of a ``Graph``, quoted by graphviz (see ``DOTWriter``).
    func dotSource(for graph: Graph) throws -> String {
        let texts = try GraphTexts(of: graph)
        try texts.checkExpressibleInDOT()
        return DOTWriter.write(graph, texts: texts, in: self)
    }

    /// Calls `gvRenderData`, whose length parameter is `unsigned int *` in
    /// graphviz 2.x and `size_t *` in Graphviz 14: `Length` becomes whichever the
    /// installed header declares, checked by the compiler.
    private func callRenderData<Length: BinaryInteger>(
        _ renderData: (
            OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?,
            UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<Length>?
        ) -> Int32,
        _ gvc: OpaquePointer,
        _ graph: UnsafeMutablePointer<Agraph_t>,
        _ format: String,
        _ buffer: inout UnsafeMutablePointer<CChar>?
    ) -> (status: Int32, length: Int) {
        var length: Length = 0
        let status = renderData(gvc, graph, format, &buffer, &length)
        return (status, Int(length))
    }
}
