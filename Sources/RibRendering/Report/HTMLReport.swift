import Foundation
import Graphviz
import RibInspector

/// A self-contained HTML page to explore a trace in a browser: the RIB tree at any moment
/// of the session, the lifecycle timeline under it, details of any RIB you click, and the
/// analysis's findings linked to the moment that shows them.
///
/// The tree is laid out once, by graphviz, as the architecture the whole session showed
/// (see ``SessionPlaces``): every RIB keeps its place while the page steps through the
/// events, and each moment is a mask over that one drawing, computed in the browser.
/// Search, collapse, focus and zoom keep big trees readable.
///
/// The page embeds its drawing, data, style and script, so it opens offline and can be
/// attached to a bug report:
///
/// ```swift
/// let html = try HTMLReport().render(trace)
/// try html.write(to: URL(fileURLWithPath: "trace.report.html"))
/// ```
///
/// The same input gives the same bytes, so a report can live in a repository.
public struct HTMLReport: Sendable {
    /// How the tree is laid out: its direction, whether types show, which places.
    public var layoutOptions: StableLayoutOptions
    /// Whether RIBs alive out of the live tree (drawn red, where leaks start) show when
    /// the page opens; the page has a switch for it either way.
    public var showsDetached: Bool
    /// The thresholds of the analysis whose findings the report lists.
    public var analysisOptions: TraceAnalysis.Options
    /// The longest session a page is made for. The page embeds about 150 bytes of data an
    /// event, and a browser reads a string of at most about 512 million characters:
    /// longer sessions are refused before any work (``ReportSizeError``).
    public var maximumEvents: Int

    /// The default ``maximumEvents``: a page of about 300 MB, which a browser still opens.
    public static let defaultMaximumEvents = 2_000_000
    /// The most RIB declarations (RIB instances) a page is made for: the layout and the
    /// analysis grow with them, so larger sessions are refused before any work
    /// (``ReportSizeError``).
    public var maximumRibs: Int
    /// The default ``maximumRibs``.
    public static let defaultMaximumRibs = 100_000
    /// The most distinct RIB names a page is made for; more are refused before any work
    /// (``ReportSizeError``).
    public var maximumRibNames: Int
    /// The default ``maximumRibNames``.
    public static let defaultMaximumRibNames = 10_000

    let graphviz: GraphvizRenderer

    /// Creates a report maker.
    public init(
        layoutOptions: StableLayoutOptions = StableLayoutOptions(),
        showsDetached: Bool = true,
        analysisOptions: TraceAnalysis.Options = TraceAnalysis.Options(),
        maximumEvents: Int = HTMLReport.defaultMaximumEvents,
        maximumRibs: Int = HTMLReport.defaultMaximumRibs,
        maximumRibNames: Int = HTMLReport.defaultMaximumRibNames,
        graphviz: GraphvizRenderer = GraphvizRenderer()
    ) {
        self.layoutOptions = layoutOptions
        self.showsDetached = showsDetached
        self.analysisOptions = analysisOptions
        self.maximumEvents = maximumEvents
        self.maximumRibs = maximumRibs
        self.maximumRibNames = maximumRibNames
        self.graphviz = graphviz
    }

    /// Makes the report page of a trace, as UTF-8 HTML.
    ///
    /// - Parameter progress: Told how many steps are done of how many.
    /// - Throws: ``ReportSizeError`` when the session has more than ``maximumEvents``
    ///   events, ``maximumRibs`` RIB declarations or ``maximumRibNames`` distinct RIB names;
    ///   ``RibInspector/TraceReplayError`` when an event contradicts the tree the
    ///   events before it built; ``PlaceSelectionError`` when the layout options select
    ///   nothing; ``Graphviz/GraphvizError`` when graphviz fails.
    public func render(_ trace: Trace, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Data {
        try checkSize(of: trace)
        return try ReportPage(content: content(of: trace, progress: progress)).html()
    }

    /// Refuses a session too big for a page, from the counts the trace already has.
    private func checkSize(of trace: Trace) throws(ReportSizeError) {
        guard trace.events.count <= maximumEvents else { throw ReportSizeError(.events, count: trace.events.count, limit: maximumEvents) }
        guard trace.declaredRibCount <= maximumRibs else { throw ReportSizeError(.ribs, count: trace.declaredRibCount, limit: maximumRibs) }
        guard trace.ribNames.count <= maximumRibNames else {
            throw ReportSizeError(.ribNames, count: trace.ribNames.count, limit: maximumRibNames)
        }
    }

    /// The page of a session `ribviz live` is receiving: the report of `trace`, whose script
    /// asks `feed.updates` for newer records and shows them without reloading.
    package func renderLive(_ trace: Trace, feed: ReportLiveFeed) throws -> Data {
        var feed = feed
        feed.leakGrace = analysisOptions.leakGracePeriod.clampedNanoseconds
        return try ReportPage(content: content(of: trace, progress: { _, _ in }), live: feed).html()
    }

    private func content(of trace: Trace, progress: (_ done: Int, _ total: Int) -> Void) throws -> ReportContent {
        try contentBuilder(for: trace).content(progress: progress)
    }

    /// What gathers the content of `trace`'s report with these options.
    func contentBuilder(for trace: Trace) -> ReportContentBuilder {
        ReportContentBuilder(
            analysis: trace.analysis(options: analysisOptions),
            layoutOptions: layoutOptions,
            showsDetached: showsDetached,
            graphviz: graphviz
        )
    }
}

/// Where a live report page asks for new records (`updates?after=<records>` answers
/// `{"records":N}` once the session holds more), and what its leak-grace countdown needs.
package struct ReportLiveFeed: Encodable, Sendable {
    /// The path of the session's updates endpoint.
    package var updates: String
    /// The path where the page asks the app for a RIB's picture or outline
    /// (`?kind=capture|outline&rib=N`); the RIB details offer *Capture now* and *Show on
    /// device* when it is set.
    package var requests: String?
    /// How many records the page shows.
    package var records: UInt64
    /// Whether the session ended (its end record arrived): its clock stopped.
    package var ended: Bool
    /// The analysis' leak grace in nanoseconds, which the page counts down for each RIB
    /// alive out of the tree; ``HTMLReport/renderLive(_:feed:)`` sets it.
    package var leakGrace: UInt64 = 0
    /// How long, in milliseconds, the session had received no record when the page was
    /// drawn: the page says the session is silent once that lasts.
    package var silentMilliseconds: UInt64

    package init(updates: String, requests: String? = nil, records: UInt64, ended: Bool, silentMilliseconds: UInt64 = 0) {
        self.updates = updates
        self.requests = requests
        self.records = records
        self.ended = ended
        self.silentMilliseconds = silentMilliseconds
    }
}
