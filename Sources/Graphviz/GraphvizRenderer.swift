import Foundation

/// Draws graphs with the graphviz library, in this process.
///
/// A renderer lays a graph out with a ``LayoutEngine`` and writes it in an
/// ``OutputFormat``:
///
///     let renderer = GraphvizRenderer()
///     let svg = try renderer.render(graph, using: .dot, to: .svg)
///     let png = try renderer.render(dotSource: "digraph { a -> b }", to: .png)
///
/// Renderers are cheap values and safe to use from any thread or task: all of
/// them share the process's one graphviz context, and calls wait for each other
/// because graphviz is not thread-safe. Graphviz's errors and warnings are
/// never printed; errors are thrown as ``GraphvizError``, warnings are dropped.
/// Everything graphviz allocates for a call is freed before the call returns.
public struct GraphvizRenderer: Sendable {
    /// Creates a renderer that uses the process's graphviz context.
    public init() {}

    /// The layout engines the installed graphviz offers, such as `dot` or `neato`.
    ///
    /// Empty if graphviz's plugins are not configured (see
    /// ``GraphvizError/pluginsNotConfigured``).
    public var availableEngines: [LayoutEngine] {
        GraphvizContext.shared.engines.map(LayoutEngine.init(name:))
    }

    /// The output formats the installed graphviz offers, such as `svg` or `png`.
    ///
    /// Interactive devices that open a window (`x11`, `xlib`, `gtk`) are left out.
    /// Empty if graphviz's plugins are not configured.
    public var availableFormats: [OutputFormat] {
        GraphvizContext.shared.formats.map(OutputFormat.init(name:))
    }

    /// Lays out a graph and renders it.
    ///
    /// - Parameters:
    ///   - graph: The graph to draw.
    ///   - engine: The layout engine; `.dot` by default.
    ///   - format: The output format; `.svg` by default.
    /// - Returns: The rendered bytes (UTF-8 text for text formats such as SVG).
    /// - Throws: ``GraphvizError``: an unknown engine or format, plugins not
    ///   configured, text with a NUL character, or a failed layout or rendering.
    public func render(_ graph: Graph, using engine: LayoutEngine = .dot, to format: OutputFormat = .svg) throws -> Data {
        try GraphvizContext.shared.withSession { session in
            try session.validate(engine, format)
            let cgraph = try session.makeGraph(graph, for: engine)
            defer { session.close(cgraph) }
            return try session.render(cgraph, using: engine, to: format)
        }
    }

    /// Lays out a graph once and renders it once per restyling: a flip-book whose pages
    /// share one layout, so nothing moves from one page to the next and no page pays for
    /// a layout.
    ///
    /// ```swift
    /// try renderer.render(graph, restyled: moments.map(restyling(for:)), to: [.svg]) { page, format, data in
    ///     try data.write(to: folder.appendingPathComponent("page-\(page).\(format.name)"))
    /// }
    /// ```
    ///
    /// Each restyling applies on top of the previous page's attributes (see
    /// ``Restyling``). Other graphviz calls wait until every page is drawn.
    ///
    /// - Parameters:
    ///   - graph: The graph to lay out.
    ///   - restylings: One per page, in order.
    ///   - engine: The layout engine; `.dot` by default.
    ///   - formats: The formats to draw each page in.
    ///   - page: Called with each page's index, format and bytes, in order.
    /// - Throws: ``GraphvizError`` for the reasons ``render(_:using:to:)`` gives, or a
    ///   restyling that names a node or an edge the graph does not have; whatever `page`
    ///   throws, which stops the drawing.
    public func render(
        _ graph: Graph,
        restyled restylings: some Sequence<Restyling>,
        using engine: LayoutEngine = .dot,
        to formats: [OutputFormat],
        page: (_ index: Int, _ format: OutputFormat, _ data: Data) throws -> Void
    ) throws {
        try GraphvizContext.shared.withSession { session in
            for format in formats { try session.validate(engine, format) }
            let cgraph = try session.makeGraph(graph, for: engine)
            defer { session.close(cgraph) }
            try session.layOut(cgraph, using: engine)
            defer { session.freeLayout(of: cgraph) }
            for (index, restyling) in restylings.enumerated() {
                try session.restyle(cgraph, restyling)
                for format in formats {
                    try page(index, format, try session.renderLaidOut(cgraph, to: format))
                }
            }
        }
    }

    /// Parses DOT source, lays it out and renders it.
    ///
    /// Graphviz reads the first graph in the text; anything after it is ignored.
    ///
    /// - Parameters:
    ///   - dotSource: A graph in the DOT language.
    ///   - engine: The layout engine; `.dot` by default. A `layout` attribute
    ///     in the source takes precedence, as in graphviz.
    ///   - format: The output format; `.svg` by default.
    /// - Returns: The rendered bytes.
    /// - Throws: ``GraphvizError``, including ``GraphvizError/syntaxError(message:)``
    ///   with graphviz's message if the source is not valid DOT.
    public func render(dotSource: String, using engine: LayoutEngine = .dot, to format: OutputFormat = .svg) throws -> Data {
        try GraphvizContext.shared.withSession { session in
            try session.validate(engine, format)
            let cgraph = try session.readGraph(dotSource: dotSource)
            defer { session.close(cgraph) }
            return try session.render(cgraph, using: engine, to: format)
        }
    }

    /// The DOT source of a graph, without layout.
    ///
    /// Every name and value is quoted and escaped by graphviz's own function (the
    /// one its DOT writer uses), and statements keep the graph's order, so the
    /// text reads back as the same graph and renders to the same picture with
    /// ``render(dotSource:using:to:)``.
    ///
    /// - Parameter graph: The graph to write.
    /// - Returns: DOT text.
    /// - Throws: ``GraphvizError/invalidInput(_:)`` for text with a NUL
    ///   character, or for text DOT cannot express: text that ends with a
    ///   backslash or has a backslash before a line break (graphviz's quoting
    ///   would make it read back differently).
    public func dotSource(for graph: Graph) throws -> String {
        try GraphvizContext.shared.withSession { session in
            try session.dotSource(for: graph)
        }
    }
}
