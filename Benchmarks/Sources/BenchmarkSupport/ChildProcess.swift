import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program and waits for it, with nothing in between: a benchmark's
/// way to start `dot` or a fresh copy of itself.
///
///     try ChildProcess.run("/usr/bin/dot", arguments: ["-Tsvg", "in.dot", "-o", "out.svg"])
///
/// The child is started with `posix_spawn` and awaited with `waitpid`; it shares this
/// process's standard input, output and error. (Foundation's `Process.waitUntilExit()`
/// on Linux polls its run loop every 50 ms, which would round every timing up to a
/// multiple of 50 ms.)
public enum ChildProcess {
    /// Runs `executable` with `arguments` and waits until it exits.
    ///
    /// - Throws: ``ChildProcessError`` if it cannot be started or does not exit with
    ///   status 0.
    public static func run(_ executable: String, arguments: [String]) throws {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawnError = posix_spawn(&pid, executable, nil, nil, argv, environ)
        guard spawnError == 0 else {
            throw ChildProcessError.couldNotStart(executable, reason: String(cString: strerror(spawnError)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                throw ChildProcessError.couldNotStart(executable, reason: String(cString: strerror(errno)))
            }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw ChildProcessError.failed(executable, status: status)
        }
    }
}

/// A child process could not be run, or failed.
public enum ChildProcessError: Error, CustomStringConvertible {
    /// `posix_spawn` or `waitpid` failed: the program and the system's reason.
    case couldNotStart(String, reason: String)
    /// The program exited with a failure status or was killed: the raw `waitpid` status.
    case failed(String, status: Int32)

    public var description: String {
        switch self {
        case .couldNotStart(let program, let reason): "could not run \(program): \(reason)"
        case .failed(let program, let status): "\(program) failed (wait status \(status))"
        }
    }
}

/// A benchmark that cannot go on, with the reason.
public struct BenchmarkError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Runs a program and returns what it printed on its standard output.
public func runProgram(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}

/// The full path of a program on `PATH`, if there is one.
public func programPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
