import Foundation

/// Where each record's latency goes, from `record` to the page's DOM, in stages that add up
/// to its latency: the sink (its buffer and the POST's round trip, until the sink sees the
/// acknowledgement), the time before the page's next request for updates, the server's
/// answer (until its first byte arrives), the answer's transfer, the page's main thread
/// until the update's JSON is parsed, and applying it to the DOM. Each record is counted in
/// the answer that brought it; a stage's boundaries never go backwards (the server wakes a
/// page's request before the sink reads its own answer, so a record may be on its way to
/// the page before the sink sees it acknowledged).
struct StageBreakdown {
    var recordTimes: ArraySlice<Double>
    var acknowledgements: [AcknowledgementWatcher.Change]
    var answers: [PageWatcher.Answer]
    var applied: [PageWatcher.Sample]
    var longTasks: [PageWatcher.Span]
    var timelineDrawings: [PageWatcher.Span]
    /// The main thread's totals, from before the run to its end.
    var mainThread: [PageWatcher.MainThread]
    var seconds: Double

    static let stageNames = [
        "in the sink until acknowledged (its buffer, the POST)",
        "the page's next request for updates not yet asked",
        "the server's answer, until its first byte",
        "the answer's transfer, first to last byte",
        "the page's main thread until the JSON is parsed",
        "applying the update to the DOM",
    ]

    func print() {
        var stages = Array(repeating: [Double](), count: Self.stageNames.count)
        var acknowledgement = acknowledgements.startIndex, answer = answers.startIndex, sample = applied.startIndex
        for (index, recorded) in zip(recordTimes.indices, recordTimes) {
            while acknowledgement < acknowledgements.endIndex, acknowledgements[acknowledgement].records <= index { acknowledgement += 1 }
            while answer < answers.endIndex, answers[answer].records <= index { answer += 1 }
            while sample < applied.endIndex, applied[sample].records <= index { sample += 1 }
            guard acknowledgement < acknowledgements.endIndex, answer < answers.endIndex, sample < applied.endIndex else { continue }
            let brought = answers[answer]
            var boundaries = [recorded, min(acknowledgements[acknowledgement].wallMilliseconds, brought.firstByte)]
            for next in [brought.asked, brought.firstByte, brought.lastByte, brought.parsed, applied[sample].wallMilliseconds] {
                boundaries.append(max(boundaries.last!, next))
            }
            for stage in stages.indices { stages[stage].append(boundaries[stage + 1] - boundaries[stage]) }
        }
        Swift.print("where a record's time goes (\(stages[0].count) records; median, p99, mean):")
        for (name, values) in zip(Self.stageNames, stages) {
            let padded = name.padding(toLength: 56, withPad: " ", startingAt: 0)
            Swift.print("  " + padded + String(format: " %7.1f ms %7.1f ms %7.1f ms", Self.percentile(0.5, values), Self.percentile(0.99, values), Self.mean(values)))
        }
        let updates = answers.filter { $0.serverUpdate >= 0 }
        Swift.print(
            String(
                format: "page answers: %d (%.1f a second); body median %.1f KB, p99 %.1f KB; the server computed an update in %.2f ms median, %.2f ms p99",
                answers.count, Double(answers.count) / seconds,
                Self.percentile(0.5, answers.map { Double($0.bytes) / 1024 }), Self.percentile(0.99, answers.map { Double($0.bytes) / 1024 }),
                Self.percentile(0.5, updates.map(\.serverUpdate)), Self.percentile(0.99, updates.map(\.serverUpdate))))
        // Each change of the sink's acknowledged count is one batch the server took (read
        // every half millisecond, so two batches acknowledged within one read count once).
        Swift.print(
            String(
                format: "the app's batches acknowledged: %d (%.1f a second, %.1f records each); with the page's answers, %.1f requests a second",
                acknowledgements.count, Double(acknowledgements.count) / seconds,
                Double((acknowledgements.last?.records ?? recordTimes.startIndex) - recordTimes.startIndex) / Double(max(1, acknowledgements.count)),
                Double(acknowledgements.count + answers.count) / seconds))
        let blocked = longTasks.map(\.duration)
        Swift.print(
            String(
                format: "timeline drawings: %d, median %.1f ms, p99 %.1f ms, max %.1f ms; long tasks (over 50 ms): %d, median %.0f ms, p99 %.0f ms, max %.0f ms, %.0f ms a second",
                timelineDrawings.count, Self.percentile(0.5, timelineDrawings.map(\.duration)), Self.percentile(0.99, timelineDrawings.map(\.duration)),
                Self.percentile(1, timelineDrawings.map(\.duration)), blocked.count, Self.percentile(0.5, blocked), Self.percentile(0.99, blocked),
                Self.percentile(1, blocked), blocked.reduce(0, +) / seconds))
        printMainThread()
    }

    /// The page's main thread over the run: its tasks' time a second, and what it went to.
    private func printMainThread() {
        guard let first = mainThread.first(where: { $0.wallMilliseconds >= recordTimes.first ?? 0 }), let last = mainThread.last,
            last.wallMilliseconds > first.wallMilliseconds
        else { return }
        let elapsed = (last.wallMilliseconds - first.wallMilliseconds) / 1000
        let perSecond = { (value: (PageWatcher.MainThread) -> Double) in (value(last) - value(first)) / elapsed * 1000 }
        let tasks = perSecond(\.tasks), script = perSecond(\.script), style = perSecond(\.style), layout = perSecond(\.layout)
        Swift.print(
            String(
                format:
                    "the page's main thread (Chromium's Performance.getMetrics, processor time, %.0f s): tasks %.0f ms a second: script %.0f, style %.0f, layout %.0f, the rest (painting, parsing, ...) %.0f",
                elapsed, tasks, script, style, layout, tasks - script - style - layout))
    }

    private static func percentile(_ fraction: Double, _ values: [Double]) -> Double {
        Latencies(milliseconds: values).percentile(fraction)
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
    }
}
