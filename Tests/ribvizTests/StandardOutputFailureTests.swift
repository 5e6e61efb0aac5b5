import Foundation
import Testing

/// Commands whose standard output goes to `/dev/full`, where every write fails with
/// "No space left on device", as on a full disk.
@Suite("A failed write to standard output")
struct StandardOutputFailureTests {
    static let trace = ScanCommandTests.repository.appendingPathComponent("Docs/Examples/tictactoe.trace.json").path
    static let sources = ScanCommandTests.fixtures + "/TicTacToe"

    @Test(
        "exits 73 with one line naming standard output",
        arguments: [
            ["inspect", trace],
            ["inspect", "--json", trace],
            ["diff", trace, trace],
            ["diff", "--json", trace, trace],
            ["scan", sources],
            ["scan", "-f", "mermaid", sources],
            ["demo", "-o", "examples"],
            ["render", trace, "--no-timeline", "-f", "dot", "-o", "pictures"],
        ]
    )
    func fullDisk(arguments: [String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this test needs /dev/full (Linux)")
        let result = try await RibvizRunner.run(arguments, in: folder, standardOutput: full)
        #expect(result.exitCode == 73)
        #expect(result.standardError.hasPrefix("ribviz: error: cannot write to standard output: No space left on device"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
