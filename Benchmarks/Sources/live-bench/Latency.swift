import BenchmarkSupport
import Foundation
import RibInspector
import RibLiveSink

/// The latency from `record` in the app to the live page's DOM, at a sustained rate with a
/// tree of many live RIBs, and the server's memory over the run.
///
/// The app (this process) builds a tree of `liveRibs` active RIBs, opens the session's page
/// in Chromium, waits until the page shows the tree, then records `rate` events a second
/// for `seconds`: each step replaces one leaf (deactivated, detached, a new RIB built,
/// attached, activated), so the tree keeps its size. Every record's wall-clock time is
/// kept; a record's latency is the time from it to the first change of the page that
/// counts it (`data-records` above its index).
struct Latency {
    var liveRibs: Int
    var rate: Int
    var seconds: Int
    /// Where to write the page's profile of the run (`--page-profile`), if anywhere.
    var pageProfile: URL? = nil
    /// Where to write a trace of the browser's rendering of the page (`--page-trace`), if anywhere.
    var pageTrace: URL? = nil

    func run(server: ServerProcess) throws {
        let sink = LiveTraceSink(url: server.url, session: "latency")
        let recorder = RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sinks: [sink])
        var clock = RecordClock()  // the header is record 0
        var leaves = buildTree(recorder, clock: &clock)
        guard sink.waitUntilSent(timeout: .seconds(60)) else {
            throw BenchmarkError("the server did not take the first \(clock.count) records: \(sink.lastProblem ?? "no answer")")
        }
        let page = try PageWatcher(page: server.url.appendingPathComponent("sessions/latency"), profile: pageProfile, trace: pageTrace)
        try waitUntil(page, shows: clock.count, within: 120)

        let firstMeasured = clock.count
        let acknowledgements = AcknowledgementWatcher(sink)
        var memory = ServerMemoryTimeline(rate: rate)
        let events = rate * seconds
        let start = monotonicNanoseconds()
        var nextSample = start
        var replaced = 0
        var recorded = 0
        while recorded < events {
            let due = start + UInt64(recorded) * 1_000_000_000 / UInt64(rate)
            let now = monotonicNanoseconds()
            if now < due { usleep(useconds_t((due - now) / 1_000)) }
            if now >= nextSample {
                memory.sample(server, at: Double(now - start) / 1e9)
                nextSample += 1_000_000_000
            }
            recorded += replaceLeaf(&leaves, step: replaced, recorder: recorder, clock: &clock, budget: events - recorded)
            replaced += 1
        }
        let sustained = Double(monotonicNanoseconds() - start) / 1e9
        memory.finish(server, at: sustained)
        let caughtUp = (try? waitUntil(page, shows: clock.count, within: 120)) != nil
        if let failure = page.failure { throw BenchmarkError("the page's driver: \(failure)") }
        guard sink.waitUntilSent(timeout: .seconds(60)), sink.sentRecordCount == UInt64(clock.count) else {
            throw BenchmarkError("the server holds \(sink.sentRecordCount) records, the app made \(clock.count): the record clock is off")
        }

        let acknowledged = acknowledgements.stop()
        let latencies = clock.latencies(from: firstMeasured, shownAt: page.observed)
        print(
            String(
                format: "%d events in %.1f s (%.0f a second) with %d live RIBs; %d records measured, %d page updates, %d page reloads",
                recorded, sustained, Double(recorded) / sustained, liveRibs, clock.count - firstMeasured, page.observed.count, page.reloadCount))
        print(
            String(
                format: "latency from record to the page's DOM: p50 %.0f ms, p99 %.0f ms (target ≤ 50 ms: %@), max %.0f ms",
                latencies.percentile(0.5),
                latencies.percentile(0.99), latencies.percentile(0.99) <= 50 ? "met" : "NOT met",
                latencies.percentile(1)))
        if latencies.unshown > 0 || !caughtUp {
            print("  \(latencies.unshown) records were not on the page 120 s after the run ended")
        }
        StageBreakdown(
            recordTimes: clock.times[firstMeasured...], acknowledgements: acknowledged, answers: page.answers, applied: page.observed,
            longTasks: page.longTasks, timelineDrawings: page.timelineDrawings, mainThread: page.mainThread, seconds: sustained
        ).print()
        memory.print(highWaterMark: server.peakKilobytes)
        print("events the sink dropped: \(sink.droppedEventCount)")
    }

    /// A root, `liveRibs / 25` features under it, and leaves under them up to `liveRibs`
    /// RIBs, all attached and active; returns the leaves with their parents.
    func buildTree(_ recorder: RibRecorder, clock: inout RecordClock) -> [(leaf: RibID, parent: RibID)] {
        let root = clock.declare { recorder.declareRib(named: "Root", routerType: "RootRouter") }
        clock.record(.launched(root), into: recorder)
        clock.record(.activated(root), into: recorder)
        let featureCount = max(1, liveRibs / 25)
        var features: [RibID] = []
        for index in 0..<featureCount {
            let feature = clock.declare { recorder.declareRib(named: "Feature\(index)", routerType: "FeatureRouter") }
            attach(feature, to: root, recorder: recorder, clock: &clock)
            features.append(feature)
        }
        var leaves: [(leaf: RibID, parent: RibID)] = []
        for index in 0..<max(0, liveRibs - 1 - featureCount) {
            let parent = features[index % featureCount]
            let leaf = clock.declare { recorder.declareRib(named: "Leaf\(index)", routerType: "LeafRouter") }
            attach(leaf, to: parent, recorder: recorder, clock: &clock)
            leaves.append((leaf, parent))
        }
        return leaves
    }

    /// Replaces one leaf by a new RIB of the same name, as an app does when a screen is
    /// dismissed and shown again: the old one deactivated, detached and deallocated, the new
    /// one built, attached and activated. Up to six events, fewer when `budget` is smaller.
    /// Returns how many events it recorded.
    func replaceLeaf(_ leaves: inout [(leaf: RibID, parent: RibID)], step: Int, recorder: RibRecorder, clock: inout RecordClock, budget: Int) -> Int {
        let slot = step % leaves.count
        let (old, parent) = leaves[slot]
        let kinds: [RibEvent.Kind] = [.deactivated(old), .detached(old, parent: parent), .deallocated(old)]
        for kind in kinds.prefix(budget) { clock.record(kind, into: recorder) }
        guard budget > kinds.count else { return budget }
        let new = clock.declare { recorder.declareRib(named: "Leaf\(slot)", routerType: "LeafRouter") }
        let added: [RibEvent.Kind] = [.built(new), .attached(new, parent: parent), .activated(new)]
        for kind in added.prefix(budget - kinds.count) { clock.record(kind, into: recorder) }
        leaves[slot] = (new, parent)
        return min(budget, kinds.count + added.count)
    }

    private func attach(_ rib: RibID, to parent: RibID, recorder: RibRecorder, clock: inout RecordClock) {
        clock.record(.built(rib), into: recorder)
        clock.record(.attached(rib, parent: parent), into: recorder)
        clock.record(.activated(rib), into: recorder)
    }

    private func waitUntil(_ page: PageWatcher, shows records: Int, within seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while page.recordsShown < records {
            if let failure = page.failure { throw BenchmarkError("the page's driver: \(failure)") }
            guard Date() < deadline else {
                throw BenchmarkError("the page shows \(page.recordsShown) of \(records) records after \(Int(seconds)) s")
            }
            usleep(20_000)
        }
    }
}

/// The wall-clock time of every record the app made, by its index in the session (the
/// header is record 0, then every declaration and event in order).
struct RecordClock {
    /// Each record's wall-clock time (ms since 1970), by its index.
    private(set) var times: [Double] = [wallMilliseconds()]

    var count: Int { times.count }

    mutating func declare(_ declaration: () -> RibID) -> RibID {
        let rib = declaration()
        times.append(wallMilliseconds())
        return rib
    }

    mutating func record(_ kind: RibEvent.Kind, into recorder: RibRecorder) {
        recorder.record(kind)
        times.append(wallMilliseconds())
    }

    /// The latency of each record from `first` on: from its time to the first sample of
    /// the page that counts it.
    func latencies(from first: Int, shownAt samples: [PageWatcher.Sample]) -> Latencies {
        var result = Latencies()
        var sample = samples.startIndex
        for index in first..<times.count {
            while sample < samples.endIndex, samples[sample].records <= index { sample += 1 }
            guard sample < samples.endIndex else {
                result.unshown += 1
                continue
            }
            result.milliseconds.append(samples[sample].wallMilliseconds - times[index])
        }
        return result
    }
}

/// Latencies in milliseconds, and how many records never showed.
struct Latencies {
    var milliseconds: [Double] = []
    var unshown = 0

    /// The nearest-rank percentile (`fraction` 0.5 is the median, 1 the maximum).
    func percentile(_ fraction: Double) -> Double {
        let sorted = milliseconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}

/// This machine's wall clock in milliseconds since 1970, as JavaScript's `Date.now()`.
func wallMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) * 1_000 + Double(spec.tv_nsec) / 1e6
}
