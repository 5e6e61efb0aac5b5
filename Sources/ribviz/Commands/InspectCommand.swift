import ArgumentParser
import Foundation
import RibInspector
import RibInspectorTools

/// `ribviz inspect`: a trace's summary, final tree, RIB lifetimes and anomalies.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarize a trace and report every lifecycle anomaly, with the event that shows it.",
        discussion: """
            Prints the session (length, events, RIB instances, deepest point of the \
            tree, scopes), the final tree with the detached RIBs still alive, each RIB's \
            time in the live tree (times attached, total and median), then every anomaly \
            with the event that shows it:

              - attached twice: attachChild of a RIB that is already attached
              - detached a non-child: detachChild of a RIB that is not a child
              - leak: a RIB alive longer than --leak-grace after it left the tree
                (RIBs' LeakDetector waits 1 s)
              - interactor leak: an interactor alive longer than --leak-grace after
                its router was deallocated (a closure or subscription holding it)
              - attached under an inactive parent: RIBs activates the child anyway
              - active while detached: an interactor active outside the live tree
              - too deep: a RIB deeper than --max-depth (the root is at depth 0)
              - unfinished step or workflow: a deep link that never reached its end
              - repeated step: a workflow step that started or finished twice
              - contradictory event: an event the tree refuses (a damaged trace)

            A trace with anomalies is normal input: inspect reports them and exits 0, \
            unless --strict is given, which makes any anomaly exit 1 for CI.

            Examples:
              ribviz inspect trace.json
              ribviz inspect trace.json --strict --leak-grace 500ms --max-depth 4
              ribviz inspect trace.json --json > inspection.json
              adb exec-out cat files/trace.jsonl | ribviz inspect -

            \(exitCodeHelp)
            """
    )

    @Argument(help: "The trace to inspect: a trace.json document, the JSON Lines file a streaming recorder wrote, or - to read it from standard input.")
    var trace: String

    @Flag(name: .long, help: "Print the analysis as JSON, for machines.")
    var json = false

    @Flag(name: .long, help: "Exit with 1 when there is any anomaly, so CI can gate on it.")
    var strict = false

    @OptionGroup var thresholds: AnalysisThresholds

    func run() throws {
        var foundAnomalies = false
        try reportingFailures {
            let trace = try TraceLoading.load(trace, allowsEmpty: true)
            let analysis = SlowWorkNotice.run("analysing \(trace.events.count) events", quiet: false) {
                trace.analysis(options: thresholds.options)
            }
            if json {
                try Terminal.standardOutput.writeOrFail(analysis.jsonReport())
            } else {
                try Terminal.standardOutput.writeOrFail(analysis.report() + "\n")
            }
            foundAnomalies = !analysis.findings.isEmpty
        }
        if strict && foundAnomalies {
            throw ExitCode(1)
        }
    }
}
