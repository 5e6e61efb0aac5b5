import Foundation
import Graphviz
import RibInspector

/// Draws traces through libgraphviz, in-process: tree snapshots with any layout engine
/// and the lifecycle timeline, in any format the installed graphviz offers.
///
/// ```swift
/// let renderer = TraceRenderer()
/// let svg = try renderer.render(try trace.finalSnapshot())
/// let timeline = try renderer.renderTimeline(of: trace, format: .png)
/// ```
public struct TraceRenderer: Sendable {
    private let graphviz: GraphvizRenderer

    /// Creates a renderer over graphviz's process-wide context.
    public init(graphviz: GraphvizRenderer = GraphvizRenderer()) {
        self.graphviz = graphviz
    }

    /// Draws a tree snapshot.
    ///
    /// Scopes are drawn as frames (graphviz clusters), which only some engines lay out
    /// (``Graphviz/LayoutEngine/laysOutClusters``): a snapshot with scopes refuses the
    /// others rather than drawing overlapping RIBs without their frames.
    ///
    /// - Throws: ``UnsupportedLayoutError`` when the snapshot has scopes and the engine
    ///   cannot draw them; ``Graphviz/GraphvizError`` when graphviz lacks the engine or
    ///   format, or fails.
    public func render(
        _ snapshot: RibTreeSnapshot,
        options: SnapshotOptions = SnapshotOptions(),
        engine: LayoutEngine = .dot,
        format: OutputFormat = .svg
    ) throws -> Data {
        let graph = SnapshotGraphBuilder(options: options).graph(for: snapshot)
        guard graph.subgraphs.isEmpty || engine.laysOutClusters else { throw UnsupportedLayoutError(engine: engine) }
        return try graphviz.render(graph, using: engine, to: format)
    }

    /// Draws a flip-book over a session's stable layout: the layout is made once, then
    /// each page only restyles it, so every RIB keeps its place from page to page.
    ///
    /// - Parameter page: Called with each page's index, format and bytes, in order.
    /// - Throws: ``UnsupportedLayoutError`` when the layout has scopes and the engine
    ///   cannot draw them; ``Graphviz/GraphvizError`` when graphviz lacks the engine or a
    ///   format, or fails; whatever `page` throws.
    public func render(
        _ book: StableFlipBook,
        engine: LayoutEngine = .dot,
        formats: [OutputFormat],
        page: (_ index: Int, _ format: OutputFormat, _ data: Data) throws -> Void
    ) throws {
        let graph = book.builder.graph(showing: book.firstMask)
        guard graph.subgraphs.isEmpty || engine.laysOutClusters else { throw UnsupportedLayoutError(engine: engine) }
        try graphviz.render(graph, restyled: book, using: engine, to: formats, page: page)
    }

    /// Draws the lifecycle timeline of a whole trace (positions pinned, `nop` engine).
    ///
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz lacks the format, or fails.
    public func renderTimeline(of trace: Trace, format: OutputFormat = .svg) throws -> Data {
        try graphviz.render(TimelineGraphBuilder().graph(for: trace), using: .nop, to: format)
    }
}

/// The error of drawing a tree whose scopes are frames with a layout engine that cannot
/// draw frames (``Graphviz/LayoutEngine/laysOutClusters``).
public struct UnsupportedLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The engine that was asked for.
    public var engine: LayoutEngine

    public var description: String {
        "graphviz's \(engine.name) layout cannot draw scopes as frames: it would lose them and let RIBs overlap. "
            + "Use the dot engine (the default), fdp or osage."
    }
}
