import Foundation
import BenchmarkSupport
import RibInspector

/// The time one `record` call takes, from batches of calls timed together (a clock read
/// per call would cost as much as the call).
public struct RecordingCost: Sendable {
    /// How many calls are timed together.
    public static let batchSize = 1_000

    /// Each run's median batch, in nanoseconds per call.
    public var batchMedians: [Double]
    /// Each run's mean, in nanoseconds per call: the occasional slow call included.
    public var runMeans: [Double]

    /// Records `events` events into a fresh recorder `runs` times.
    public static func measure(runs: Int, events: Int, makeRecorder: () throws -> RibRecorder) rethrows -> RecordingCost {
        var batchMedians: [Double] = []
        var runMeans: [Double] = []
        for _ in 0..<runs {
            let recorder = try makeRecorder()
            let parent = recorder.declareRib(named: "Root", routerType: "RootRouter")
            let child = recorder.declareRib(named: "LoggedIn", routerType: "LoggedInRouter")
            let kinds: [RibEvent.Kind] = [.attached(child, parent: parent), .activated(child), .deactivated(child), .detached(child, parent: parent)]
            var batches: [Double] = []
            batches.reserveCapacity(events / batchSize)
            let runStart = monotonicNanoseconds()
            var recorded = 0
            while recorded < events {
                let start = monotonicNanoseconds()
                for index in 0..<batchSize { recorder.record(kinds[index & 3]) }
                batches.append(Double(monotonicNanoseconds() - start) / Double(batchSize))
                recorded += batchSize
            }
            try? recorder.flush()
            runMeans.append(Double(monotonicNanoseconds() - runStart) / Double(recorded))
            batchMedians.append(BenchmarkSupport.median(batches))
        }
        return RecordingCost(batchMedians: batchMedians, runMeans: runMeans)
    }

    /// The median of the runs' median batches, in nanoseconds per call.
    public var median: Double { BenchmarkSupport.median(batchMedians) }

    /// Prints the result as one line, against `target` nanoseconds.
    public func print(as name: String, target: Double) {
        let result = median
        Swift.print(String(format: "record, %@: median %.0f ns per event (target ≤ %.0f ns: %@); mean per run %@ ns",
                           name, result, target, result <= target ? "met" : "NOT met",
                           runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
    }
}
