import Foundation
import Graphviz
import RibInspector

/// A self-contained HTML page to explore a trace in a browser: the RIB tree with a slider
/// and step buttons through the events, the lifecycle timeline under it, details of any
/// RIB you click, and the analysis's anomalies linked to the moment that shows them.
///
/// The page embeds its drawings, style and script, so it opens offline and can be
/// attached to a bug report. Each distinct tree state is drawn once by graphviz when the
/// report is made; the page's script only switches between drawings.
///
/// ```swift
/// let html = try HTMLReport().render(trace)
/// try html.write(to: URL(fileURLWithPath: "trace.report.html"))
/// ```
///
/// The same input gives the same bytes, so a report can live in a repository.
public struct HTMLReport: Sendable {
    /// What the tree drawings show; by default they include RIBs that are detached but
    /// still alive, so that a leak can be seen. The report marks the current event's RIB
    /// itself, so ``SnapshotOptions/highlightsLastEvent`` is not used.
    public var snapshotOptions: SnapshotOptions
    /// The thresholds of the analysis whose anomalies the report lists.
    public var analysisOptions: TraceAnalysis.Options

    private let graphviz: GraphvizRenderer

    /// Creates a report maker.
    public init(
        snapshotOptions: SnapshotOptions = SnapshotOptions(includesDetached: true),
        analysisOptions: TraceAnalysis.Options = TraceAnalysis.Options(),
        graphviz: GraphvizRenderer = GraphvizRenderer()
    ) {
        self.snapshotOptions = snapshotOptions
        self.analysisOptions = analysisOptions
        self.graphviz = graphviz
    }

    /// Makes the report page of a trace, as UTF-8 HTML.
    ///
    /// - Parameter progress: Told, after each drawing, how many are done of how many:
    ///   one per distinct tree state, and the timeline.
    /// - Throws: ``RibInspector/TraceReplayError`` when an event contradicts the tree the
    ///   events before it built; ``Graphviz/GraphvizError`` when graphviz fails.
    public func render(_ trace: Trace, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Data {
        let builder = ReportContentBuilder(
            analysis: trace.analysis(options: analysisOptions),
            snapshotOptions: snapshotOptions,
            graphviz: graphviz
        )
        return try ReportPage(content: builder.content(progress: progress)).html()
    }
}
