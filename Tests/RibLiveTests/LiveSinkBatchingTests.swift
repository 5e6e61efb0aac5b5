import Foundation
import Testing
import RibInspector
import RibLiveSink

/// With its default batch interval of 0, the sink sends records as soon as no request is
/// under way, and the records that arrive while one is gather into the next batch.
@Suite("ribviz live: the sink sends at once and gathers records while a request is under way")
struct LiveSinkBatchingTests {
    /// Synchronous: once the server holds the first batch's answer, the test records and
    /// releases it at once. An async test would first wait for one of Swift concurrency's
    /// threads to go on, which busy suites can hold for longer than the sink's request
    /// waits for its answer.
    @Test("the first record goes without being asked; those recorded while the server holds its answer go together in the next batch, from where the first ended")
    func gathersWhileARequestIsUnderWay() throws {
        let server = try HeldAnswerServer()
        defer { server.stop() }
        let sink = LiveTraceSink(url: URL(string: "http://127.0.0.1:\(server.port)")!, session: "held")
        #expect(sink.batchIntervalNanoseconds == 0)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sinks: [sink])
        let root = recorder.declareRib(named: "Root")
        let first = try #require(try server.waitForBatches(1).first)

        // The server holds its answer to the first batch: these are recorded while the
        // sink's request is under way, and go together once it is answered.
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recordSession(recorder, children: 3)
        server.releaseFirstAnswer()
        let second = try server.waitForBatches(2)[1]
        #expect(second.firstRecord == first.lines)
        #expect(sink.waitUntilSent(timeoutNanoseconds: 30_000_000_000))
        #expect(sink.sentRecordCount == UInt64(first.lines + second.lines), "the second batch carries every record kept while the first was under way")
        #expect(server.batches.count == 2, "the sink sends one request at a time")

        recorder.record(.deactivated(root))
        let third = try server.waitForBatches(3)[2]
        #expect(third == HeldAnswerServer.Batch(firstRecord: first.lines + second.lines, lines: 1))
        #expect(sink.lastProblem == nil)
    }
}
