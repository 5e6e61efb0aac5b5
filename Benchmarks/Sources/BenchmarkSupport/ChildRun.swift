import Foundation

/// What a benchmark's fresh copy of itself reports: its own time for the work, its peak
/// resident memory, and what it found, so that each side of a comparison runs in a
/// process of its own and memory is each side's alone.
///
///     // in the child, after the work:
///     ChildRun.report(seconds: seconds, found: "1000 RIBs")
///     // in the parent:
///     let run = try ChildRun.run(executable, ["--child", "scan"])
public struct ChildRun: Sendable {
    /// The child's own time for the work, in seconds.
    public var seconds: Double
    /// The child's peak resident memory, in bytes.
    public var peakBytes: Int
    /// What the child found, in words.
    public var found: String

    /// Runs `executable` (through `launcher`, such as `taskset -c 0`, if given) and reads
    /// what it reported.
    public static func run(_ executable: String, _ arguments: [String], launcher: [String] = []) throws -> ChildRun {
        let program = launcher.first ?? executable
        let output = try runProgram(program, Array(launcher.dropFirst()) + (launcher.isEmpty ? [] : [executable]) + arguments)
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 2, let seconds = Double(fields[0]), let peak = Int(fields[1]) else {
            throw ChildProcessError.couldNotStart(executable, reason: "unexpected output: \(output)")
        }
        return ChildRun(seconds: seconds, peakBytes: peak, found: fields.dropFirst(2).joined(separator: " "))
    }

    /// Prints the child's report for ``run(_:_:launcher:)`` to read.
    public static func report(seconds: Double, found: String = "") {
        print("\(seconds) \(peakResidentBytes()) \(found)")
    }
}
