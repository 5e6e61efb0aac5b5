import Foundation
import Testing

/// Every command that writes files says what it wrote, and prints nothing with `-q`.
@Suite("-q, --quiet")
struct QuietOptionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "each command that writes files is silent with -q and still writes them",
        arguments: [
            ["demo", "-o", "out"],
            ["render", "Docs/Examples/tictactoe.trace.json", "--no-timeline", "-o", "out"],
            ["report", "Docs/Examples/tabbed-app.trace.json", "-o", "out"],
            ["docs", "Docs/Examples/tabbed-app.trace.json", "--no-svg", "-o", "out"],
            ["scan", "Sources/RibExamples/TabbedApp", "-f", "json", "-o", "out"],
            ["scan", "Sources/RibExamples/TabbedApp", "-f", "docs", "-o", "out"],
        ])
    func quiet(arguments: [String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inRepository = arguments.map { $0.hasPrefix("Docs/") || $0.hasPrefix("Sources/") ? Self.repository.appendingPathComponent($0).path : $0 }
        let loud = try await RibvizRunner.run(inRepository.map { $0 == "out" ? "loud" : $0 }, in: folder)
        #expect(loud.exitCode == 0, "\(loud.standardError)")
        #expect(!(loud.standardOutput + loud.standardError).isEmpty)
        let quiet = try await RibvizRunner.run(inRepository + ["-q"], in: folder)
        #expect(quiet.exitCode == 0, "\(quiet.standardError)")
        #expect(quiet.standardOutput.isEmpty)
        #expect(quiet.standardError.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(!written.isEmpty)
    }
}
