import Foundation
import RibInspector
import RibvizLocking
import RibvizTestSupport
import Testing

@testable import RibOTLP

@Suite("Forwarding sessions as they end")
final class OTLPSessionForwarderTests {
    /// Where the test saves its sessions, removed after the test.
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "ribviz-forwarder")
    }

    /// A receiver whose answers the test scripts, and what the forwarder did.
    final class Script: Sendable {
        /// Answers to give, in order; once they run out, every request is taken.
        let answers: Locked<[OTLPExportError?]>
        let received = Locked<[[UInt8]]>([])
        let pauses = Locked<[TimeInterval]>([])
        let progress = Locked<[OTLPSessionForwarder.Progress]>([])
        private let reported = DispatchSemaphore(value: 0)

        init(answers: [OTLPExportError?] = []) {
            self.answers = Locked(answers)
        }

        func send(_ body: [UInt8]) throws(OTLPExportError) {
            let answer = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            if let answer { throw answer }
            received.withLock { $0.append(body) }
        }

        func report(_ event: OTLPSessionForwarder.Progress) {
            progress.withLock { $0.append(event) }
            switch event {
            case .retrying: break
            default: reported.signal()
            }
        }

        /// Waits for `count` sessions to be done with (sent, refused or unsendable), on a
        /// thread of its own (see ``onOwnThread(_:)``).
        func waitForSessions(_ count: Int) async {
            await onOwnThread { [reported] in
                for _ in 0..<count { reported.wait() }
            }
        }

        /// Forwards the sessions saved at `files`, waits until each is done with, stops the
        /// forwarder, and returns what it reported.
        func forwardAll(_ files: [URL]) async -> [OTLPSessionForwarder.Progress] {
            let forwarder = forwarder()
            for file in files { forwarder.forward(file) }
            await waitForSessions(files.count)
            forwarder.stop()
            return progress.withLock { $0 }
        }

        func forwarder(maximumRequestBytes: Int = 3 << 20) -> OTLPSessionForwarder {
            OTLPSessionForwarder(
                encoder: OTLPTraceEncoder(exporterVersion: "test", maximumRequestBytes: maximumRequestBytes),
                send: { (body) throws(OTLPExportError) in try self.send(body) },
                pause: { delay in self.pauses.withLock { $0.append(delay) } },
                report: { self.report($0) })
        }
    }

    func savedTrace(named name: String, startedAt: String? = "2026-01-01T09:00:00.25Z") throws -> URL {
        let file = folder.appending("\(name).jsonl")
        try TraceEncoder().write(OTLPSessionBuilderTests.trace(startedAt: startedAt), to: file)
        return file
    }

    @Test func anEndedSessionReachesTheReceiverWithItsSpans() async throws {
        let script = Script()
        let file = try savedTrace(named: "checkout")
        let progress = await script.forwardAll([file])
        let expected = try OTLPSessionBuilder.session(of: OTLPSessionBuilderTests.trace(), options: TraceAnalysis.Options())
        #expect(progress == [.sent(file: file, traceID: expected.traceID, spans: expected.spans.count, requests: 1)])
        let received = script.received.withLock { $0 }
        #expect(received.count == 1)
        #expect(received.flatMap(OTLPTraceEncoderTests.spans(in:)).count == expected.spans.count)
    }

    /// No answer twice, then busy: the same request is sent again after 1, 2 and 4 s, and
    /// the session behind it waits its turn.
    @Test func aReceiverThatIsDownIsTriedAgainLaterWithLongerPauses() async throws {
        let down = OTLPExportError.unreachable(endpoint: "http://127.0.0.1:4318/v1/traces", reason: "connection refused")
        let busy = OTLPExportError.refused(endpoint: "http://127.0.0.1:4318/v1/traces", status: 503, message: nil)
        let script = Script(answers: [down, down, busy])
        let first = try savedTrace(named: "first")
        let second = try savedTrace(named: "second")
        let progress = await script.forwardAll([first, second])
        #expect(script.pauses.withLock { $0 } == [1, 2, 4])
        #expect(script.received.withLock { $0.count } == 2)
        let done = progress.compactMap { event -> URL? in
            if case .sent(let file, _, _, _) = event { file } else { nil }
        }
        #expect(done == [first, second])
    }

    @Test func pausesGrowToAMinuteAndStayThere() async throws {
        let down = OTLPExportError.unreachable(endpoint: "http://127.0.0.1:4318/v1/traces", reason: "timed out")
        let script = Script(answers: Array(repeating: down, count: 9))
        _ = await script.forwardAll([try savedTrace(named: "long")])
        #expect(script.pauses.withLock { $0 } == [1, 2, 4, 8, 16, 32, 60, 60, 60])
    }

    /// A refusal for good ends that session's forwarding only: the next session is sent.
    @Test func aRefusedSessionDoesNotHoldUpTheNext() async throws {
        let refused = OTLPExportError.refused(endpoint: "http://127.0.0.1:4318/v1/traces", status: 400, message: "bad span")
        let script = Script(answers: [refused])
        let first = try savedTrace(named: "first")
        let second = try savedTrace(named: "second")
        let progress = await script.forwardAll([first, second])
        #expect(progress.first == .refused(file: first, error: refused, requestsSent: 0))
        guard case .sent(second, _, _, _)? = progress.last else {
            Issue.record("the second session was not sent: \(progress)")
            return
        }
        #expect(script.pauses.withLock { $0 }.isEmpty)
    }

    @Test func aSessionWithoutAStartTimeIsNamedAndSkipped() async throws {
        let script = Script()
        let undated = try savedTrace(named: "undated", startedAt: nil)
        let dated = try savedTrace(named: "dated")
        let progress = await script.forwardAll([undated, dated])
        guard case .unsendable(undated, let reason)? = progress.first else {
            Issue.record("expected the undated session to be skipped first: \(progress)")
            return
        }
        #expect(reason.contains("startedAt"))
        #expect(script.received.withLock { $0.count } == 1)
    }

    @Test func stoppingReturnsTheSessionsNotStarted() async throws {
        // The receiver is down for good: the first session waits, the others stay queued.
        let down = OTLPExportError.unreachable(endpoint: "http://127.0.0.1:4318/v1/traces", reason: "connection refused")
        let script = Script(answers: Array(repeating: down, count: 1_000))
        let blocked = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        let forwarder = OTLPSessionForwarder(
            encoder: OTLPTraceEncoder(exporterVersion: "test"),
            send: { (body) throws(OTLPExportError) in try script.send(body) },
            pause: { _ in
                blocked.signal()
                released.wait()
            },
            report: { script.report($0) })
        let files = try ["a", "b", "c"].map { try savedTrace(named: $0) }
        for file in files { forwarder.forward(file) }
        await onOwnThread { blocked.wait() }
        #expect(forwarder.stop() == Array(files.dropFirst()))
        released.signal()
        #expect(script.received.withLock { $0 }.isEmpty)
    }
}
