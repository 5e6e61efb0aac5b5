import Foundation
import Testing

/// The report's script and stylesheet are files in the package (`Report/Assets`), embedded
/// into the binary at build time: a `ribviz` copied anywhere, alone, writes the same page.
@Suite("Embedded web assets")
struct EmbeddedWebAssetsTests {
    private static let assets = DocsCommandTests.repository.appendingPathComponent("Sources/RibRendering/Report/Assets")

    /// Whether `node` is on PATH, to lint the script.
    private static let hasNode = (try? runNode(["--version"]).status) == 0

    @Test("a ribviz copied alone into another folder writes a report with the asset files' script and stylesheet")
    func copiedBinaryWritesReport() throws {
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

        let run = try RibvizRunner.run(["report", "tictactoe.trace.json", "-q", "-o", "out"], in: folder, executable: lonely)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("out/tictactoe.report.html"), encoding: .utf8)
        let script = try String(contentsOf: Self.assets.appendingPathComponent("report.js"), encoding: .utf8)
        let stylesheet = try String(contentsOf: Self.assets.appendingPathComponent("report.css"), encoding: .utf8)
        #expect(script.count > 10_000 && stylesheet.count > 1_000)
        #expect(page.contains("<script>\n\(script)</script>"))
        #expect(page.contains("<style>\n\(stylesheet)</style>"))
    }

    @Test("node --check accepts the report's script", .enabled(if: hasNode, "node is not installed"))
    func scriptParses() throws {
        let result = try Self.runNode(["--check", Self.assets.appendingPathComponent("report.js").path])
        #expect(result.status == 0, "\(result.errors)")
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
