import Foundation
import Testing

@Suite("Formats whose renderer writes files of its own are refused")
struct WithheldFormatTests {
    @Test(
        "-f vrml is refused with the reason by every command that draws, and nothing is written anywhere",
        arguments: [
            ["render", "tictactoe.trace.json", "-o", "out", "-f", "vrml"], ["render", "tictactoe.trace.json", "-o", "out", "-f", "svg", "-f", "VRML"],
            ["diff", "tictactoe.trace.json", "tabbed-app.trace.json", "-o", "out", "-f", "vrml"],
            ["scan", "Root.swift", "-o", "out", "-f", "vrml"],
        ])
    func vrml(command: [String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await RibvizRunner.run(["demo", "-q", "-o", "."], in: folder)
        try Data("final class RootBuilder: Builder<RootDependency> {}\n".utf8).write(to: folder.appendingPathComponent("Root.swift"))
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try await RibvizRunner.run(command, in: folder)
        #expect(result.exitCode == 64, "\(result.standardError)")
        #expect(
            result.standardError.contains("does not write the format '\(command.last!)': graphviz's VRML renderer also writes a PNG file for every node into the current folder"),
            "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }
}
