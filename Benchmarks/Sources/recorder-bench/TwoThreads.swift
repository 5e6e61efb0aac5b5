import BenchmarkSupport
import Foundation
import RibInspector

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
        Swift.print(
            String(
                format: "two threads x %d events: %@ (%.0f ns per event), events lost: %d, per thread %d and %d, order strict: %@",
                eventsPerThread, duration(seconds), seconds * 1e9 / Double(2 * eventsPerThread), lost,
                perRib[first] ?? 0, perRib[second] ?? 0, isStrict ? "yes" : "NO"))
    }
}
