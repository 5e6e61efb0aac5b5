import ArgumentParser
import Foundation
import RibInspector
import RibRendering

/// `ribviz report`: one self-contained HTML page to explore a trace in a browser.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page to explore a trace in a browser: the tree at every event, the timeline, RIB details and anomalies.",
        discussion: """
            The page shows the RIB tree with a slider and step buttons (or the arrow keys) \
            through every event, and the lifecycle timeline under it with a cursor at the \
            current moment. Click a RIB in the tree, or its name in the timeline, to see \
            its types, scope, when it was attached and detached, anomalies and events; \
            click the timeline to jump to that moment. RIBs that are detached but still \
            alive stay in the tree, greyed, so a leak can be seen. Anomalies (as `ribviz inspect` finds them) \
            are listed and link to the event that shows them.

            The page is one file with its drawings, style and script inside: it opens \
            offline, in any current browser, and can be attached to a bug report; without \
            JavaScript it still shows the final tree, the timeline and the anomalies. Its \
            address remembers the moment and the RIB (report.html#event=42&rib=3), so a \
            link can point at one.

            It is written as <trace name>.report.html in the output folder: \
            trace.json gives trace.report.html.

            Examples:
              ribviz report trace.json
              ribviz report trace.json --types --leak-grace 500ms -o reports

            \(exitCodeHelp)
            """
    )

    @Argument(help: "The trace to report on: a trace.json document or the JSON Lines file a streaming recorder wrote.")
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
            let trace = try TraceLoading.load(trace)
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
            } catch let error as TraceReplayError {
                throw CommandFailure.badInput("\(self.trace): \(error)")
            } catch let error as PlaceSelectionError {
                throw layout.failure(error, trace: self.trace)
            } catch {
                throw GraphvizChoices.failure(error)
            }
            var folder = OutputFolder(url: URL(fileURLWithPath: output))
            folder.add(Self.reportName(forTrace: self.trace), html)
            let written = try folder.commit()
            if !verbosity.quiet {
                for file in written { print("Wrote \(file.path)") }
            }
        }
    }

    /// The report's file name: the trace's name without `.json`, `.jsonl` and `.trace`,
    /// then `.report.html`.
    static func reportName(forTrace path: String) -> String {
        var stem = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".json", ".jsonl", ".trace"] where stem.lowercased().hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
        }
        return "\(stem).report.html"
    }
}
