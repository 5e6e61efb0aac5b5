import ArgumentParser
import Foundation
import Graphviz
import RibArchitecture
import RibInspector
import RibRendering

/// `ribviz docs`: architecture documentation generated from recorded sessions.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Generate Markdown architecture docs from what recorded sessions show.",
        discussion: """
            Reads one or more traces and writes, into the output folder, README.md (the RIB \
            graph with every parent→child attachment and how often it happened, a table of \
            RIBs, the scope map) and ribs/<RIB>.md for each RIB (parents, children, scope and \
            what it shares, viewful or not, lifetime in each session, anomalies, a diagram of \
            its neighbourhood). Diagrams are Mermaid, which GitHub and GitLab render; the RIB \
            graph is also drawn by graphviz as rib-graph.svg (leave it out with --no-svg).

            Pages an earlier run wrote for RIBs the traces no longer show are deleted. The \
            same traces always give the same bytes (no dates, stable order), so the docs \
            can live in the repository and CI can regenerate them and fail on a difference. \
            Traces of different apps are allowed, with a warning.

            Examples:
              ribviz docs session.trace.json -o Docs/Architecture
              ribviz docs login.trace.json checkout.trace.json -o Docs/Architecture

            \(exitCodeHelp)
            """
    )

    @Argument(help: ArgumentHelp("Traces recorded by RibInspector.", valueName: "trace.json"))
    var traces: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the docs into (created if needed).", valueName: "folder"))
    var output: String

    @Flag(inversion: .prefixedNo, help: "Also draw the RIB graph with graphviz as rib-graph.svg, shown on the index page.")
    var svg = true

    /// The picture of the RIB graph next to the index page.
    static let graphImage = "rib-graph.svg"

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one trace.") }
    }

    func run() throws {
        try reportingFailures {
            var sources: [ObservedArchitecture.Source] = []
            for path in traces {
                let trace = try TraceLoading.load(path)
                sources.append(ObservedArchitecture.Source(label: (path as NSString).lastPathComponent, trace: trace))
            }
            let architecture = ObservedArchitecture(traces: sources)
            if architecture.appNames.count > 1 {
                let apps = architecture.appNames.map(TextEscaping.singleLine).joined(separator: ", ")
                Terminal.standardError.write("ribviz: warning: the traces come from different apps (\(apps)); the docs merge them.\n")
            }
            let root = URL(fileURLWithPath: output)
            var folders: [String: OutputFolder] = [:]
            var order: [String] = []
            for page in TraceDocumentationWriter(graphImage: svg ? Self.graphImage : nil).pages(for: architecture) {
                let folder = (page.path as NSString).deletingLastPathComponent
                if folders[folder] == nil {
                    folders[folder] = OutputFolder(url: folder.isEmpty ? root : root.appendingPathComponent(folder))
                    order.append(folder)
                }
                folders[folder]?.add((page.path as NSString).lastPathComponent, Data(page.contents.utf8))
            }
            if svg {
                let picture = try GraphvizChoices.rendering { try GraphvizRenderer().render(ObservedGraphBuilder().graph(for: architecture), to: .svg) }
                folders[""]?.add(Self.graphImage, picture)
            }
            var written: [URL] = []
            for folder in order {
                written += try folders[folder]?.commit() ?? []
            }
            let removed = removeStalePages(in: root.appendingPathComponent(TraceDocumentationWriter.ribFolder), keeping: written)
            Terminal.standardError.write("ribviz: wrote \(written.count) files into \(output)" + (removed > 0 ? ", removed \(removed) pages of RIBs the traces no longer show" : "") + "\n")
        }
    }

    /// Deletes the RIB pages an earlier run wrote for RIBs these traces do not have, so a
    /// regenerated folder holds exactly the current docs.
    ///
    /// - Returns: How many pages it deleted.
    private func removeStalePages(in folder: URL, keeping written: [URL]) -> Int {
        let current = Set(written.map(\.lastPathComponent))
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in existing where name.hasSuffix(".md") && !current.contains(name) {
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
