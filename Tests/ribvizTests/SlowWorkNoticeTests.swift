import Foundation
import RibvizTestSupport
import Testing

@Suite("What takes longer than a second, on a terminal")
struct SlowWorkNoticeTests {
    /// Runs `ribviz` under `script`, which gives it a terminal, and returns what the
    /// terminal showed. It runs, and is waited for, on a thread of its own (see
    /// ``runningSubprocess(_:)``).
    private func onTerminal(_ arguments: [String], in folder: URL) async throws -> String {
        let executable = try #require(RibvizRunner.executable)
        return try await runningSubprocess { try Self.runOnTerminal(executable, arguments, in: folder) }
    }

    /// ``onTerminal(_:in:)``'s work, which blocks the calling thread until `script` ended.
    private static func runOnTerminal(_ executable: URL, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["script", "-qec", ([executable.path] + arguments).joined(separator: " "), "/dev/null"]
        // Shown at once, however fast this machine lays the tree out.
        process.environment = ProcessInfo.processInfo.environment.merging(["RIBVIZ_NOTICE_DELAY": "0"]) { $1 }
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("render says what graphviz is doing, updated every second, then erases the line")
    func notice() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wideTrace(count: 3_000).write(to: folder.appendingPathComponent("wide.json"), atomically: true, encoding: .utf8)
        let shown = try await onTerminal(["render", "wide.json", "-f", "dot", "--no-timeline"], in: folder)
        #expect(shown.contains("\r\u{1B}[2Kribviz: laying out the tree with graphviz… 0 s"), "\(shown.debugDescription)")
        #expect(shown.contains("\r\u{1B}[2KWrote 1 file to"))
        // Without a terminal, nothing but the result.
        let piped = try await RibvizRunner.run(["render", "wide.json", "-f", "dot", "--no-timeline", "-o", "piped"], in: folder)
        #expect(piped.exitCode == 0)
        #expect(piped.standardError.isEmpty)
    }
}
