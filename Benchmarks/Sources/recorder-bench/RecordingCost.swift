import Foundation
import BenchmarkSupport
import RibInspector

/// Something that records the `index`th event of a run: a `RibRecorder`, or a floor.
protocol EventRecording: AnyObject {
    /// Records event number `index`; the events cycle through ``BenchEvents``.
    func record(_ index: Int)
    /// Writes out what is buffered; returns how many events or bytes were kept, so that
    /// nothing recorded can be optimised away.
    func end() -> Int
}

/// A `RibRecorder` with RIB 2 declared under RIB 1, recording the four ``BenchEvents``.
final class RecorderSubject: EventRecording {
    let recorder: RibRecorder
    private let kinds: [RibEvent.Kind]

    init(_ recorder: RibRecorder) {
        self.recorder = recorder
        let parent = recorder.declareRib(named: "Root", routerType: "RootRouter")
        let child = recorder.declareRib(named: "LoggedIn", routerType: "LoggedInRouter")
        kinds = [.attached(child, parent: parent), .activated(child), .deactivated(child), .detached(child, parent: parent)]
    }

    func record(_ index: Int) {
        recorder.record(kinds[index & 3])
    }

    func end() -> Int {
        try? recorder.flush()
        return Int(recorder.eventCount)
    }
}

/// The time one `record` call takes, from batches of calls timed together (a clock read
/// per call would cost as much as the call).
struct RecordingCost {
    /// How many calls are timed together.
    static let batchSize = 1_000

    var batchMedians: [Double]
    var runMeans: [Double]

    /// The median of the runs' median batches, in nanoseconds per event.
    var median: Double { BenchmarkSupport.median(batchMedians) }

    /// Records `events` events into a fresh floor and a fresh subject, `runs` times in
    /// turn, so that both see the same machine.
    static func measure<Floor: EventRecording, Subject: EventRecording>(
        runs: Int,
        events: Int,
        floor makeFloor: () -> Floor,
        subject makeSubject: () throws -> Subject
    ) rethrows -> (floor: RecordingCost, subject: RecordingCost) {
        var floor = RecordingCost(batchMedians: [], runMeans: [])
        var subject = floor
        for _ in 0..<runs {
            floor.addRun(of: makeFloor(), events: events)
            subject.addRun(of: try makeSubject(), events: events)
        }
        return (floor, subject)
    }

    private mutating func addRun(of subject: some EventRecording, events: Int) {
        var batches: [Double] = []
        batches.reserveCapacity(events / Self.batchSize)
        let runStart = monotonicNanoseconds()
        var recorded = 0
        while recorded < events {
            let start = monotonicNanoseconds()
            for index in recorded..<recorded + Self.batchSize { subject.record(index) }
            batches.append(Double(monotonicNanoseconds() - start) / Double(Self.batchSize))
            recorded += Self.batchSize
        }
        precondition(subject.end() > 0, "nothing was recorded")
        runMeans.append(Double(monotonicNanoseconds() - runStart) / Double(recorded))
        batchMedians.append(BenchmarkSupport.median(batches))
    }

    /// Prints the median against `floor`, measured in the same run, with the target ratio.
    func print(as name: String, against floor: RecordingCost, named floorName: String, targetRatio: Double) {
        let ratio = median / floor.median
        Swift.print(String(format: "record, %@: median %.0f ns per event; means per run %@ ns",
                           name, median, runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
        Swift.print(String(format: "  floor (%@): median %.0f ns; means per run %@ ns",
                           floorName, floor.median, floor.runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
        Swift.print(String(format: "  ratio %.2f× the floor (target ≤ %.1f×: %@); %@",
                           ratio, targetRatio, ratio <= targetRatio ? "met" : "NOT met", loadAverageDescription()))
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
        Swift.print(String(format: "two threads x %d events: %@ (%.0f ns per event), events lost: %d, per thread %d and %d, order strict: %@; %@",
                           eventsPerThread, duration(seconds), seconds * 1e9 / Double(2 * eventsPerThread), lost,
                           perRib[first] ?? 0, perRib[second] ?? 0, isStrict ? "yes" : "NO", loadAverageDescription()))
    }
}
