import Foundation
import BenchmarkSupport
import RibInspector

/// The time one `record` call takes, from batches of calls timed together (a clock read
/// per call would cost as much as the call).
struct RecordingCost {
    /// How many calls are timed together.
    static let batchSize = 1_000

    var batchMedians: [Double]
    var runMeans: [Double]

    /// Records `events` events into a fresh recorder `runs` times.
    static func measure(runs: Int, events: Int, makeRecorder: () throws -> RibRecorder) rethrows -> RecordingCost {
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
            batchMedians.append(median(batches))
        }
        return RecordingCost(batchMedians: batchMedians, runMeans: runMeans)
    }

    func print(as name: String, target: Double) {
        let result = median(batchMedians)
        Swift.print(String(format: "record, %@: median %.0f ns per event (target ≤ %.0f ns: %@); mean per run %@ ns",
                           name, result, target, result <= target ? "met" : "NOT met",
                           runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
    }
}

/// Two threads recording at once into one recorder: how long it takes, whether any event
/// is lost, and whether the order is strict.
enum TwoThreads {
    static func run(eventsPerThread: Int) {
        let recorder = RibRecorder(app: AppInfo(name: "Bench"))
        let first = recorder.declareRib(named: "First")
        let second = recorder.declareRib(named: "Second")
        let seconds = secondsToRun {
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                let rib = thread == 0 ? first : second
                for _ in 0..<eventsPerThread { recorder.record(.activated(rib)) }
            }
        }
        let events = recorder.trace().events
        var isStrict = true
        var perRib: [RibID: Int] = [:]
        for (index, event) in events.enumerated() {
            if event.sequence != UInt64(index) || (index > 0 && events[index - 1].time > event.time) { isStrict = false }
            if let rib = event.kind.rib { perRib[rib, default: 0] += 1 }
        }
        let lost = 2 * eventsPerThread - events.count
        Swift.print(String(format: "two threads x %d events: %@ (%.0f ns per event), events lost: %d, per thread %d and %d, order strict: %@",
                           eventsPerThread, duration(seconds), seconds * 1e9 / Double(2 * eventsPerThread), lost,
                           perRib[first] ?? 0, perRib[second] ?? 0, isStrict ? "yes" : "NO"))
    }
}
