import ArgumentParser
import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools
import RibInspector
import RibInspectorTools
import RibRendering

/// `ribviz docs`: architecture documentation generated from recorded sessions.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Generate Markdown architecture docs from what recorded sessions show.",
        discussion: """
            Reads one or more traces and writes, into the output folder, README.md (the RIB \
            graph with every parent → child attachment and how often it happened, a table of \
            RIBs, the scope map) and ribs/<RIB>.md for each RIB (parents, children, scope and \
            what it shares, viewful or not, lifetime in each session, anomalies, a diagram of \
            its neighbourhood, and ribs/<RIB>.svg: its branch of the tree once it was first \
            attached and active; and ribs/<RIB>.screen.png, the latest picture of its screen the \
            traces hold, when apps recorded one). Diagrams are Mermaid, which GitHub and GitLab render; the RIB \
            graph is also drawn by graphviz as rib-graph.svg (leave out every SVG with --no-svg).

            Pages and pictures an earlier run wrote for RIBs the traces no longer show are \
            deleted, but only once the new docs are all in place, and only those: each run \
            lists what it wrote in .ribviz-manifest.json, and files of your own in the \
            folder are never touched. A folder in it that is a symbolic link is refused. The \
            same traces always give the same bytes (no dates, stable order), so the docs \
            can live in the repository and CI can regenerate them and fail on a difference. \
            Traces of different apps are allowed, with a warning. Traces with more than \
            \(TraceDocumentationWriter.defaultMaximumRibPages) distinct RIB names (a page each) \
            are refused before anything is written.

            Examples:
              ribviz docs session.trace.json -o Docs/Architecture
              ribviz docs login.trace.json checkout.trace.json -o Docs/Architecture

            \(exitCodeHelp)
            """
    )

    @Argument(help: ArgumentHelp("Traces recorded by RibInspector; - reads one from standard input.", valueName: "trace.json"))
    var traces: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the docs into (created if needed).", valueName: "folder"))
    var output: String

    @Flag(inversion: .prefixedNo, help: "Also draw with graphviz the RIB graph (rib-graph.svg, on the index page) and each RIB's snapshot (ribs/<RIB>.svg, on its page).")
    var svg = true

    @OptionGroup var verbosity: QuietOption

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one trace.") }
    }

    func run() throws {
        try reportingFailures {
            try TraceLoading.checkStandardInputOnce(traces)
            var sources: [ObservedArchitecture.Source] = []
            for path in traces {
                let trace = try TraceLoading.load(path)
                sources.append(
                    ObservedArchitecture.Source(label: path == TraceLoading.standardInput ? TraceLoading.label(for: path) : (path as NSString).lastPathComponent, trace: trace))
            }
            let writer = TraceDocumentationWriter(graphImage: svg ? DocumentationFileNames.graphImage : nil, snapshotImages: svg, screenImages: true)
            do {
                try writer.checkSize(of: sources.map(\.trace))
            } catch {
                throw CommandFailure.usage("\(traces.count == 1 ? TraceLoading.label(for: traces[0]) : "the traces"): \(error)")
            }
            let architecture = ObservedArchitecture(traces: sources)
            if architecture.appNames.count > 1 {
                let apps = architecture.appNames.map(TextEscaping.singleLine).joined(separator: ", ")
                Terminal.standardError.write("ribviz: warning: the traces come from different apps (\(apps)); the docs merge them.\n")
            }
            var folder = DocumentationFolder(url: URL(fileURLWithPath: output))
            for page in writer.pages(for: architecture) {
                folder.add(page)
            }
            for file in writer.screenFiles(for: architecture) {
                folder.add(file.path, Data(file.bytes))
            }
            if svg {
                let picture = try GraphvizChoices.rendering { try GraphvizRenderer().render(ObservedGraphBuilder().graph(for: architecture), to: .svg) }
                folder.add(DocumentationFileNames.graphImage, picture)
                let snapshots = try drawSnapshots(of: architecture)
                let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
                for rib in architecture.ribs {
                    guard let snapshot = snapshots[rib.name] else { continue }
                    folder.add(names.imagePath(of: rib.name), snapshot)
                }
            }
            let (written, removed) = try folder.commit()
            guard !verbosity.quiet else { return }
            Terminal.standardError.write(
                "ribviz: wrote \(written.count) files into \(output)" + (removed > 0 ? ", removed \(removed) files of RIBs the traces no longer show" : "") + "\n")
        }
    }

    /// Each RIB's branch of the tree once it was first attached and active, by RIB name.
    private func drawSnapshots(of architecture: ObservedArchitecture) throws(CommandFailure) -> [String: Data] {
        do {
            var progress: ProgressBar?
            return try FirstAttachmentRenderer().render(architecture) { _, total in
                progress = progress ?? ProgressBar(total: total, label: "pictures", quiet: verbosity.quiet)
                progress?.advance()
            }
        } catch let failure as FirstAttachmentRenderer.ReplayFailure {
            let file = traces.indices.contains(failure.traceIndex) ? TraceLoading.label(for: traces[failure.traceIndex]) : failure.traceLabel
            throw .badInput("\(file): \(failure.error). The RIB tree cannot be replayed; record the session again, or leave the pictures out with --no-svg.")
        } catch {
            throw .graphviz("graphviz: \(error)")
        }
    }
}
