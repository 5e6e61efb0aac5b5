import BenchmarkSupport
import Foundation
import RecorderBenchmarkSupport
import RibInspector
import RibLiveSink

/// What one `record` call costs the app with a `LiveTraceSink`, against the in-memory
/// recorder and the file sink measured in the same run, as recorder-bench measures them.
enum SinkCost {
    /// Times `runs` runs of `events` events each way; the live sink with `server`
    /// listening, then with nothing listening.
    static func run(runs: Int, events: Int, server: ServerProcess) throws {
        let inMemory = RecordingCost.measure(runs: runs, events: events) {
            RibRecorder(app: AppInfo(name: "Bench"), retention: .everything)
        }
        inMemory.print(as: "in memory (retention .everything), the peer", target: 100)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let toFile = try RecordingCost.measure(runs: runs, events: events) {
            RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sink: try TraceFileSink(url: file))
        }
        toFile.print(as: "streamed to a file (TraceFileSink, retention .nothing), the peer", target: 300)

        let listening = measureLiveSink(runs: runs, events: events, url: server.url)
        listening.cost.print(as: "LiveTraceSink, server listening (retention .nothing)", target: 300)
        print("  " + listening.delivery)
        // Nothing listens on the discard port: every batch fails and the sink keeps retrying.
        let absent = measureLiveSink(runs: runs, events: events, url: URL(string: "http://127.0.0.1:9")!, waitForDelivery: false)
        absent.cost.print(as: "LiveTraceSink, no server (retention .nothing)", target: 300)
        print("  " + absent.delivery)
        print(
            String(
                format: "LiveTraceSink against its peers of this run: listening %.2f× in memory, %.2f× the file sink; no server %.2f× in memory, %.2f× the file sink",
                listening.cost.median / inMemory.median, listening.cost.median / toFile.median,
                absent.cost.median / inMemory.median, absent.cost.median / toFile.median))
    }

    /// Each run records into a fresh sink (a session of its own); before the next run
    /// starts, and untimed, the previous sink's records reach the server.
    private static func measureLiveSink(runs: Int, events: Int, url: URL, waitForDelivery: Bool = true) -> (cost: RecordingCost, delivery: String) {
        var sinks: [LiveTraceSink] = []
        var deliveryTimes: [Double] = []
        func deliver(_ sink: LiveTraceSink) {
            guard waitForDelivery else { return }
            deliveryTimes.append(secondsToRun { _ = sink.waitUntilSent(timeout: .seconds(300)) })
        }
        let cost = RecordingCost.measure(runs: runs, events: events) {
            if let previous = sinks.last { deliver(previous) }
            let sink = LiveTraceSink(url: url, session: "cost-\(sinks.count)-\(UUID().uuidString.prefix(8))")
            sinks.append(sink)
            return RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sinks: [sink])
        }
        if let last = sinks.last { deliver(last) }
        let dropped = sinks.map(\.droppedEventCount).reduce(0, +)
        let sent = sinks.map(\.sentRecordCount).reduce(0, +)
        let delivery =
            waitForDelivery
            ? String(
                format: "the server took %llu records of %d runs; events dropped: %llu; after a run, the rest reached the server in %@ (median)",
                sent, runs, dropped, duration(median(deliveryTimes)))
            : "events dropped: \(dropped) (the buffer keeps \(LiveTraceSink.defaultCapacity) records); sent: \(sent)"
        return (cost, delivery)
    }
}
