import Foundation
import Testing
@testable import RibInspector

@Suite("Recorder")
struct RecorderTests {
    @Test("events get strictly increasing sequence numbers and never-decreasing times")
    func ordering() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"))
        let root = recorder.declareRib(named: "Root")
        let child = recorder.declareRib(named: "Child")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recorder.record(.attached(child, parent: root))
        recorder.record(.activated(child))
        let events = recorder.trace().events
        #expect(events.map(\.sequence) == [0, 1, 2, 3])
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(events.map(\.kind) == [.launched(root), .activated(root), .attached(child, parent: root), .activated(child)])
    }

    @Test("a ring buffer keeps the most recent events in order, after the state the others left")
    func ringBuffer() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), retention: .mostRecent(3))
        let rib = recorder.declareRib(named: "Root")
        for _ in 0..<5 { recorder.record(.activated(rib)) }
        let trace = recorder.trace()
        #expect(trace.events.map(\.sequence) == [0, 1, 2, 3, 4])
        #expect(trace.openingEventCount == 2)
        #expect(trace.events.prefix(2).map(\.kind) == [.built(rib), .activated(rib)])
        #expect(trace.header.version == TraceHeader.openingVersion)
        #expect(recorder.eventCount == 5)
    }

    @Test(
        "events across several of the store's chunks come back in order, all of them or the most recent ones",
        arguments: [
            (RibRecorder.Retention.everything, 2 * EventStore.chunkSize + 3, 0),
            (.mostRecent(EventStore.chunkSize + 10), 3 * EventStore.chunkSize + 7, 2 * EventStore.chunkSize - 3),
            (.mostRecent(2 * EventStore.chunkSize), 2 * EventStore.chunkSize, 0),
            (.nothing, EventStore.chunkSize + 1, EventStore.chunkSize + 1),
        ])
    func chunks(retention: RibRecorder.Retention, recorded: Int, firstKept: Int) {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), retention: retention)
        let scope = recorder.declareScope(named: "Root")
        let rib = recorder.declareRib(named: "Root")
        for index in 0..<recorded {
            recorder.record(index.isMultiple(of: 2) ? .activated(rib) : .sharedObjectCreated("object \(index)", scope: scope))
        }
        let trace = recorder.trace()
        let events = trace.events.dropFirst(trace.openingEventCount)
        #expect(events.map(\.sequence) == (UInt64(firstKept)..<UInt64(recorded)).map { $0 })
        #expect(
            events.allSatisfy { event in
                event.kind == (event.sequence.isMultiple(of: 2) ? .activated(rib) : .sharedObjectCreated("object \(event.sequence)", scope: scope))
            })
    }

    @Test("the document form puts one declaration or event per line")
    func documentForm() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Tic\"Tac"), session: SessionInfo(name: "s", startedAt: "2026-01-01T00:00:00Z", recorder: "test"))
        let scope = recorder.declareScope(named: "Root", componentType: "RootComponent")
        let root = recorder.declareRib(named: "Root", routerType: "RootRouter", isViewful: true, scope: scope)
        recorder.record(.launched(root))
        recorder.record(.sharedObjectCreated("score\nStream", scope: scope))
        var trace = recorder.trace()
        trace.events = trace.events.map { RibEvent(sequence: $0.sequence, time: 0, kind: $0.kind) }
        trace.end = 7
        let text = String(decoding: TraceEncoder().encode(trace), as: UTF8.self)
        #expect(
            text == """
                {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Tic\\"Tac"},"session":{"name":"s","startedAt":"2026-01-01T00:00:00Z","recorder":"test"},
                "ribs":[
                {"id":1,"name":"Root","router":"RootRouter","viewful":true,"scope":1}
                ],
                "scopes":[
                {"id":1,"name":"Root","component":"RootComponent","shared":["score\\nStream"]}
                ],
                "workflows":[],
                "events":[
                {"seq":0,"t":0,"kind":"launch","rib":1},
                {"seq":1,"t":0,"kind":"share","scope":1,"name":"score\\nStream"}
                ],
                "end":7}

                """)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["events"] as? [Any])?.count == 2)
    }

    @Test("the file sink streams JSON Lines that a crash leaves readable up to its buffer")
    func fileSink() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sink-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let sink = try TraceFileSink(url: url, bufferSize: 64)
        let recorder = RibRecorder(app: AppInfo(name: "Test"), retention: .nothing, sink: sink)
        let root = recorder.declareRib(named: "Root")
        for _ in 0..<10 { recorder.record(.activated(root)) }
        // Without a flush, everything but the last < 64 bytes is already on disk.
        let beforeFlush = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(beforeFlush.first?.hasPrefix("{\"record\":\"header\"") == true)
        #expect(beforeFlush.count >= 10)
        try recorder.flush()
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[1] == "{\"record\":\"rib\",\"id\":1,\"name\":\"Root\"}")
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
        #expect(recorder.trace().events.isEmpty)
    }

    @Test("finish() ends the recording: the end record closes the file, and nothing is recorded afterwards")
    func finish() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sink-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Test"), sink: try TraceFileSink(url: url), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        clock.advance(by: .seconds(3))
        try recorder.flush()
        #expect(try String(contentsOf: url, encoding: .utf8).contains("\"end\"") == false)

        try recorder.finish()
        clock.advance(by: .seconds(4))
        recorder.record(.activated(root))
        let late = recorder.declareRib(named: "Late")
        try recorder.finish()
        try recorder.flush()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.last == #"{"record":"end","t":3000000000}"#)
        #expect(lines.count == 4)
        let trace = recorder.trace()
        #expect(trace.end == 3_000_000_000)
        #expect(trace.events.map(\.kind) == [.launched(root)])
        #expect(trace.rib(late) == nil)
        #expect(late != root)
    }

    @Test("two threads recording a million events each lose none and keep a strict order")
    func concurrentRecording() async {
        let recorder = RibRecorder(app: AppInfo(name: "Test"))
        let first = recorder.declareRib(named: "First")
        let second = recorder.declareRib(named: "Second")
        let perThread = 1_000_000
        await withTaskGroup(of: Void.self) { group in
            for rib in [first, second] {
                group.addTask {
                    for _ in 0..<perThread { recorder.record(.activated(rib)) }
                }
            }
        }
        let events = recorder.trace().events
        #expect(events.count == 2 * perThread)
        var previous: RibEvent?
        var counts: [RibID: Int] = [:]
        var ordered = true
        for (index, event) in events.enumerated() {
            if event.sequence != UInt64(index) { ordered = false }
            if let previous, previous.time > event.time { ordered = false }
            counts[event.kind.rib!, default: 0] += 1
            previous = event
        }
        #expect(ordered)
        #expect(counts == [first: perThread, second: perThread])
    }
}

@Suite("Manual clock")
struct ManualClockTests {
    @Test("a manual clock makes timestamps reproducible")
    func manualClock() {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let rib = recorder.declareRib(named: "Root")
        recorder.record(.launched(rib))
        clock.advance(by: .milliseconds(1200))
        recorder.record(.activated(rib))
        clock.advance(by: .seconds(-5))
        recorder.record(.loaded(rib))
        #expect(recorder.trace().events.map(\.time) == [0, 1_200_000_000, 1_200_000_000])
    }

    @Test("a trace ends when it is taken: the clock's reading then, even after the last event")
    func traceEndsWhenTaken() throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))  // the recorder's session starts at this reading
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        #expect(recorder.trace().end == 0)
        let root = recorder.declareRib(named: "Root")
        let child = recorder.declareRib(named: "Child")
        recorder.record(.launched(root))
        recorder.record(.attached(child, parent: root))
        clock.advance(by: .milliseconds(500))
        recorder.record(.detached(child, parent: root))
        #expect(recorder.trace().end == 500_000_000)
        clock.advance(by: .seconds(2))
        let trace = recorder.trace()
        #expect(trace.end == 2_500_000_000)
        #expect(trace.events.last?.time == 500_000_000)
        #expect(try trace.leaks(after: .seconds(1)).map(\.name) == ["Child"])
    }

    @Test("the system clock's end comes at or after the last event")
    func monotonicEnd() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Test"))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        let trace = recorder.trace()
        let end = try #require(trace.end)
        #expect(end >= trace.events[0].time)
        #expect(recorder.trace().end ?? 0 >= end)
    }
}

@Suite("Trace summary")
struct TraceSummaryTests {
    @Test("a trace describes itself in one line, and a manual clock leaves the start time unset")
    func summary() {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        clock.advance(by: .milliseconds(1500))
        recorder.record(.activated(root))
        let trace = recorder.trace()
        #expect(trace.description == "trace of TicTacToe: 1 RIBs, 0 scopes, 2 events over 1.5 s")
        #expect(trace.header.session.startedAt == nil)
        #expect(RibRecorder(app: AppInfo(name: "Live")).trace().header.session.startedAt != nil)
    }
}
