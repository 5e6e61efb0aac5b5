import Foundation
import Testing
import RibInspector

@Suite("Trace sinks")
struct TraceSinkTests {
    /// A sink that remembers what it was told, and can fail like a full disk.
    final class CallLog: TraceSink, @unchecked Sendable {
        // @unchecked: the recorder calls it under its lock; the test reads it afterwards.
        struct Failure: Error {}
        var calls: [String] = []
        let fails: Bool
        init(fails: Bool = false) { self.fails = fails }
        func begin(_ header: TraceHeader) { calls.append("begin \(header.app.name)") }
        func declare(_ rib: RibDescriptor) { calls.append("rib \(rib.name)") }
        func declare(_ scope: ScopeDescriptor) { calls.append("scope \(scope.name)") }
        func declare(_ workflow: WorkflowDescriptor) { calls.append("workflow \(workflow.name)") }
        func append(_ event: RibEvent) { calls.append("event \(event.sequence)") }
        func flush() throws {
            calls.append("flush")
            if fails { throw Failure() }
        }
        func finish(at end: UInt64) throws {
            calls.append("finish \(end)")
            if fails { throw Failure() }
        }
    }

    @Test("a recorder streams to a file and another sink at once, every call in order, each sink finished even when one fails")
    func severalSinks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sinks-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let failing = CallLog(fails: true)
        let log = CallLog()
        let clock = ManualClock()
        let recorder = RibRecorder(
            app: AppInfo(name: "Two"),
            retention: .nothing,
            sinks: [failing, try TraceFileSink(url: url), log],
            clock: .manual(clock)
        )
        let scope = recorder.declareScope(named: "Root")
        let root = recorder.declareRib(named: "Root", scope: scope)
        _ = recorder.declareWorkflow(named: "Start")
        recorder.record(.launched(root))
        #expect(throws: CallLog.Failure.self) { try recorder.flush() }
        clock.advance(by: .seconds(1))
        #expect(throws: CallLog.Failure.self) { try recorder.finish() }

        let expected = ["begin Two", "scope Root", "rib Root", "workflow Start", "event 0", "flush", "finish 1000000000"]
        #expect(failing.calls == expected)
        #expect(log.calls == expected)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.last == #"{"record":"end","t":1000000000}"#)
    }

    @Test(
        "a buffer size of any value, the largest included, is clamped to what a buffer may be, and the sink still records",
        arguments: [(Int.max, TraceFileSink.maximumBufferSize), (1 << 40, TraceFileSink.maximumBufferSize), (Int.min, 1), (0, 1), (100, 100)])
    func clampedBufferSize(asked: Int, clamped: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clamped-sink-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let sink = try TraceFileSink(url: url, bufferSize: asked)
        #expect(sink.bufferSize == clamped)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sink: sink)
        recorder.record(.launched(recorder.declareRib(named: "Root")))
        try recorder.finish()
        #expect(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").count == 4)
    }

    @Test("a file sink is safe to share: two recorders on two threads and flushes from a third write only whole lines and lose none")
    func sharedFileSink() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shared-sink-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let sink = try TraceFileSink(url: url, bufferSize: 100)
        let recorders = ["First", "Second"].map { RibRecorder(app: AppInfo(name: $0), retention: .nothing, sink: sink) }
        let ribs = recorders.map { $0.declareRib(named: "Root") }
        let perRecorder = 20_000
        await withTaskGroup(of: Void.self) { group in
            for (recorder, rib) in zip(recorders, ribs) {
                group.addTask { for _ in 0..<perRecorder { recorder.record(.activated(rib)) } }
            }
            group.addTask { for _ in 0..<2_000 { try? sink.flush() } }
        }
        for recorder in recorders { try recorder.finish() }

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2 * (perRecorder + 3))  // a header, a RIB, the events and an end each
        let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == lines.count)
        #expect(records.filter { $0["kind"] as? String == "activate" }.count == 2 * perRecorder)
        #expect(records.filter { $0["record"] as? String == "end" }.count == 2)
    }
}
