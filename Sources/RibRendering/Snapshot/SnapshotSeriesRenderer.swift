import Foundation
import Graphviz
import RibInspector

/// Draws snapshots of one trace one after another, each exactly as
/// ``TraceRenderer/render(_:options:engine:format:)`` draws it, making what their graphs
/// share only once: the trace's colours and each RIB's node (``SnapshotGraphParts``).
/// `ribviz render --every-state` draws its states with it.
///
/// ```swift
/// var series = SnapshotSeriesRenderer(trace: trace)
/// var replay = TraceReplay(trace)
/// for moment in moments {
///     try replay.advance(to: moment)
///     let pictures = try series.render(replay.snapshot, formats: [.svg])
/// }
/// ```
package struct SnapshotSeriesRenderer {
    private let builder: SnapshotGraphBuilder
    private let engine: LayoutEngine
    private let graphviz = GraphvizRenderer()
    private var shared: SnapshotGraphParts

    /// Creates a renderer for snapshots of `trace`.
    ///
    /// - Parameters:
    ///   - trace: The trace whose snapshots it draws; give it no snapshot of another trace.
    ///   - options: What to show, as for ``TraceRenderer/render(_:options:engine:format:)``.
    ///   - engine: The graphviz layout engine.
    package init(trace: Trace, options: SnapshotOptions = SnapshotOptions(), engine: LayoutEngine = .dot) {
        builder = SnapshotGraphBuilder(options: options)
        self.engine = engine
        shared = SnapshotGraphParts(trace: trace)
    }

    /// How many RIBs the picture of `snapshot` draws (``SnapshotGraphBuilder/drawnCount(for:)``).
    package func drawnCount(for snapshot: RibTreeSnapshot) -> Int {
        builder.drawnCount(for: snapshot)
    }

    /// Draws a snapshot of the trace in each of `formats`.
    ///
    /// - Returns: The bytes of each format, in the order of `formats`.
    /// - Throws: What ``TraceRenderer/render(_:options:engine:format:)`` throws.
    package mutating func render(_ snapshot: RibTreeSnapshot, formats: [OutputFormat]) throws -> [Data] {
        let graph = builder.graph(for: snapshot, highlighting: snapshot.lastEvent, reusing: &shared)
        guard graph.subgraphs.isEmpty || engine.laysOutClusters else { throw UnsupportedLayoutError(engine: engine) }
        return try formats.map { try graphviz.render(graph, using: engine, to: $0) }
    }
}
