import ArgumentParser

/// A failure the user can act on: a one-line message and the exit code that classifies it.
///
/// Exit codes follow `sysexits.h`, so scripts can tell the causes apart:
/// 1 the check failed (`inspect --strict` found anomalies, `diff` found differences),
/// 64 bad usage, 65 the input is not a valid trace, 66 the input file does not exist or
/// cannot be read (a folder),
/// 69 graphviz is missing or failed, or an OTLP receiver cannot be reached, 73 the output
/// cannot be written, 75 an OTLP receiver is busy (try again later), 76 an OTLP receiver
/// refused the spans.
struct CommandFailure: Error, CustomStringConvertible {
    /// Why the command stopped, in one line.
    var message: String
    /// The process's exit code.
    var exitCode: ExitCode

    var description: String { message }

    static func usage(_ message: String) -> Self { Self(message: message, exitCode: ExitCode(64)) }
    static func badInput(_ message: String) -> Self { Self(message: message, exitCode: ExitCode(65)) }
    static func missingInput(_ message: String) -> Self { Self(message: message, exitCode: ExitCode(66)) }
    static func graphviz(_ message: String) -> Self { Self(message: message, exitCode: ExitCode(69)) }
    static func cannotWrite(_ message: String) -> Self { Self(message: message, exitCode: ExitCode(73)) }
}

/// The exit-code table shown in `--help`.
let exitCodeHelp = """
    Exit codes: 0 success; 1 the check failed (anomalies with --strict, differences in \
    diff); 64 bad usage; 65 the input is not a valid trace; 66 an input file does not \
    exist or cannot be read; 69 graphviz is missing or failed, or the OTLP receiver cannot \
    be reached; 73 the output cannot be written; 75 the OTLP receiver is busy, try again \
    later; 76 the OTLP receiver refused the spans.
    """

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its message on standard error and
    /// its exit code.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            Terminal.standardError.write("ribviz: error: \(failure.message)\n")
            throw failure.exitCode
        }
    }
}
