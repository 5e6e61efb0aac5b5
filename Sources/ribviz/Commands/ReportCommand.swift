import ArgumentParser
import Foundation
import RibInspector
import RibRendering

/// `ribviz report`: one self-contained HTML page to explore a trace in a browser.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page to explore a trace in a browser: the tree at every event over one layout, search, the timeline, RIB details and anomalies.",
        discussion: """
            The tree is laid out once for the whole session, one place per RIB position, \
            so stepping through the events (slider, step buttons, arrow keys) never moves \
            anything. A RIB in the live tree has its colours (white inside while its \
            interactor is inactive); a RIB alive but out of the tree is red, where leaks \
            start; a place nobody holds at that moment is faint. Anomalies (as `ribviz \
            inspect` finds them) are listed, link to the event that shows them, and have a \
            badge on their RIB and a marker on the timeline.

            For big trees: / finds a RIB by name or type; double-click a RIB to collapse its \
            subtree, or focus on it from its details; zoom with +, - and Fit, drag to pan. \
            Wide trees are drawn left to right; --direction, --subtree and --depth choose. \
            The timeline under the tree has a lane per place, a time axis that stays on top, \
            and zooms into a time range dragged along the axis. Click a RIB, in the tree or \
            by its name in the timeline, for its types, scope, history and events; click \
            the timeline to jump to that moment.

            The page is one file with its drawing, data, style and script inside: it opens \
            offline, in any current browser, and can be attached to a bug report; without \
            JavaScript it still shows the final tree and the anomalies. Its address \
            remembers the moment and the RIB (report.html#event=42&rib=3), so a link can \
            point at one.

            It is written as <trace name>.report.html in the output folder: \
            trace.json gives trace.report.html. A session with more than \
            \(HTMLReport.defaultMaximumEvents) events, \(HTMLReport.defaultMaximumRibs) RIB \
            instances or \(HTMLReport.defaultMaximumRibNames) distinct RIB names is refused \
            before any work (exit code 64): `ribviz inspect` reads a trace of any size.

            Examples:
              ribviz report trace.json
              ribviz report trace.json --types --leak-grace 500ms -o reports
              ribviz report big.json --subtree Checkout --depth 3

            \(exitCodeHelp)
            """
    )

    @Argument(
        help:
            "The trace to report on: a trace.json document, the JSON Lines file a streaming recorder wrote, or - to read it from standard input (the page is then stdin.report.html)."
    )
    var trace: String

    @Option(name: .shortAndLong, help: "The folder to write into; created if missing.")
    var output = "ribviz-output"

    @Flag(name: .long, help: "Show each RIB's router, interactor and builder types in the tree.")
    var types = false

    @Flag(name: .long, help: "Open the page with RIBs that are alive out of the live tree faded (they are drawn red by default, so leaks show); the page has a switch for it.")
    var liveOnly = false

    @OptionGroup var layout: StableLayoutArguments

    @OptionGroup var thresholds: AnalysisThresholds

    @OptionGroup var verbosity: QuietOption

    func run() throws {
        try reportingFailures {
            let trace = try TraceLoading.load(trace, quiet: verbosity.quiet)
            let report = HTMLReport(
                layoutOptions: layout.options(showsTypes: types),
                showsDetached: !liveOnly,
                analysisOptions: thresholds.options
            )
            var progress: ProgressBar?
            let html: Data
            do {
                html = try report.render(trace) { _, total in
                    progress = progress ?? ProgressBar(total: total, label: "steps", quiet: verbosity.quiet)
                    progress?.advance()
                }
            } catch let error as ReportSizeError {
                throw CommandFailure.usage("\(TraceLoading.label(for: self.trace)): \(error)")
            } catch let error as TraceReplayError {
                throw CommandFailure.badInput("\(TraceLoading.label(for: self.trace)): \(error)")
            } catch let error as PlaceSelectionError {
                throw StableLayoutArguments.failure(error, trace: TraceLoading.label(for: self.trace))
            } catch {
                throw GraphvizChoices.failure(error)
            }
            let folder = OutputFolder(url: URL(fileURLWithPath: output))
            folder.add(Self.reportName(forTrace: self.trace), html)
            let written = try folder.commit()
            if !verbosity.quiet {
                for file in written { try Terminal.standardOutput.writeOrFail("Wrote \(file.path)\n") }
            }
        }
    }

    /// The report's file name: the trace's name without `.json`, `.jsonl` and `.trace`,
    /// then `.report.html`; `stdin.report.html` for a trace read from standard input.
    static func reportName(forTrace path: String) -> String {
        if path == TraceLoading.standardInput { return "stdin.report.html" }
        var stem = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".json", ".jsonl", ".trace"] where stem.lowercased().hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
        }
        return "\(stem).report.html"
    }
}
