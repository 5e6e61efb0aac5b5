import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Draws tree states of one trace as `ribviz render` does, page by page: in this
/// process, or in a drawing worker process for its share of `--every-state`'s states.
/// Both use this one type, so a state drawn by a worker is the same, byte for byte.
struct StateDrawer {
    /// The trace's path as the user gave it, for messages.
    let traceLabel: String
    let trace: Trace
    let settings: DrawingSettings
    let engine: LayoutEngine
    let formats: [OutputFormat]
    /// The trace's pictures as files while the drawings are made, with `--screens`.
    let screens: ScreenImageFiles?
    private let renderer = TraceRenderer()

    /// Checks the settings' formats, then their engine, against the installed graphviz.
    init(trace: Trace, traceLabel: String, settings: DrawingSettings) throws(CommandFailure) {
        self.trace = trace
        self.traceLabel = traceLabel
        self.settings = settings
        formats = try GraphvizChoices.formats(settings.formats)
        engine = try GraphvizChoices.engine(settings.engine)
        do {
            screens = settings.showsScreens ? try ScreenImageFiles(trace: trace) : nil
        } catch {
            throw .cannotWrite("cannot write the pictures of \(traceLabel)'s screens into a temporary folder for graphviz: \(error.localizedDescription)")
        }
    }

    /// Draws the compact snapshot after each event count in `moments` (which must not
    /// decrease) with one forward replay, and hands each page's index, format and bytes
    /// to `page`, in order.
    ///
    /// - Parameter quiet: Leaves out the notice a single slow picture shows.
    func drawCompact(_ moments: [Int], quiet: Bool, page: (_ index: Int, _ format: OutputFormat, _ data: Data) throws -> Void) throws {
        var options = settings.snapshotOptions
        options.screenFiles = screens?.paths ?? [:]
        var replay = TraceReplay(trace)
        var series = SnapshotSeriesRenderer(trace: trace, options: options, engine: engine)
        for (index, moment) in moments.enumerated() {
            let snapshot = try TraceLoading.advance(&replay, to: moment, file: traceLabel)
            try checkReadable(series.drawnCount(for: snapshot), limit: options.selection.maximumPlaces, moment: snapshot.lastEvent)
            // A single picture has no progress bar: say what takes the time instead.
            let pictures = try SlowWorkNotice.run("laying out the tree with graphviz", quiet: quiet || moments.count > 1) {
                try GraphvizChoices.rendering { try series.render(snapshot, formats: formats) }
            }
            for (format, data) in zip(formats, pictures) {
                try page(index, format, format.name == OutputFormat.svg.name ? screens?.embedded(inSVG: data) ?? data : data)
            }
        }
    }

    /// The session's places for the stable layout.
    func sessionPlaces() throws(CommandFailure) -> SessionPlaces {
        do {
            return try SessionPlaces(trace)
        } catch {
            throw .badInput("\(traceLabel): \(error)")
        }
    }

    /// The pages of the stable layout after each event count in `moments` (which must
    /// not decrease); a selection that selects nothing, or too much, is a usage failure.
    func flipBook(of places: SessionPlaces, moments: [Int]) throws(CommandFailure) -> StableFlipBook {
        let builder: StableGraphBuilder
        do {
            builder = try StableGraphBuilder(places: places, options: settings.stableOptions)
        } catch {
            throw StableLayoutArguments.failure(error, trace: traceLabel)
        }
        return StableFlipBook(builder: builder, moments: moments)
    }

    /// Draws every page of a flip-book over its one layout, handing each page's index,
    /// format and bytes to `page`, in order.
    func drawStable(_ book: StableFlipBook, page: (_ index: Int, _ format: OutputFormat, _ data: Data) throws -> Void) throws {
        try GraphvizChoices.rendering {
            try renderer.render(book, engine: engine, formats: formats, page: page)
        }
    }

    /// Stops before graphviz spends minutes on a picture nobody can read: `count` RIBs
    /// drawn at `moment`, more than `limit`.
    private func checkReadable(_ count: Int, limit: Int, moment: RibEvent?) throws(CommandFailure) {
        guard count > limit else { return }
        let when = moment.map { "right after event \($0.sequence)" } ?? "before the first event"
        throw .usage(
            "\(traceLabel): the tree \(when) holds \(count) RIBs, more than the \(limit) a readable picture holds "
                + "(graphviz would take minutes). Draw part of it with --subtree NAME or --depth N.")
    }
}
