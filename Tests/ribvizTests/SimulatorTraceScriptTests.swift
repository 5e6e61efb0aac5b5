import Foundation
import RibvizTestSupport
import Testing

/// scripts/newest-simulator-trace.sh, run with a stand-in for `xcrun` that answers
/// `simctl get_app_container` with a folder of the test's.
@Suite("scripts/newest-simulator-trace.sh")
struct SimulatorTraceScriptTests {
    private static let script = DocsCommandTests.repository.appendingPathComponent("scripts/newest-simulator-trace.sh").path

    private struct Output: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs the script with a fake xcrun that prints `container` for `booted`/`com.example.App`
    /// and fails for anything else. The script runs, and is waited for, on a thread of its
    /// own (see ``runningSubprocess(_:)``).
    private func run(_ arguments: [String], container: URL, in folder: URL) async throws -> Output {
        let xcrun = folder.appendingPathComponent("xcrun")
        try Data(
            """
            #!/usr/bin/env bash
            [ "$1 $2 $3 $4 $5" = "simctl get_app_container booted com.example.App data" ] || exit 1
            printf '%s\\n' '\(container.path)'
            """.utf8
        ).write(to: xcrun)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xcrun.path)
        return try await runningSubprocess {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [Self.script] + arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["XCRUN": xcrun.path]) { $1 }
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Output(
                status: process.terminationStatus,
                standardOutput: String(decoding: outputData, as: UTF8.self),
                standardError: String(decoding: errorData, as: UTF8.self)
            )
        }
    }

    @Test("prints the newest trace of the app's container, names with spaces included")
    func newest() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = folder.appendingPathComponent("Container With Spaces/Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        let files = ["old.jsonl": 1_000, "login journey.jsonl": 3_000, "other.trace.json": 2_000, "notes.txt": 4_000]
        for (name, seconds) in files {
            let file = documents.appendingPathComponent(name)
            try Data("{}".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: file.path)
        }
        let container = folder.appendingPathComponent("Container With Spaces")
        let found = try await run(["com.example.App"], container: container, in: folder)
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardOutput == documents.appendingPathComponent("login journey.jsonl").path + "\n")
    }

    @Test("no container, no trace and bad usage each fail with one line and their exit code")
    func failures() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noTrace = try await run(["com.example.App"], container: empty, in: folder)
        #expect(noTrace.status == 66 && noTrace.standardOutput.isEmpty)
        #expect(noTrace.standardError.contains("no trace (*.jsonl, *.trace.json) in \(empty.path)"))
        let noApp = try await run(["com.example.Other"], container: empty, in: folder)
        #expect(noApp.status == 66)
        #expect(noApp.standardError.contains("com.example.Other has no data container on the booted simulator"))
        let usage = try await run([], container: empty, in: folder)
        #expect(usage.status == 64 && usage.standardError.hasPrefix("usage: "))
    }

    /// shellcheck's path, found on PATH.
    private static let shellcheckPath: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { "\($0)/shellcheck" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        "the project's scripts are shellcheck-clean",
        .enabled(if: shellcheckPath != nil || JSONSchemaValidator.isRequired, "needs shellcheck (make test-tools installs it)")
    )
    func shellcheck() async throws {
        let shellcheck = try #require(Self.shellcheckPath, "shellcheck is not installed")
        let scripts = DocsCommandTests.repository.appendingPathComponent("scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".sh") }.sorted()
        #expect(names.contains("newest-simulator-trace.sh"))
        let (status, report) = try await runningSubprocess { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: shellcheck)
            process.arguments = names.map { scripts.appendingPathComponent($0).path }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, report)
        }
        #expect(status == 0, "\(report)")
    }
}
