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
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz lacks the engine or format, or fails.
    public func render(
        _ snapshot: RibTreeSnapshot,
        options: SnapshotOptions = SnapshotOptions(),
        engine: LayoutEngine = .dot,
        format: OutputFormat = .svg
    ) throws -> Data {
        try graphviz.render(SnapshotGraphBuilder(options: options).graph(for: snapshot), using: engine, to: format)
    }

    /// Draws the lifecycle timeline of a whole trace (positions pinned, `nop` engine).
    ///
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz lacks the format, or fails.
    public func renderTimeline(of trace: Trace, format: OutputFormat = .svg) throws -> Data {
        try graphviz.render(TimelineGraphBuilder().graph(for: trace), using: .nop, to: format)
    }
}
