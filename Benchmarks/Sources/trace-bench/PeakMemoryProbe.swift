import BenchmarkSupport
import Foundation
import RibInspector
import RibInspectorTools

/// Runs in a child process of its own, so that the peak it reports is the reader's alone:
/// prints the peak resident memory before and after loading and replaying one file.
enum PeakMemoryProbe {
    static func run(file: String) {
        let before = peakResidentBytes()
        do {
            let snapshot = try TraceReader().readFinalSnapshot(contentsOf: URL(fileURLWithPath: file))
            print(before, peakResidentBytes(), snapshot.trace.events.count)
        } catch {
            print("error: \(error)")
        }
    }

    /// Runs the probe in a child process and returns the peak before and after reading.
    static func measure(_ file: URL) throws -> (before: Int, after: Int) {
        let output = try runProgram(CommandLine.arguments[0], ["peak-memory", file.path])
        let numbers = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 3 else { throw BenchmarkError("unexpected output from the memory probe: \(output)") }
        return (numbers[0], numbers[1])
    }
}
