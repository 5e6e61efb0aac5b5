import Foundation
import BenchmarkSupport
import RibInspector

/// Something that records the `index`th event of a run: a `RibRecorder`, or a floor.
public protocol EventRecording: AnyObject {
    /// Records event number `index`; the events cycle through ``BenchEvents``.
    func record(_ index: Int)
    /// Writes out what is buffered; returns how many events or bytes were kept, so that
    /// nothing recorded can be optimised away.
    func end() -> Int
}

/// A `RibRecorder` with RIB 2 declared under RIB 1, recording the four ``BenchEvents``.
public final class RecorderSubject: EventRecording {
    public let recorder: RibRecorder
    private let kinds: [RibEvent.Kind]

    public init(_ recorder: RibRecorder) {
        self.recorder = recorder
        let parent = recorder.declareRib(named: "Root", routerType: "RootRouter")
        let child = recorder.declareRib(named: "LoggedIn", routerType: "LoggedInRouter")
        kinds = [.attached(child, parent: parent), .activated(child), .deactivated(child), .detached(child, parent: parent)]
    }

    public func record(_ index: Int) {
        recorder.record(kinds[index & 3])
    }

    public func end() -> Int {
        try? recorder.flush()
        return Int(recorder.eventCount)
    }
}

/// The time one `record` call takes, from batches of calls timed together (a clock read
/// per call would cost as much as the call).
public struct RecordingCost: Sendable {
    /// How many calls are timed together.
    public static let batchSize = 1_000

    /// Each run's median batch, in nanoseconds per call.
    public var batchMedians: [Double]
    /// Each run's mean, in nanoseconds per call: the occasional slow call included.
    public var runMeans: [Double]

    /// The median of the runs' median batches, in nanoseconds per event.
    public var median: Double { BenchmarkSupport.median(batchMedians) }

    /// Records `events` events into a fresh floor and a fresh subject, `runs` times in
    /// turn, so that both see the same machine.
    public static func measure<Floor: EventRecording, Subject: EventRecording>(
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
    public func print(as name: String, against floor: RecordingCost, named floorName: String, targetRatio: Double) {
        let ratio = median / floor.median
        Swift.print(
            String(
                format: "record, %@: median %.0f ns per event; means per run %@ ns",
                name, median, runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
        Swift.print(
            String(
                format: "  floor (%@): median %.0f ns; means per run %@ ns",
                floorName, floor.median, floor.runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
        Swift.print(
            String(
                format: "  ratio %.2f× the floor (target ≤ %.1f×: %@); %@",
                ratio, targetRatio, ratio <= targetRatio ? "met" : "NOT met", loadAverageDescription()))
    }

    /// Records `events` events into a fresh recorder `runs` times, with no floor beside it.
    public static func measure(runs: Int, events: Int, makeRecorder: () throws -> RibRecorder) rethrows -> RecordingCost {
        var cost = RecordingCost(batchMedians: [], runMeans: [])
        for _ in 0..<runs {
            cost.addRun(of: RecorderSubject(try makeRecorder()), events: events)
        }
        return cost
    }

    /// Prints the result as one line, against `target` nanoseconds.
    public func print(as name: String, target: Double) {
        let result = median
        Swift.print(
            String(
                format: "record, %@: median %.0f ns per event (target ≤ %.0f ns: %@); mean per run %@ ns",
                name, result, target, result <= target ? "met" : "NOT met",
                runMeans.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
    }
}
