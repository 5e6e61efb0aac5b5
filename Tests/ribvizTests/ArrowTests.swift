import Foundation
import Testing

@Suite("ribviz writes parent → child one way")
struct ArrowTests {
    private static let ticTacToeSources = DocsCommandTests.repository.appendingPathComponent("Sources/RibExamples/TicTacToe").path

    @Test("help, inspect, diff, report and scan texts use → for parent → child, never -> or ›")
    func arrows() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("anomalies.json"))
        let runs = [
            ["--help"], ["render", "--help"], ["inspect", "--help"], ["diff", "--help"], ["demo", "--help"],
            ["report", "--help"], ["docs", "--help"], ["scan", "--help"],
            ["inspect", "anomalies.json", "--max-depth", "1"],
            ["diff", "tictactoe.trace.json", "tabbed-app.trace.json"],
            ["scan", Self.ticTacToeSources], ["scan", Self.ticTacToeSources, "--compare", "tictactoe.trace.json"],
        ]
        for arguments in runs {
            let result = try await RibvizRunner.run(arguments, in: folder)
            let text = result.standardOutput + result.standardError
            #expect(!text.isEmpty)
            #expect(!text.contains("->") && !text.contains("›"), "ribviz \(arguments.joined(separator: " ")) writes an arrow other than →")
        }
        let depth = try await RibvizRunner.run(["inspect", "anomalies.json", "--max-depth", "1"], in: folder)
        #expect(depth.standardOutput.contains("(Root → Home → Card)"))
    }
}
