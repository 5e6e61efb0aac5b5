import ArgumentParser
import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools
import RibInspector
import RibRendering
import RibScanner

/// `ribviz coverage`: how much of the declared RIB tree a set of recorded sessions exercised.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show which declared RIBs and relations a set of recorded sessions exercised.",
        discussion: """
            Holds the RIB tree your sources declare (scanned with --sources, as `ribviz scan` \
            does, or read from a saved `ribviz scan -f json` with --scan) against any number \
            of traces (files, or folders of .json and .jsonl traces, such as a CI run's \
            UI-test sessions) and reports: which declared RIBs were ever attached or \
            launched, which declared parent → child relations were ever used, how often and \
            by which sessions, per module and in total; what the sessions did that the \
            sources do not declare; and, with --baseline, what a change stopped exercising.

            Traces are read one at a time on every core and let go of once counted, so \
            thousands fold in bounded memory; a trace that cannot be read is named and \
            skipped, never the end of the run. Routes the scan could not resolve are not \
            in the declared tree: what sessions do through them counts as undeclared, and \
            the report says how many there are.

            Formats: text (default), json (Docs/coverage.schema.json; what --baseline reads), \
            markdown (for a pull request comment), or any format graphviz draws (svg, png…): \
            the declared tree with exercised relations solid and labelled with their count, \
            never-exercised ones dashed and grey. --output names a folder, into which \
            coverage.<format> is written; without it, text goes to standard output.

            Examples:
              ribviz coverage --sources App/Sources UITestTraces/
              ribviz coverage --scan architecture.json traces/*.trace.json -f markdown
              ribviz coverage --sources App traces/ --min-coverage 80% -f json -o coverage
              ribviz coverage --sources App traces/ --baseline main-coverage.json

            \(exitCodeHelp)
            """
    )

    @Argument(help: "Trace files, or folders of them (.json and .jsonl, recursively).")
    var traces: [String]

    @Option(name: .long, help: ArgumentHelp("Swift files and folders to scan for the declared tree (repeatable).", valueName: "path"))
    var sources: [String] = []

    @Option(name: .long, help: ArgumentHelp("A saved `ribviz scan -f json` to read the declared tree from, instead of scanning.", valueName: "architecture.json"))
    var scan: String?

    @Option(name: .shortAndLong, help: "text, json, markdown, or a graphviz format such as svg or png.")
    var format = "text"

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write coverage.<format> into (created if needed).", valueName: "folder"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Exit with 1 when fewer declared relations than this were exercised, for CI: 80% or 80.", valueName: "percent"))
    var minCoverage: String?

    @Option(name: .long, help: ArgumentHelp("A coverage saved with -f json: report what it exercised that these sessions do not.", valueName: "coverage.json"))
    var baseline: String?

    @Flag(name: .long, help: "Scan test folders and *Tests.swift files too, as `ribviz scan --include-tests` does.")
    var includeTests = false

    @OptionGroup var verbosity: QuietOption

    func validate() throws {
        if sources.isEmpty == (scan == nil) {
            throw ValidationError("give the declared tree once: --sources with the app's Swift folders, or --scan with a saved `ribviz scan -f json`.")
        }
        if let minCoverage, Self.percent(minCoverage) == nil {
            throw ValidationError("--min-coverage \(minCoverage): give a percentage from 0 to 100, such as 80% or 80.")
        }
    }

    func run() throws {
        try reportingFailures {
            let kind = try Kind(format)
            if case .picture(let picture) = kind, !picture.isText, output == nil {
                throw CommandFailure.usage("\(picture.name) is binary and cannot go to the terminal; name a folder with --output.")
            }
            let files = try traceFiles()
            let declared = try declaredArchitecture()
            let previous = try baseline.map(readBaseline)
            let progress = ConcurrentProgress(ProgressBar(total: files.count, label: "traces", quiet: verbosity.quiet))
            let coverage = CoverageCollector(declared: declared).collect(traceFiles: files) { _ in progress.advance() }
            for skipped in coverage.skipped {
                Terminal.standardError.write("ribviz: warning: skipped \(TextEscaping.singleLine(skipped.trace)): \(TextEscaping.singleLine(skipped.reason))\n")
            }
            guard coverage.tracesRead > 0 else {
                throw CommandFailure.badInput("none of the \(files.count) traces could be read (see the warnings above); give traces recorded by RibInspector.")
            }
            let writer = CoverageWriter(baseline: previous)
            let data: Data
            switch kind {
            case .text: data = Data(writer.text(coverage).utf8)
            case .markdown: data = Data(writer.markdown(coverage).utf8)
            case .json:
                do { data = try writer.json(coverage) } catch { throw CommandFailure.badInput("cannot encode the coverage as JSON: \(error)") }
            case .picture(let picture):
                data = try GraphvizChoices.rendering { try CoverageRenderer().render(declared, coverage: coverage, format: picture) }
            }
            try emit(data, fileName: "coverage.\(kind.fileExtension)")
            if let minCoverage, let minimum = Self.percent(minCoverage), coverage.relationCoverage.percent < minimum {
                Terminal.standardError.write(
                    "ribviz: relation coverage \(String(format: "%.1f", coverage.relationCoverage.percent))% is below --min-coverage \(String(format: "%g", minimum))%\n")
                throw ExitCode(1)
            }
        }
    }

    /// What coverage writes.
    private enum Kind {
        case text, json, markdown
        case picture(OutputFormat)

        init(_ name: String) throws(CommandFailure) {
            switch name.lowercased() {
            case "text": self = .text
            case "json": self = .json
            case "markdown", "md": self = .markdown
            default:
                guard let format = try GraphvizChoices.formats([name]).first else { throw .usage("choose an output format with --format.") }
                self = .picture(format)
            }
        }

        var fileExtension: String {
            switch self {
            case .text: "txt"
            case .json: "json"
            case .markdown: "md"
            case .picture(let format): format.fileExtension
            }
        }
    }

    /// `80%`, `80` or `87.5`: a percentage from 0 to 100.
    static func percent(_ text: String) -> Double? {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...100).contains(value) else { return nil }
        return value
    }

    /// The trace files: those named, and the .json and .jsonl files below the folders named.
    private func traceFiles() throws(CommandFailure) -> [URL] {
        var files: [URL] = []
        for path in traces {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .missingInput("\(path): no such file or folder. Give trace files, or folders that hold them.")
            }
            guard isFolder.boolValue else {
                files.append(URL(fileURLWithPath: path))
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".json") || relative.hasSuffix(".jsonl") { found.append(relative) }
            }
            files += found.sorted().map { URL(fileURLWithPath: (path as NSString).appendingPathComponent($0)) }
        }
        guard !files.isEmpty else {
            throw .missingInput("\(traces.joined(separator: ", ")): no trace files (.json or .jsonl) there. Give the traces your sessions recorded.")
        }
        return files
    }

    /// The declared tree: scanned, or read from a saved scan.
    private func declaredArchitecture() throws(CommandFailure) -> DeclaredArchitecture {
        guard let scan else {
            let existing = sources.filter { FileManager.default.fileExists(atPath: $0) }
            guard !existing.isEmpty else {
                throw .missingInput("\(sources.joined(separator: ", ")): no such file or folder. Give the folders that hold the app's Swift sources.")
            }
            let architecture = RibScanner(includesTests: includeTests).scan(sources)
            guard !architecture.ribs.isEmpty else {
                throw .badInput("\(sources.joined(separator: ", ")): no RIBs found in the sources (no class inherits RIBs' Builder); check the path.")
            }
            return architecture
        }
        guard let data = FileManager.default.contents(atPath: scan) else {
            throw .missingInput("\(scan): cannot read the file. Give the JSON `ribviz scan -f json` wrote.")
        }
        do {
            return try JSONDecoder().decode(DeclaredArchitecture.self, from: data)
        } catch {
            throw .badInput("\(scan): not a saved scan (\(error)). Write one with `ribviz scan App/Sources -f json -o folder`.")
        }
    }

    private func readBaseline(_ path: String) throws(CommandFailure) -> ArchitectureCoverage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingInput("\(path): cannot read the baseline. Give a coverage written with -f json.")
        }
        do {
            let coverage = try JSONDecoder().decode(ArchitectureCoverage.self, from: data)
            guard coverage.version == 1 else {
                throw CommandFailure.badInput("\(path): coverage format version \(coverage.version), which this ribviz does not read.")
            }
            return coverage
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw .badInput("\(path): not a coverage written with -f json (\(error)).")
        }
    }

    /// Writes to standard output, or into the --output folder.
    private func emit(_ data: Data, fileName: String) throws(CommandFailure) {
        guard let output else {
            try Terminal.standardOutput.writeOrFail(data)
            return
        }
        let folder = OutputFolder(url: URL(fileURLWithPath: output))
        folder.add(fileName, data)
        let written = try folder.commit()
        guard !verbosity.quiet else { return }
        for file in written { Terminal.standardError.write("ribviz: wrote \(file.relativePath)\n") }
    }
}

/// A progress bar that the threads folding traces advance, one at a time.
private final class ConcurrentProgress: @unchecked Sendable {
    // @unchecked: `bar` is only touched under `lock`.
    private let lock = NSLock()
    private var bar: ProgressBar

    init(_ bar: ProgressBar) {
        self.bar = bar
    }

    func advance() {
        lock.lock()
        bar.advance()
        lock.unlock()
    }
}
