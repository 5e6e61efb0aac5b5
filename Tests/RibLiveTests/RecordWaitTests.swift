import Foundation
import Testing
import RibInspector
import RibLiveSink
import RibvizTestSupport
@testable import RibLiveServer

/// A page's request for updates waits in the store until a batch brings records: it wakes
/// on the batch itself, however long its wait may last.
@Suite("ribviz live: waiting for records")
final class RecordWaitTests {
    /// Where the test's store saves its sessions, removed after the test.
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "wait")
    }

    /// The JSON Lines records of a small session, one line each, with their line breaks.
    private static func sessionLines() throws -> [[UInt8]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wait-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [try TraceFileSink(url: file)])
        recordSession(recorder, children: 2)
        try recorder.finish()
        let bytes = try Array(Data(contentsOf: file))
        return bytes.split(separator: UInt8(ascii: "\n")).map { Array($0) + [UInt8(ascii: "\n")] }
    }

    private func store() -> LiveSessionStore {
        LiveSessionStore(folder: folder.url)
    }

    @Test("a request waiting an hour for records after the 3 the session holds is answered by the next batch")
    func batchWakesWaiter() async throws {
        let lines = try Self.sessionLines()
        let store = store()
        let name = try #require(LiveSessionName("app"))
        _ = try await store.receive(Array(lines[0..<3].joined()), firstRecord: 0, for: name)
        let waiting = Task { try await store.recordCount(of: name, after: 3, waitingAtMostNanoseconds: 3_600_000_000_000) }
        // The waiter must be waiting before the batch arrives; a later waiter returns at once.
        await store.waitUntilWaiting(for: name)
        let (_, held) = try await store.receive(Array(lines[3...].joined()), firstRecord: 3, for: name)
        #expect(try await waiting.value == held)
        #expect(held == UInt64(lines.count))
    }

    @Test("an update's answer says how long its request waited for records and how long computing it took (Server-Timing)")
    func answerTiming() async throws {
        let lines = try Self.sessionLines()
        let store = store()
        let name = try #require(LiveSessionName("app"))
        _ = try await store.receive(Array(lines.joined()), firstRecord: 0, for: name)
        let waited = try await store.update(of: name, after: UInt64(lines.count), direction: .topToBottom, waitingAtMostNanoseconds: 300_000_000)
        #expect(waited.waitedNanoseconds >= 300_000_000)
        #expect(String(decoding: waited.body, as: UTF8.self).contains(#""records":\#(lines.count)"#))
        let timing = waited.serverTiming.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(timing.count == 2)
        #expect(timing.last?.hasPrefix("update;dur=") == true)
        let waitedMilliseconds = try #require(timing.first.flatMap { $0.hasPrefix("wait;dur=") ? Double($0.dropFirst("wait;dur=".count)) : nil })
        #expect(abs(waitedMilliseconds - Double(waited.waitedNanoseconds) / 1e6) < 0.01)

        let computed = try await store.update(of: name, after: 2, direction: .topToBottom, waitingAtMostNanoseconds: 3_600_000_000_000)
        #expect(computed.waitedNanoseconds < 3_600_000_000_000)
        #expect(computed.computedNanoseconds > 0)
        #expect(String(decoding: computed.body, as: UTF8.self).contains(#""events""#))
    }

    @Test("an update's answer says how many records it brings in its Ribviz-Update-Records header, ahead of the body; an answer with nothing new does not")
    func answerBringsRecordsHeader() async throws {
        let live = try await LiveTestServer.start(updatesWaitNanoseconds: 200_000_000)
        defer { live.stopAndRemoveFolder() }
        let updates = try #require(await live.sendSession("brings", children: 2))

        let update = try await request(updates.appending(queryItems: [URLQueryItem(name: "after", value: "1")]))
        let body = try #require(try JSONSerialization.jsonObject(with: Data(update.text.utf8)) as? [String: Any])
        #expect(body["events"] != nil)
        let brought = try #require((body["records"] as? NSNumber)?.intValue)
        #expect(brought > 1)
        #expect(update.header("Ribviz-Update-Records") == String(brought))

        let nothingNew = try await request(updates.appending(queryItems: [URLQueryItem(name: "after", value: "\(brought)")]))
        #expect(nothingNew.text == #"{"records":\#(brought)}"#)
        #expect(nothingNew.header("Ribviz-Update-Records") == nil)
    }

    @Test("a session that holds more than the page shows answers at once; one that holds no more answers after the wait")
    func answersWithoutBatch() async throws {
        let lines = try Self.sessionLines()
        let store = store()
        let name = try #require(LiveSessionName("app"))
        _ = try await store.receive(Array(lines.joined()), firstRecord: 0, for: name)
        #expect(try await store.recordCount(of: name, after: 2, waitingAtMostNanoseconds: 3_600_000_000_000) == UInt64(lines.count))
        #expect(try await store.recordCount(of: name, after: UInt64(lines.count), waitingAtMostNanoseconds: 50_000_000) == UInt64(lines.count))
        let other = try #require(LiveSessionName("other"))
        #expect(try await store.recordCount(of: other, after: 0, waitingAtMostNanoseconds: 50_000_000) == 0)
    }

    @Test("a waiting request that is cancelled (the page went away, the server stops) stops waiting")
    func cancelledWaiter() async throws {
        let store = store()
        let name = try #require(LiveSessionName("app"))
        let waiting = Task { try await store.recordCount(of: name, after: 0, waitingAtMostNanoseconds: 3_600_000_000_000) }
        await store.waitUntilWaiting(for: name)
        waiting.cancel()
        #expect(try await waiting.value == 0)
    }
}

/// A page's request for updates over HTTP, when nothing arrives for longer than FlyingFox's
/// own 15 s limit on a handler.
@Suite("ribviz live: a long wait for updates")
struct LongUpdatesWaitTests {
    @Test("a request for updates that waits 16 s with nothing arriving is answered 200 with what the session holds, not 500")
    func waitLongerThanTheHandlerLimit() async throws {
        let live = try await LiveTestServer.start(updatesWaitNanoseconds: 16_000_000_000)
        defer { live.stopAndRemoveFolder() }
        let updates = try #require(await live.sendSession("quiet", children: 1))
        let now = try await request(updates.appending(queryItems: [URLQueryItem(name: "after", value: "0")]))
        #expect(now.status == 200)
        let held = try #require((try JSONSerialization.jsonObject(with: Data(now.text.utf8)) as? [String: Any])?["records"] as? NSNumber).intValue
        let started = Date()
        let waited = try await request(updates.appending(queryItems: [URLQueryItem(name: "after", value: "\(held)")]))
        #expect(waited.status == 200)
        #expect(waited.text == #"{"records":\#(held)}"#)
        #expect(Date().timeIntervalSince(started) >= 15.5)
        let timing = waited.header("Server-Timing")
        #expect(timing?.hasPrefix("wait;dur=1") == true, "the wait of about 16 s: \(timing ?? "no Server-Timing header")")
    }
}
