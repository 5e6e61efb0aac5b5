import Foundation

/// The `dot` command-line tool, run as a separate process.
///
/// Use it to time graphviz's own tool against in-process rendering:
///
///     guard let dot = DotCommand() else { exit(1) }
///     try dot.run(format: "svg", input: dotFile, output: svgFile)
public struct DotCommand: Sendable {
    /// The `dot` executable.
    public let executable: URL

    /// Finds `dot` on the `PATH`, or returns nil.
    public init?() {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return nil
        }
        executable = found
    }

    /// Runs `dot -T<format> <input> -o <output>` and waits for it (see ``ChildProcess``).
    ///
    /// - Throws: ``ChildProcessError`` if `dot` cannot be started or fails.
    public func run(format: String, input: URL, output: URL) throws {
        try ChildProcess.run(executable.path, arguments: ["-T\(format)", input.path, "-o", output.path])
    }
}
