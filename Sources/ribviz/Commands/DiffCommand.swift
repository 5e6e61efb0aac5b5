import ArgumentParser
import Foundation
import Graphviz
import RibInspector
import RibInspectorTools
import RibRendering

/// `ribviz diff`: what changed in the architecture and the behaviour between two sessions;
/// with `--baseline`, a CI gate that fails on new findings.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two sessions: the architecture (RIBs, relations, scopes, shared objects) and the behaviour (findings, time in the tree, counts).",
        discussion: """
            Compares by name what each trace shows: the RIBs and how many instances of \
            each, which parent attached which child and how often, the scopes \
            (components) and the objects they share. Prints what only the new trace has \
            (+), what only the old one has (-) and what both have a different number of \
            times (~). Then the behaviour: the findings of `ribviz inspect` (leaks and \
            anomalies) counted by kind and RIB name, each RIB's total time in the live \
            tree where it changed by --time-threshold or more, and the sessions' counts \
            (events, RIB instances, findings, …). Last come the new session's findings \
            that the old one does not have (or has fewer times), and the verdicts.

            Record the same user journey before and after a change (a UI test, or a \
            scripted session), and diff the two traces to see what the change did to the \
            tree. Traces of two different apps are compared too, with a warning on standard \
            error (and in the JSON's warnings).

            With --format, also draws the comparison (diff.svg, …) into the output \
            folder: one node per RIB, one edge per relation, green for new, red and dotted \
            for gone, changed counts written on them.

            Exits with 1 when something appears in one trace and not the other, so a \
            script can tell "same" from "different"; with --counts, also when only counts \
            differ.

            With --baseline, the old trace is the baseline (the journey recorded on your \
            main branch) and only findings decide: exits with 1 when the new trace has a \
            finding the baseline does not (a leak, say), listing each one, and with 0 \
            otherwise, whatever changed in the architecture. For CI: record the same \
            journey on main and on the change, then \
            `ribviz diff --baseline main.trace.json pr.trace.json`.

            Examples:
              ribviz diff before.json after.json
              ribviz diff before.json after.json --format svg --output diff
              ribviz diff before.json after.json --json --counts
              ribviz diff --baseline main.trace.json pr.trace.json
              ribviz diff before.json after.json --time-threshold 250ms --leak-grace 500ms

            \(exitCodeHelp)
            """
    )

    @Argument(help: "The old trace; - reads it from standard input.")
    var old: String

    @Argument(help: "The new trace; - reads it from standard input (for one of the two traces).")
    var new: String

    @Flag(name: .long, help: "Print the comparison as JSON, for machines.")
    var json = false

    @Flag(name: .long, help: "Also treat a different number of instances or attachments as a difference (exit 1).")
    var counts = false

    @Flag(name: .long, help: "Judge the new trace against the old one as a baseline: exit 1 on new findings only.")
    var baseline = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The smallest change of a RIB's time in the live tree worth listing, with a unit: 1s, 250ms, …",
            valueName: "duration"
        ))
    var timeThreshold = DurationArgument(nanoseconds: TraceDiff.defaultTimeThresholdNanoseconds)

    @OptionGroup var thresholds: AnalysisThresholds

    @OptionGroup var formatOption: GraphvizFormatOption

    @Option(name: .shortAndLong, help: "The folder to write pictures into; created if missing.")
    var output = "ribviz-output"

    func validate() throws {
        if baseline && counts {
            throw ValidationError("--counts judges the architecture and --baseline the findings: choose one.")
        }
    }

    func run() throws {
        var differs = false
        try reportingFailures {
            try TraceLoading.checkStandardInputOnce([old, new])
            let diff = TraceDiff(
                from: try TraceLoading.load(old, allowsEmpty: true),
                to: try TraceLoading.load(new, allowsEmpty: true),
                options: thresholds.options,
                timeThresholdNanoseconds: timeThreshold.nanoseconds
            )
            for warning in diff.warnings {
                Terminal.standardError.write("ribviz: warning: \(warning)\n")
            }
            let formats = try formatOption.formats()
            var written: [URL] = []
            if !formats.isEmpty {
                let graph = TraceDiffGraphBuilder().graph(for: diff, oldLabel: TraceLoading.label(for: old), newLabel: TraceLoading.label(for: new))
                let folder = OutputFolder(url: URL(fileURLWithPath: output))
                for format in formats {
                    folder.add(
                        "diff.\(format.fileExtension)",
                        try GraphvizChoices.rendering {
                            try GraphvizRenderer().render(graph, using: .dot, to: format)
                        })
                }
                written = try folder.commit()
            }
            if json {
                try Terminal.standardOutput.writeOrFail(diff.jsonReport(oldLabel: TraceLoading.label(for: old), newLabel: TraceLoading.label(for: new)))
            } else {
                // The warnings went to standard error above, once.
                try Terminal.standardOutput.writeOrFail(diff.report(oldLabel: TraceLoading.label(for: old), newLabel: TraceLoading.label(for: new), includesWarnings: false) + "\n")
            }
            for file in written {
                // Keep standard output pure JSON with --json.
                let line = "Wrote \(file.path)\n"
                if json { Terminal.standardError.write(line) } else { try Terminal.standardOutput.writeOrFail(line) }
            }
            differs =
                baseline
                ? diff.behaviour.hasNewFindings
                : diff.hasStructuralChanges || (counts && diff.hasCountChanges)
        }
        if differs {
            throw ExitCode(1)
        }
    }
}
