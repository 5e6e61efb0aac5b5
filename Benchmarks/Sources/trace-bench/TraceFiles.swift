import BenchmarkSupport
import Foundation
import RibInspector

/// A generated trace in both forms: the document TraceEncoder writes and the JSON Lines
/// a TraceFileSink streamed while the session ran.
struct TraceFiles {
    var document: URL
    var jsonLines: URL
    var documentSize: Int
    var jsonLinesSize: Int
    var eventCount: Int
    var summary: String
    var seconds: Double

    static func generate(events: Int, in folder: URL, name: String) throws -> TraceFiles {
        let start = monotonicNanoseconds()
        let document = folder.appendingPathComponent("\(name).json")
        let jsonLines = folder.appendingPathComponent("\(name).jsonl")
        let clock = ManualClock()
        let recorder = RibRecorder(
            app: AppInfo(name: "Rides", version: "4.2.0"),
            session: SessionInfo(name: "trace-bench", startedAt: "2026-01-01T00:00:00Z", recorder: "trace-bench"),
            sink: try TraceFileSink(url: jsonLines, bufferSize: 1 << 20),
            clock: .manual(clock)
        )
        var simulator = SessionSimulator(seed: 2026, recorder: recorder, clock: clock)
        simulator.run(events: UInt64(events))
        try recorder.flush()
        let trace = recorder.trace()
        try TraceEncoder().write(trace, to: document)
        let final = try trace.finalSnapshot()
        let depth = final.attachedRibs.map { final.tree.depth(of: $0) }.max() ?? 0
        let summary =
            "\(trace.events.count) events, \(trace.ribs.count) RIBs, \(trace.scopes.count) scopes, "
            + "\(trace.workflows.count) workflows; final tree: \(final.attachedRibs.count) attached RIBs, depth \(depth)"
        return TraceFiles(
            document: document,
            jsonLines: jsonLines,
            documentSize: try fileSize(document),
            jsonLinesSize: try fileSize(jsonLines),
            eventCount: trace.events.count,
            summary: summary,
            seconds: Double(monotonicNanoseconds() - start) / 1e9
        )
    }

    private static func fileSize(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }
}
