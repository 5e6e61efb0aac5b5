import Foundation
import Testing
import RibInspector
@testable import RibLiveServer

/// A page's request for updates waits in the store until a batch brings records: it wakes
/// on the batch itself, however long its wait may last.
@Suite("ribviz live: waiting for records")
struct RecordWaitTests {
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

    private static func store() -> LiveSessionStore {
        LiveSessionStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent("wait-\(UUID())"))
    }

    @Test("a request waiting an hour for records after the 3 the session holds is answered by the next batch")
    func batchWakesWaiter() async throws {
        let lines = try Self.sessionLines()
        let store = Self.store()
        let name = try #require(LiveSessionName("app"))
        _ = try await store.receive(Array(lines[0..<3].joined()), firstRecord: 0, for: name)
        let waiting = Task { try await store.recordCount(of: name, after: 3, waitingAtMostNanoseconds: 3_600_000_000_000) }
        // The waiter must be waiting before the batch arrives; a later waiter returns at once.
        try await Task.sleep(for: .milliseconds(200))
        let (_, held) = try await store.receive(Array(lines[3...].joined()), firstRecord: 3, for: name)
        #expect(try await waiting.value == held)
        #expect(held == UInt64(lines.count))
    }

    @Test("a session that holds more than the page shows answers at once; one that holds no more answers after the wait")
    func answersWithoutBatch() async throws {
        let lines = try Self.sessionLines()
        let store = Self.store()
        let name = try #require(LiveSessionName("app"))
        _ = try await store.receive(Array(lines.joined()), firstRecord: 0, for: name)
        #expect(try await store.recordCount(of: name, after: 2, waitingAtMostNanoseconds: 3_600_000_000_000) == UInt64(lines.count))
        #expect(try await store.recordCount(of: name, after: UInt64(lines.count), waitingAtMostNanoseconds: 50_000_000) == UInt64(lines.count))
        let other = try #require(LiveSessionName("other"))
        #expect(try await store.recordCount(of: other, after: 0, waitingAtMostNanoseconds: 50_000_000) == 0)
    }

    @Test("a waiting request that is cancelled (the page went away, the server stops) stops waiting")
    func cancelledWaiter() async throws {
        let store = Self.store()
        let name = try #require(LiveSessionName("app"))
        let waiting = Task { try await store.recordCount(of: name, after: 0, waitingAtMostNanoseconds: 3_600_000_000_000) }
        try await Task.sleep(for: .milliseconds(200))
        waiting.cancel()
        #expect(try await waiting.value == 0)
    }
}
