import Foundation
import RibvizTestSupport

/// Runs the built `ribviz` binary the way a user does, and captures what it prints.
struct RibvizRunner {
    struct Result: Sendable {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
        /// How long the process ran, from its start to its end.
        var duration: Duration
    }

    /// The `ribviz` binary in the build products folder next to the test bundle.
    static let executable: URL? = {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("ribviz") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `ribviz` (or the copy of it at `executable`) with the arguments in `folder`;
    /// with `standardOutput`, its standard output goes there instead of into the result.
    /// `environment` adds to or replaces variables of this process's environment; with
    /// `standardInput`, those bytes come through a pipe on its standard input.
    ///
    /// The process runs, and is waited for, on a thread of its own, once there is a core
    /// for it (see ``runningSubprocess(_:)``): a test that waited for it on one of Swift
    /// concurrency's few threads would starve the servers that other tests run in this
    /// process.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], standardInput: Data? = nil, standardOutput: FileHandle? = nil,
        executable: URL? = Self.executable
    ) async throws -> Result {
        guard let executable else { throw RunnerError.binaryNotFound }
        return try await runningSubprocess {
            try runAndWait(
                arguments, in: folder, environment: environment, standardInput: standardInput, standardOutput: standardOutput, executable: executable)
        }
    }

    /// ``run(_:in:environment:standardInput:standardOutput:executable:)``'s work, which blocks
    /// the calling thread until the process ended.
    private static func runAndWait(
        _ arguments: [String], in folder: URL, environment: [String: String], standardInput: Data?, standardOutput: FileHandle?, executable: URL
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        let input = Pipe()
        if standardInput != nil { process.standardInput = input }
        let started = ContinuousClock.now
        try process.run()
        if let standardInput {
            // A thread of its own, so that a large input never blocks reading the output.
            let writer = input.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: standardInput)
                try? writer.close()
            }
        }
        if standardOutput != nil { try output.fileHandleForWriting.close() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            duration: ContinuousClock.now - started
        )
    }

    /// A new empty folder for one test; the test removes it when it ends (`defer`).
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    enum RunnerError: Error {
        case binaryNotFound
    }
}
