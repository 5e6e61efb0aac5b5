import ArgumentParser
import Foundation
import Graphviz
import RibInspector
import RibInspectorTools
import RibRendering

/// `ribviz diff`: what changed in the architecture between two sessions.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the architecture two sessions show: RIBs, parent → child relations, scopes and shared objects.",
        discussion: """
            Compares by name what each trace shows: the RIBs and how many instances of \
            each, which parent attached which child and how often, the scopes \
            (components) and the objects they share. Prints what only the new trace has \
            (+), what only the old one has (-) and what both have a different number of \
            times (~), then the verdict.

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

            Examples:
              ribviz diff before.json after.json
              ribviz diff before.json after.json --format svg --output diff
              ribviz diff before.json after.json --json --counts

            \(exitCodeHelp)
            """
    )

    @Argument(help: "The old trace.")
    var old: String

    @Argument(help: "The new trace.")
    var new: String

    @Flag(name: .long, help: "Print the comparison as JSON, for machines.")
    var json = false

    @Flag(name: .long, help: "Also treat a different number of instances or attachments as a difference (exit 1).")
    var counts = false

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Also draw the comparison in a format graphviz offers: svg, png, pdf, dot, … Repeat for several.",
        valueName: "format"
    ))
    var format: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write pictures into; created if missing.")
    var output = "ribviz-output"

    func run() throws {
        var differs = false
        try reportingFailures {
            let diff = TraceDiff(from: try TraceLoading.load(old, allowsEmpty: true), to: try TraceLoading.load(new, allowsEmpty: true))
            for warning in diff.warnings {
                Terminal.standardError.write("ribviz: warning: \(warning)\n")
            }
            let formats = try format.isEmpty ? [] : GraphvizChoices.formats(format)
            var written: [URL] = []
            if !formats.isEmpty {
                let graph = TraceDiffGraphBuilder().graph(for: diff, oldLabel: old, newLabel: new)
                var folder = OutputFolder(url: URL(fileURLWithPath: output))
                for format in formats {
                    folder.add("diff.\(format.fileExtension)", try GraphvizChoices.rendering {
                        try GraphvizRenderer().render(graph, using: .dot, to: format)
                    })
                }
                written = try folder.commit()
            }
            if json {
                try Terminal.standardOutput.writeOrFail(diff.jsonReport(oldLabel: old, newLabel: new))
            } else {
                // The warnings went to standard error above, once.
                try Terminal.standardOutput.writeOrFail(diff.report(oldLabel: old, newLabel: new, includesWarnings: false) + "\n")
            }
            for file in written {
                // Keep standard output pure JSON with --json.
                let line = "Wrote \(file.path)\n"
                if json { Terminal.standardError.write(line) } else { try Terminal.standardOutput.writeOrFail(line) }
            }
            differs = diff.hasStructuralChanges || (counts && diff.hasCountChanges)
        }
        if differs {
            throw ExitCode(1)
        }
    }
}
