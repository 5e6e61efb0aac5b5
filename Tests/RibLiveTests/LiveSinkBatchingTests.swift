import Foundation
import Testing
import RibInspector
import RibLiveSink

/// With its default batch interval of 0, the sink sends records as soon as no request is
/// under way, and the records that arrive while one is gather into the next batch.
@Suite("ribviz live: the sink sends at once and gathers records while a request is under way")
struct LiveSinkBatchingTests {
    @Test("the first record goes without being asked; those recorded while the server holds its answer go together in the next batch, from where the first ended")
    func gathersWhileARequestIsUnderWay() async throws {
        let server = try HeldAnswerServer()
        defer { server.stop() }
        let sink = LiveTraceSink(url: URL(string: "http://127.0.0.1:\(server.port)")!, session: "held")
        #expect(sink.batchIntervalNanoseconds == 0)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sinks: [sink])
        let root = recorder.declareRib(named: "Root")
        try await waitUntil { server.batches.count == 1 }
        let first = try #require(server.batches.first)

        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recordSession(recorder, children: 3)
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.batches.count == 1, "the sink sends one request at a time")
        server.releaseFirstAnswer()
        try await waitUntil { server.batches.count == 2 }
        let second = server.batches[1]
        #expect(second.firstRecord == first.lines)
        try await waitUntil { sink.sentRecordCount == UInt64(first.lines + second.lines) }

        recorder.record(.deactivated(root))
        try await waitUntil { server.batches.count == 3 }
        #expect(server.batches[2] == HeldAnswerServer.Batch(firstRecord: first.lines + second.lines, lines: 1))
        #expect(sink.lastProblem == nil)
    }

    /// Waits up to 10 s for `condition`, checking it every 10 ms.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { throw RawConnectionError("still not so after 10 s") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
