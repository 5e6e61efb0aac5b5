import Foundation
import RibvizTestSupport
import Testing

/// The report's script and stylesheet are files in the package (`Report/Assets`), embedded
/// into the binary at build time: a `ribviz` copied anywhere, alone, writes the same page.
/// The script is joined from the files `report.js.parts` lists, in its order.
@Suite("Embedded web assets")
struct EmbeddedWebAssetsTests {
    private static let assets = DocsCommandTests.repository.appendingPathComponent("Sources/RibRendering/Report/Assets")

    /// The files of the report's script, in the order `report.js.parts` lists them.
    private static func scriptParts() throws -> [URL] {
        let list = try String(contentsOf: assets.appendingPathComponent("report.js.parts"), encoding: .utf8)
        return list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { assets.appendingPathComponent("report/\($0)") }
    }

    /// Whether `node` is on PATH, to lint the script.
    private static let hasNode = (try? runNode(["--version"]).status) == 0

    @Test("a ribviz copied alone into another folder writes a report with the asset files' script and stylesheet")
    func copiedBinaryWritesReport() async throws {
        let executable = try #require(RibvizRunner.executable)
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lonely = folder.appendingPathComponent("bin/ribviz")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: executable, to: lonely)
        #expect(try FileManager.default.contentsOfDirectory(atPath: lonely.deletingLastPathComponent().path) == ["ribviz"])
        try FileManager.default.copyItem(
            at: DocsCommandTests.examples.appendingPathComponent("tictactoe.trace.json"),
            to: folder.appendingPathComponent("tictactoe.trace.json"))

        let run = try await RibvizRunner.run(["report", "tictactoe.trace.json", "-q", "-o", "out"], in: folder, executable: lonely)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("out/tictactoe.report.html"), encoding: .utf8)
        let parts = try Self.scriptParts().map { try String(contentsOf: $0, encoding: .utf8) }
        let stylesheet = try String(contentsOf: Self.assets.appendingPathComponent("report.css"), encoding: .utf8)
        #expect(parts.count > 1 && parts.joined().count > 10_000 && stylesheet.count > 1_000)
        #expect(page.contains("<script>\n(() => {\n'use strict';\n\n\(parts.joined())})();\n</script>"))
        #expect(page.contains("<style>\n\(stylesheet)</style>"))
    }

    @Test("node --check accepts each file of the report's script", .enabled(if: hasNode, "node is not installed"))
    func scriptParses() async throws {
        for part in try Self.scriptParts() {
            let result = try await runningSubprocess { try Self.runNode(["--check", part.path]) }
            #expect(result.status == 0, "\(part.lastPathComponent): \(result.errors)")
        }
    }

    @Test("a file of a joined asset's folder that its list leaves out stops the build, naming the file and the list")
    func unlistedPartFails() async throws {
        let embedder = try #require(RibvizRunner.executable?.deletingLastPathComponent().appendingPathComponent("WebAssetEmbedder"))
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("page"), withIntermediateDirectories: true)
        try "first.js\n".write(to: folder.appendingPathComponent("page.js.parts"), atomically: true, encoding: .utf8)
        for name in ["first.js", "forgotten.js"] {
            try "const \(name.prefix(5)) = 1;\n".write(to: folder.appendingPathComponent("page/\(name)"), atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("WebAssets.swift")

        let run = try await RibvizRunner.run([output.path, folder.appendingPathComponent("page.js.parts").path], in: folder, executable: embedder)
        #expect(run.exitCode != 0)
        #expect(run.standardError.contains("forgotten.js is not in \(folder.appendingPathComponent("page.js.parts").path)"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        try "first.js\nforgotten.js\n".write(to: folder.appendingPathComponent("page.js.parts"), atomically: true, encoding: .utf8)
        let joined = try await RibvizRunner.run([output.path, folder.appendingPathComponent("page.js.parts").path], in: folder, executable: embedder)
        #expect(joined.exitCode == 0, "\(joined.standardError)")
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("static let pageJS = #\"\"\"\n(() => {\n'use strict';\n\nconst first = 1;\nconst forgo = 1;\n})();\n\n\"\"\"#"))
    }

    private static func runNode(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node"] + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
