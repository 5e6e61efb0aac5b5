import Foundation

/// The `dot` command-line tool, run as a separate process.
struct DotCommand {
    /// The `dot` executable.
    let executable: URL

    /// Finds `dot` on the `PATH`, or returns nil.
    init?() {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return nil
        }
        executable = found
    }

    /// Runs `dot -T<format> <input> -o <output>` and waits for it.
    ///
    /// - Throws: `DotCommandError` if `dot` exits with a failure status.
    func run(format: String, input: URL, output: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-T\(format)", input.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DotCommandError(status: process.terminationStatus)
        }
    }
}

/// `dot` exited with a failure status.
struct DotCommandError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "dot exited with status \(status)" }
}
