import ArgumentParser
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// `ribviz render`: tree snapshots and the lifecycle timeline of a trace.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a trace: the RIB tree at a moment, and every RIB's lifecycle on a timeline.",
        discussion: """
            With no options, writes the final tree (tree-final.svg) and the timeline \
            (timeline.svg) into the output folder and prints what it wrote. With --at it \
            draws only that moment's tree; add --timeline for the timeline too. With \
            --every-state, writes one picture per distinct tree state, named after the \
            event that produced it (tree-000042.svg), and index.md, which lists them in \
            trace order with each event's time and what it did; it lists what it wrote in \
            .ribviz-manifest.json, and a later --every-state run into the folder deletes \
            those files it does not write again, never a file of your own. Those pictures are drawn \
            on every core, by one ribviz process per core (--jobs sets another number); \
            each of them draws at most \(DrawingJobs.defaultPagesPerWorker) pictures before a fresh one \
            takes over, so graphviz's small leaks never pile up. The pictures are the same, \
            byte for byte, as with --jobs 1, which draws them all in ribviz's own process. \
            A trace read from standard input (-) is drawn in ribviz's own process, since \
            the workers cannot read it again.

            In a tree snapshot each RIB is a node, and a legend under the title says what \
            the shapes mean: solid rounded boxes are viewful RIBs and dashed ovals viewless \
            ones (dashes mean nothing else). Each light filled frame is a scope (a \
            component), titled at its bottom with the objects it shares. Adapters are small \
            tags on the edge they build; grey text is an inactive RIB. Red, dotted on a \
            light red fill, is a RIB alive out of the live tree (lasting, that is a leak; \
            --live-only leaves them out); a dotted red edge is the one the chosen event \
            detached. The RIB the chosen event attached is outlined green; one it \
            detached, red.

            With --screens, each RIB the trace holds pictures of (apps record them with a \
            screen source, and `ribviz demo`'s examples have them) has its latest picture \
            at the moment drawn beside it, joined by a dotted line. SVG pictures hold them \
            as data: URIs and stand alone; PNG and PDF have them painted in. Graphviz reads \
            pictures from files, so ribviz writes them into a temporary folder of its own \
            for the drawing and removes it afterwards (dot and json output still name \
            those files). A picture that is not a whole PNG or JPEG is left out with a \
            warning.

            In the timeline each RIB has a lane: light bars show when it was in the live \
            tree, a dotted red segment while it was alive out of the live tree (up to its \
            deallocation or the end of the trace), the dark line inside when its \
            interactor was active, a dotted grey line while an interactor outlived its \
            router; triangles mark didLoad, squares deallocation, diamonds workflow steps \
            and red octagons everything `ribviz inspect` finds.

            With --layout stable, the whole session is laid out once (one place per RIB \
            position) and every picture is drawn over that layout, so a RIB keeps its place \
            from picture to picture: a flip-book. There a RIB in the live tree has its \
            colours, white inside while its interactor is inactive; a RIB alive but out of \
            the tree is red and dotted; places nobody holds at that moment are left blank. \
            --every-state --layout stable lays out once and only restyles each state, which \
            is much faster than a layout per state.

            Examples:
              ribviz render trace.json
              ribviz render trace.json --at 42 --format svg --format png
              ribviz render trace.json --at 42 --screens
              ribviz render trace.json --at 2.5s --types --live-only
              ribviz render trace.json --every-state --output states
              gunzip -c trace.json.gz | ribviz render -
              ribviz render trace.json --every-state --layout stable -o flipbook
              ribviz render trace.json --subtree LoggedIn --depth 2
              ribviz render trace.json --engine fdp        (scopes as frames, force-directed)

            \(exitCodeHelp)
            """
    )

    @Argument(help: "The trace to draw: a trace.json document, the JSON Lines file a streaming recorder wrote, or - to read it from standard input.")
    var trace: String

    @Option(name: .shortAndLong, help: "The folder to write into; created if missing.")
    var output = "ribviz-output"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw the tree right after this moment instead of at the end: an event's sequence number (42) or a time since the session started (2.5s, 1500ms).",
            valueName: "moment"
        ))
    var at: TraceMoment?

    @Flag(name: .long, help: "Draw one snapshot per distinct tree state (identical states are drawn once), and an index.md listing them with their events.")
    var everyState = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "compact: each moment laid out on its own, only the RIBs in the tree. stable: the whole session laid out once, each moment drawn over it, so every RIB keeps its place from picture to picture (for flip-books; faster with --every-state).",
            valueName: "compact|stable"
        ))
    var layout: SnapshotLayout = .compact

    @OptionGroup(title: "Choosing what to draw")
    var arrangement: StableLayoutArguments

    @OptionGroup var formatOption: GraphvizFormatOption

    @Option(
        name: .shortAndLong,
        help:
            "The graphviz layout engine for tree snapshots: dot (default), fdp or osage; engines that cannot draw scope frames (twopi, circo, neato, sfdp) are refused for traces with scopes."
    )
    var engine = "dot"

    @Flag(name: .long, help: "Show each RIB's router, interactor and builder types.")
    var types = false

    @Flag(name: .long, help: "Draw beside each RIB the latest picture of its screen the trace holds at that moment (compact layout only).")
    var screens = false

    @Flag(name: .long, help: "Draw only the live tree, without the RIBs alive out of it (drawn red by default, so leaks show).")
    var liveOnly = false

    @Flag(name: .long, help: "Also draw the timeline with --at (without --at it is drawn unless --no-timeline).")
    var timeline = false

    @Flag(name: .long, help: "Skip the timeline.")
    var noTimeline = false

    @Flag(name: .long, help: "Also export the timeline in Chrome's Trace Event Format (timeline.perfetto.json) for ui.perfetto.dev.")
    var perfetto = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many processes draw --every-state's pictures at once (never more than there are pictures); by default one per core, or \(DrawingJobs.environmentVariable) when it is set. 1 draws them all in ribviz's own process.",
            valueName: "n"
        ))
    var jobs: Int?

    @OptionGroup var verbosity: QuietOption

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs \(jobs) draws nothing; give 1 or more (1 draws in ribviz's own process).")
        }
        if at != nil && everyState {
            throw ValidationError("--at and --every-state choose moments in two different ways; use one of them.")
        }
        if timeline && noTimeline {
            throw ValidationError("--timeline and --no-timeline contradict each other; use one of them.")
        }
        if screens && layout == .stable {
            throw ValidationError(
                "--screens draws pictures in the compact layout only: the stable layout keeps one place per RIB for the whole session. Leave out --layout stable.")
        }
        if layout == .compact && arrangement.direction != .automatic {
            throw ValidationError("--direction chooses the direction of the stable layout; add --layout stable.")
        }
    }

    func run() throws {
        try reportingFailures {
            let trace = try TraceLoading.load(trace, quiet: verbosity.quiet)
            let drawer = try StateDrawer(trace: trace, traceLabel: traceLabel, settings: settings)
            for skipped in drawer.screens?.skipped ?? [] {
                Terminal.standardError.write("ribviz: warning: \(traceLabel): \(skipped)\n")
            }
            if screens && !verbosity.quiet && trace.screens.isEmpty {
                Terminal.standardError.write("ribviz: warning: \(traceLabel) holds no pictures of screens; --screens draws none.\n")
            }
            // The stable layout's distinct states are those of its masks, found from its places at once.
            let places = layout == .stable ? try drawer.sessionPlaces() : nil
            let moments = try places.flatMap { everyState ? DrawnMoment.everyState(of: $0) : nil } ?? chooseMoments(in: trace)
            // The stable layout checks its size as it is made: before the timeline's.
            let book = try places.map { try drawer.flipBook(of: $0, moments: moments.map(\.eventCount)) }
            if drawsTimeline {
                let lanes = trace.ribs.count
                guard lanes <= Self.maximumTimelineLanes else {
                    throw CommandFailure.usage(
                        "\(traceLabel): the timeline would have \(lanes) lanes, more than the \(Self.maximumTimelineLanes) a readable picture holds "
                            + "(graphviz would take minutes). Leave it out with --no-timeline; ribviz report draws a timeline that scrolls.")
                }
            }
            let renderer = TraceRenderer()
            let formats = drawer.formats
            let folder = OutputFolder(url: URL(fileURLWithPath: output))
            var progress = ProgressBar(total: moments.count * formats.count, label: "snapshots", quiet: verbosity.quiet)
            var states = moments.map { StateIndexPage.State(eventCount: $0.eventCount, files: []) }
            if layout == .compact, let name = arrangement.subtree, !trace.ribs.contains(where: { $0.name == name }) {
                throw CommandFailure.usage("\(traceLabel): \(PlaceSelectionError.noRibNamed(name, known: Array(Set(trace.ribs.map(\.name)).sorted().prefix(8))))")
            }
            // Workers read the trace again from its file; standard input can be read only once.
            let jobs = try self.trace == TraceLoading.standardInput ? 1 : DrawingJobs.count(option: jobs)
            if jobs > 1 && moments.count > 1 {
                var pages: [WorkerTask.Page] = []
                for (page, moment) in moments.enumerated() {
                    let files = formats.map { "\(moment.fileStem).\($0.fileExtension)" }
                    pages.append(WorkerTask.Page(eventCount: moment.eventCount, files: try files.map { try folder.reserve($0).path }))
                    states[page].files = files
                }
                let task = WorkerTask(tracePath: self.trace, traceEventCount: trace.events.count, settings: settings, outputFolder: folder.url.path, pages: [])
                let pool = DrawingPool(workerCount: jobs, pagesPerWorker: try DrawingJobs.pagesPerWorker(), executable: Self.executable)
                try pool.draw(
                    pages, as: task,
                    describe: { page in
                        let count = moments[page].eventCount
                        return count > 0 ? "the tree right after event \(trace.events[count - 1].sequence)" : "the tree before the first event"
                    },
                    drawn: {
                        for _ in formats { progress.advance() }
                    })
            } else {
                let add = { (page: Int, format: OutputFormat, data: Data) in
                    let file = "\(moments[page].fileStem).\(format.fileExtension)"
                    folder.add(file, data)
                    states[page].files.append(file)
                    progress.advance()
                }
                if let book {
                    try drawer.drawStable(book, page: add)
                } else {
                    try drawer.drawCompact(moments.map(\.eventCount), quiet: verbosity.quiet, page: add)
                }
            }
            var timelineFiles: [String] = []
            if drawsTimeline {
                for format in formats {
                    let data = try SlowWorkNotice.run("drawing the timeline of \(trace.ribs.count) RIBs with graphviz", quiet: verbosity.quiet) {
                        try GraphvizChoices.rendering { try renderer.renderTimeline(of: trace, format: format) }
                    }
                    let file = "timeline.\(format.fileExtension)"
                    folder.add(file, data)
                    timelineFiles.append(file)
                }
            }
            if everyState {
                let index = StateIndexPage(trace: trace, traceLabel: traceLabel, states: states, timelineFiles: timelineFiles)
                folder.add("index.md", Data(index.markdown.utf8))
            }
            if perfetto {
                folder.add("timeline.perfetto.json", try ChromeTraceExporter().export(trace))
            }
            // --every-state's pictures are named by their events: those of an earlier run
            // into the folder would stay, unlisted, beside the new index.
            let written = everyState ? try folder.commitReplacingEarlierRun().written : try folder.commit()
            if !verbosity.quiet {
                try Terminal.standardOutput.writeOrFail("Wrote \(written.count) file\(written.count == 1 ? "" : "s") to \(folder.url.path):\n")
                for file in written { try Terminal.standardOutput.writeOrFail("  \(file.lastPathComponent)\n") }
            }
        }
    }

    /// What messages call the trace.
    private var traceLabel: String { TraceLoading.label(for: trace) }

    /// The most lanes a timeline drawing holds: one per RIB.
    static let maximumTimelineLanes = 5_000

    /// How each state is drawn, as a drawing worker process receives it too.
    private var settings: DrawingSettings {
        DrawingSettings(
            layout: layout, showsTypes: types, includesDetached: !liveOnly, subtree: arrangement.subtree, depth: arrangement.depth,
            direction: arrangement.direction.rawValue, engine: engine, formats: formatOption.names(default: ["svg"]), showsScreens: screens
        )
    }

    /// This `ribviz` binary, which the drawing workers run.
    private static var executable: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Whether to draw the timeline: asked for, or a whole-session drawing (no --at).
    private var drawsTimeline: Bool {
        !noTimeline && (timeline || at == nil)
    }

    /// The moments to draw: every distinct state, or the one --at chose (the end without it).
    private func chooseMoments(in trace: Trace) throws(CommandFailure) -> [DrawnMoment] {
        if everyState {
            do {
                return try DrawnMoment.everyState(of: trace, includingDetached: !liveOnly)
            } catch {
                throw .badInput("\(traceLabel): \(error)")
            }
        }
        do {
            return [try DrawnMoment.choosing(at, in: trace)]
        } catch {
            switch error {
            case .noEvent:
                throw .usage("\(traceLabel) \(error). Choose one of those with --at, or a time such as --at 2.5s.")
            case .noTime:
                throw .usage("\(traceLabel) \(error). Choose a time within it, or an event number.")
            }
        }
    }
}

/// How `render` lays out its pictures.
enum SnapshotLayout: String, ExpressibleByArgument, CaseIterable, Codable, Sendable {
    /// Each moment laid out on its own.
    case compact
    /// The session laid out once; each moment drawn over it.
    case stable
}
