import ArgumentParser
import Foundation
import Graphviz
import RibArchitecture
import RibInspector
import RibRendering
import RibScanner

/// `ribviz scan`: the RIB architecture an app's sources declare, without running it.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read a RIBs app's Swift sources and show the RIB tree they declare.",
        discussion: """
            Reads Swift files and folders (recursively; build folders such as .build, Pods \
            and DerivedData are skipped) and finds, from the code's types rather than its \
            names: every RIB (builder, router, interactor, component, viewful or viewless), \
            which RIB can attach which and how (a builder its router holds or takes, one its \
            builder creates, one its dependency provides, or through an adapter), what each \
            RIB needs from its parent's scope, and the objects each scope shares. Works for \
            apps written with uber/RIBs and with ModernRIBs.

            What the scan cannot read or resolve is a warning with file and line; it never \
            guesses. With --compare, it holds the declared tree against a recorded trace: \
            relations never used, relations used but not declared, RIBs built but never attached.

            Formats: text (default), json, mermaid, markdown (one page), dot, any format \
            graphviz can draw (svg, png, pdf…) in the look of `ribviz render`, or docs: a \
            documentation folder in the layout of `ribviz docs` (README.md with the RIB graph, \
            rib-graph.svg, the scope map, the adapters and the warnings, and ribs/<RIB>.md for \
            each RIB, every fact linked to its line of source), written into --output.

            Examples:
              ribviz scan App/Sources
              ribviz scan App/Sources Modules --format svg -o architecture.svg
              ribviz scan App/Sources --format mermaid >> README.md
              ribviz scan App/Sources --format docs -o Docs/Architecture
              ribviz scan App/Sources --compare trace.json --strict

            \(exitCodeHelp)
            """
    )

    @Argument(help: "Swift files and folders to scan.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "text, json, mermaid, markdown, docs, dot, or a graphviz format such as svg or png.")
    var format = "text"

    @Option(name: .long, help: ArgumentHelp("A trace to compare the declared tree with.", valueName: "trace.json"))
    var compare: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Exit with 1 when the scan has warnings or the comparison finds relations the sources do not declare.")
    var strict = false

    func validate() throws {
        if compare != nil && format != "text" {
            throw ValidationError("--compare writes a text report; leave out --format \(format), or scan again without --compare.")
        }
    }

    func run() throws {
        try reportingFailures {
            let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
            guard !existing.isEmpty else {
                throw CommandFailure.missingInput(
                    "\(paths.joined(separator: ", ")): no such file or folder. Give the folders that hold the app's Swift sources."
                )
            }
            let architecture = RibScanner().scan(paths)
            var failsCheck = strict && !architecture.warnings.isEmpty
            if format.lowercased() == "docs" {
                try writeDocs(of: architecture)
                if failsCheck { throw ExitCode(1) }
                return
            }
            let data: Data
            if let compare {
                let trace = try TraceLoading.load(compare)
                let comparison = ArchitectureComparison(declared: architecture, trace: trace)
                failsCheck = failsCheck || (strict && !comparison.isConsistent)
                printWarnings(of: architecture)
                data = Data(comparison.report().utf8)
            } else {
                data = try write(architecture)
            }
            try emit(data)
            if failsCheck { throw ExitCode(1) }
        }
    }

    private func write(_ architecture: DeclaredArchitecture) throws(CommandFailure) -> Data {
        switch format.lowercased() {
        case "text":
            return Data(ArchitectureTextWriter().write(architecture).utf8)
        case "json":
            printWarnings(of: architecture)
            do {
                return try ArchitectureJSONWriter().write(architecture)
            } catch {
                throw .badInput("cannot encode the architecture as JSON: \(error)")
            }
        case "mermaid":
            printWarnings(of: architecture)
            return Data(ArchitectureMermaidWriter().write(architecture).utf8)
        case "markdown", "md":
            printWarnings(of: architecture)
            return Data(ArchitectureMarkdownWriter().write(architecture).utf8)
        case "dot":
            printWarnings(of: architecture)
            return Data(try GraphvizChoices.rendering { try DeclaredArchitectureRenderer().dotSource(for: architecture) }.utf8)
        default:
            printWarnings(of: architecture)
            guard let format = try GraphvizChoices.formats([format]).first else {
                throw .usage("choose an output format with --format.")
            }
            return try GraphvizChoices.rendering { try DeclaredArchitectureRenderer().render(architecture, format: format) }
        }
    }

    /// Writes the documentation folder: the index with the declared RIB graph (also drawn
    /// as rib-graph.svg), the scope map, the adapters and the warnings, and a page per RIB.
    private func writeDocs(of architecture: DeclaredArchitecture) throws(CommandFailure) {
        guard let output else {
            throw .usage("--format docs writes a folder of pages; name it with --output, for example --output Docs/Architecture.")
        }
        printWarnings(of: architecture)
        let folderURL = URL(fileURLWithPath: output)
        let scanned = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent }
        let writer = DeclaredDocumentationWriter(
            title: "RIB architecture of " + scanned.joined(separator: ", "),
            graphImage: DocumentationFileNames.graphImage,
            sourceLinks: SourceLinks(documentationFolder: folderURL.path, currentFolder: FileManager.default.currentDirectoryPath)
        )
        var folder = DocumentationFolder(url: folderURL)
        for page in writer.pages(for: architecture) {
            folder.add(page)
        }
        folder.add(DocumentationFileNames.graphImage, try GraphvizChoices.rendering { try DeclaredArchitectureRenderer().render(architecture) })
        let (written, removed) = try folder.commit()
        Terminal.standardError.write("ribviz: wrote \(written.count) files into \(output)" + (removed > 0 ? ", removed \(removed) files of RIBs the sources no longer declare" : "") + "\n")
    }

    /// The warnings on standard error, for formats whose output has no place for them.
    private func printWarnings(of architecture: DeclaredArchitecture) {
        for warning in architecture.warnings {
            Terminal.standardError.write("ribviz: \(TextEscaping.singleLine(warning.description))\n")
        }
    }

    private func emit(_ data: Data) throws(CommandFailure) {
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw .cannotWrite("cannot write \(output): \(error.localizedDescription). Check that its folder exists and is writable.")
        }
    }
}
