import ArgumentParser
import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools
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
            which RIB can attach which (where a router, or an object it holds such as its \
            own dependency protocol or its component, builds the child; or its builder \
            does), what each RIB needs from its parent's scope, and the objects each scope \
            shares. Works for apps written with uber/RIBs-iOS and with ModernRIBs.

            The values routing code builds on are typed as the compiler would \
            (dependency.shared.cardsBuilder.build(…), component.makeAgendaRouter(…)); a \
            route whose builder cannot be told is a warning at its line, and that RIB \
            "may attach more".

            Test folders (Tests, RootTests…) and *Tests.swift files are skipped, so mocks \
            do not read as scopes (--include-tests scans them), and so are build, package \
            and vendored folders (.build, DerivedData, SourcePackages, Pods, Carthage, \
            Vendor, Tuist). A copy of RIBs' own sources among the files is read as the framework. \
            Generated files (Needle's NeedleGenerated.swift, files whose first lines say a \
            generator wrote them) are left out and listed in one note. Modules are named by \
            the targets of the Package.swift, Project.swift or .xcodeproj above each file.

            What the scan cannot read or resolve is a warning with file and line; it never \
            guesses. With --compare, it holds the declared tree against a recorded trace: \
            relations never used, relations used but not declared, RIBs built but never attached.

            Formats: text (default), json, mermaid, markdown (one page), dot, any format \
            graphviz can draw (svg, png, pdf…) in the look of `ribviz render`, or docs: a \
            documentation folder in the layout of `ribviz docs` (README.md with the RIB graph, \
            rib-graph.svg, the scope map, the adapters and the warnings, and ribs/<RIB>.md for \
            each RIB, every fact linked to its line of source), or xcode: only the warnings, \
            one per line as `/absolute/path/File.swift:12: warning: …`, on standard output, so \
            that an Xcode build phase shows each on its line (with --strict, the phase fails \
            on a warning, not on a note).

            Output: like the other commands, --output names a folder (created if needed). \
            scan writes architecture.<format> into it (architecture.txt, architecture.svg…), \
            comparison.txt with --compare, or the docs. Without --output, text goes to \
            standard output; docs and binary formats (png, pdf…) need --output.

            Examples:
              ribviz scan App/Sources
              ribviz scan App/Sources Modules --format svg -o Docs      # Docs/architecture.svg
              ribviz scan App/Sources --format mermaid >> README.md
              ribviz scan App/Sources --format docs -o Docs/Architecture
              ribviz scan App/Sources --compare trace.json --strict
              ribviz scan "$SRCROOT/App" --format xcode --strict       # an Xcode build phase

            \(exitCodeHelp)
            """
    )

    @Argument(help: "Swift files and folders to scan.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "text, json, mermaid, markdown, docs, dot, xcode (the warnings for an Xcode build phase), or a graphviz format such as svg or png.")
    var format = "text"

    @Option(name: .long, help: ArgumentHelp("A trace to compare the declared tree with; - reads it from standard input.", valueName: "trace.json"))
    var compare: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The folder to write into (created if needed): architecture.<format>, comparison.txt or the docs. Without it, text goes to standard output.",
            valueName: "folder"
        ))
    var output: String?

    @Flag(name: .long, help: "Scan test folders (Tests, RootTests…) and *Tests.swift files too; by default their mocks are left out.")
    var includeTests = false

    @Flag(name: .long, help: "Exit with 1 when the scan has warnings or the comparison finds relations the sources do not declare.")
    var strict = false

    @OptionGroup var verbosity: QuietOption

    func validate() throws {
        if compare != nil && format != "text" {
            throw ValidationError("--compare writes a text report; leave out --format \(format), or scan again without --compare.")
        }
    }

    func run() throws {
        try reportingFailures {
            let kind = try OutputKind(format, comparing: compare != nil)
            try checkOutput(for: kind)
            let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
            guard !existing.isEmpty else {
                throw CommandFailure.missingInput(
                    "\(paths.joined(separator: ", ")): no such file or folder. Give the folders that hold the app's Swift sources."
                )
            }
            let architecture = RibScanner(includesTests: includeTests).scan(paths)
            var failsCheck = strict && architecture.warnings.contains { !$0.kind.isNote }
            if kind != .file(.text) && kind != .xcode { printWarnings(of: architecture) }
            switch kind {
            case .xcode:
                FileHandle.standardOutput.write(Data(XcodeDiagnostics.lines(for: architecture.warnings).utf8))
            case .file(let format):
                try emit(try write(architecture, as: format), as: kind)
            case .docs:
                try writeDocs(of: architecture)
            case .comparison:
                let trace = try TraceLoading.load(compare ?? "")
                let comparison = ArchitectureComparison(declared: architecture, trace: trace)
                if let warning = comparison.unrelatedAppWarning {
                    Terminal.standardError.write("ribviz: warning: \(warning)\n")
                }
                failsCheck = failsCheck || (strict && !comparison.isConsistent)
                try emit(Data(comparison.report().utf8), as: kind)
            }
            if failsCheck { throw ExitCode(1) }
        }
    }

    /// What scan writes: the architecture in one file, the docs folder or the comparison
    /// report.
    private enum OutputKind: Equatable {
        case file(FileFormat)
        case docs
        case comparison
        /// Only the warnings, in Xcode's `file:line: warning:` form, on standard output.
        case xcode

        /// The formats written as one file: scan's own, or a graphviz picture.
        enum FileFormat: Equatable {
            case text, json, mermaid, markdown, dot
            case picture(OutputFormat)
        }

        init(_ name: String, comparing: Bool) throws(CommandFailure) {
            switch name.lowercased() {
            case "text": self = comparing ? .comparison : .file(.text)
            case "json": self = .file(.json)
            case "mermaid": self = .file(.mermaid)
            case "markdown", "md": self = .file(.markdown)
            case "dot": self = .file(.dot)
            case "docs": self = .docs
            case "xcode": self = .xcode
            default:
                guard let format = try GraphvizChoices.formats([name]).first else {
                    throw .usage("choose an output format with --format.")
                }
                self = .file(.picture(format))
            }
        }

        /// The file written into --output.
        var fileName: String {
            switch self {
            case .file(.text): "architecture.txt"
            case .file(.json): "architecture.json"
            case .file(.mermaid): "architecture.mmd"
            case .file(.markdown): "architecture.md"
            case .file(.dot): "architecture.dot"
            case .file(.picture(let format)): "architecture.\(format.fileExtension)"
            case .docs: DocumentationFileNames.indexPage
            case .comparison: "comparison.txt"
            case .xcode: "warnings.txt"
            }
        }
    }

    /// Stops before scanning when the output cannot work: docs or a binary format without a
    /// folder, or a folder named like the file scan would write into it (`-o tree.svg`).
    private func checkOutput(for kind: OutputKind) throws(CommandFailure) {
        if kind == .xcode, output != nil {
            throw .usage("--format xcode prints the warnings for Xcode on standard output; leave out --output.")
        }
        guard let output else {
            if kind == .docs {
                throw .usage("--format docs writes a folder of pages; name it with --output, for example --output Docs/Architecture.")
            }
            if case .file(.picture(let format)) = kind, !format.isText {
                throw .usage(
                    "\(format.name) is binary and cannot go to the terminal; name a folder with --output (for example --output .) and scan writes \(kind.fileName) into it.")
            }
            return
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        let fileExtension = (kind.fileName as NSString).pathExtension
        if !(exists && isFolder.boolValue), kind != .docs, (output as NSString).pathExtension.lowercased() == fileExtension {
            let parent = (output as NSString).deletingLastPathComponent
            throw .usage(
                "\(output) looks like a file name, but --output names a folder, into which scan writes \(kind.fileName). Give a folder instead (for example --output \(parent.isEmpty ? "." : parent))."
            )
        }
    }

    private func write(_ architecture: DeclaredArchitecture, as format: OutputKind.FileFormat) throws(CommandFailure) -> Data {
        switch format {
        case .text:
            return Data(ArchitectureTextWriter().write(architecture).utf8)
        case .json:
            do {
                return try ArchitectureJSONWriter().write(architecture)
            } catch {
                throw .badInput("cannot encode the architecture as JSON: \(error)")
            }
        case .mermaid:
            return Data(ArchitectureMermaidWriter().write(architecture).utf8)
        case .markdown:
            return Data(ArchitectureMarkdownWriter().write(architecture).utf8)
        case .dot:
            return Data(try GraphvizChoices.rendering { try DeclaredArchitectureRenderer().dotSource(for: architecture) }.utf8)
        case .picture(let format):
            return try GraphvizChoices.rendering { try DeclaredArchitectureRenderer().render(architecture, format: format) }
        }
    }

    /// Writes the documentation folder: the index with the declared RIB graph (also drawn
    /// as rib-graph.svg), the scope map, the adapters and the warnings, and a page per RIB.
    private func writeDocs(of architecture: DeclaredArchitecture) throws(CommandFailure) {
        let folderURL = URL(fileURLWithPath: output ?? ".")
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
        guard !verbosity.quiet else { return }
        Terminal.standardError.write(
            "ribviz: wrote \(written.count) files into \(folderURL.relativePath)" + (removed > 0 ? ", removed \(removed) files of RIBs the sources no longer declare" : "") + "\n")
    }

    /// The warnings on standard error, for outputs that have no place for them.
    private func printWarnings(of architecture: DeclaredArchitecture) {
        for warning in architecture.warnings {
            Terminal.standardError.write("ribviz: \(TextEscaping.singleLine(warning.description))\n")
        }
    }

    /// Writes to standard output, or into the --output folder as the kind's file.
    private func emit(_ data: Data, as kind: OutputKind) throws(CommandFailure) {
        guard let output else {
            try Terminal.standardOutput.writeOrFail(data)
            return
        }
        let folder = OutputFolder(url: URL(fileURLWithPath: output))
        folder.add(kind.fileName, data)
        let written = try folder.commit()
        guard !verbosity.quiet else { return }
        for file in written {
            Terminal.standardError.write("ribviz: wrote \(file.relativePath)\n")
        }
    }
}
