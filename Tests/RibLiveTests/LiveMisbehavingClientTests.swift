import Foundation
import RibvizTestSupport
import Testing
import RibInspector
import RibInspectorTools
import RibLiveSink
@testable import RibLiveServer

/// Clients that do what URLSession never does: vanish halfway through a batch, or never
/// read their answers. One test at a time: a server in this process works on the few
/// threads Swift concurrency has, which another test's busy server would take.
@Suite("ribviz live: clients that misbehave", .serialized)
struct LiveMisbehavingClientTests {
    /// Where a dying client stops sending a batch, and how it goes.
    struct Cut: CustomTestStringConvertible, Sendable {
        /// How many children the batch records (10: under FlyingFox's 4 KiB read ahead of
        /// the handler; 400: about 100 KB, streamed; 12,000: over 2 MB, streamed past its
        /// replay buffer).
        var children: Int
        /// Whether the body stops right after a newline, so that what arrived are whole
        /// records.
        var atLineEnd: Bool
        /// A reset, as when the kernel closes a killed process's socket with data unread,
        /// rather than an orderly end of the stream.
        var isReset: Bool

        var testDescription: String {
            "\(children) children, cut \(atLineEnd ? "after a newline" : "inside a line"), \(isReset ? "reset" : "closed")"
        }
    }

    static let cuts = [
        Cut(children: 10, atLineEnd: true, isReset: false),
        Cut(children: 10, atLineEnd: false, isReset: true),
        Cut(children: 400, atLineEnd: true, isReset: false),
        Cut(children: 400, atLineEnd: false, isReset: true),
        Cut(children: 12_000, atLineEnd: true, isReset: false),
        Cut(children: 12_000, atLineEnd: true, isReset: true),
    ]

    @Test(
        "a client sends the headers and part of a batch, then dies: the server keeps nothing of that batch, stays up, and the session goes on when a sink resends from what the server holds",
        arguments: cuts)
    func clientDiesMidBatch(_ cut: Cut) async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let file = live.folder.deletingLastPathComponent().appendingPathComponent("cut-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        // The sink sends only when asked, so the batch the dying client sends is the next
        // one the sink will send.
        let sink = LiveTraceSink(url: live.url, session: "cut", batchInterval: .seconds(3600), batchSize: 1_000_000)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [try TraceFileSink(url: file, bufferSize: 1), sink])
        recordSession(recorder, children: 2)
        let firstSent = await sink.sent()
        try #require(firstSent)
        let held = Int(sink.sentRecordCount)
        recordSession(recorder, children: cut.children, rootName: "Second")
        let lines = try jsonLines(of: file)
        let batch = Array(lines[held...].joined())
        let cutAt = cutPosition(in: batch, atLineEnd: cut.atLineEnd)

        let dying = try RawConnection(port: live.url.port!)
        try dying.send(recordsRequestHead(session: "cut", firstRecord: held, bodyLength: batch.count) + batch[..<cutAt])
        if cut.isReset {
            // Nothing tells when the server dropped the cut request; the checks below hold
            // whenever it does, and the resend's saved trace shows any line kept from it.
            dying.reset()
        } else {
            dying.finishSending()
            // The server closes the connection once it gave up on the batch.
            let answer = String(decoding: await onOwnThread { dying.readToEnd() }, as: UTF8.self)
            #expect(!answer.contains(" 200 "), "\(answer)")
        }

        let kept = try await request(live.url.appendingPathComponent("sessions/cut/trace.jsonl"))
        #expect(kept.status == 200)
        #expect(kept.text == String(decoding: lines[..<held].joined(), as: UTF8.self))

        try recorder.finish()
        let resent = await sink.sent()
        #expect(resent)
        let saved = try live.savedTrace("cut")
        #expect(saved.events == recorder.trace().events)
        #expect(saved.events.map(\.sequence) == Array(0..<UInt64(saved.events.count)))
        #expect(try Data(contentsOf: live.folder.appendingPathComponent("cut.jsonl")) == Data(contentsOf: file))
    }

    @Test("a client that never reads its answers holds up no one: the server stops taking its requests, and another client's page, updates and batch are answered meanwhile")
    func clientThatNeverReads() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: live.url, session: "watched")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 50)
        let sent = await sink.sent()
        try #require(sent)
        let held = sink.sentRecordCount

        // Page and updates requests, pipelined on a connection with a tiny receive window
        // that is never read: once the answers fill it, the server must stop reading more.
        let stalled = try RawConnection(port: live.url.port!, receiveBuffer: 4096)
        let requests = Array(
            """
            GET /sessions/watched HTTP/1.1\r
            Host: 127.0.0.1\r
            \r
            GET /sessions/watched/updates?after=0 HTTP/1.1\r
            Host: 127.0.0.1\r
            \r

            """.utf8)
        let limit = 512 << 20
        let taken = try await onOwnThread { try stalled.sendUntilRefused(requests, limit: limit, patience: .seconds(2)) }
        #expect(taken < limit, "the server read \(taken) bytes of requests from a client that reads none of its answers")

        let started = ContinuousClock.now
        let page = try await request(live.url.appendingPathComponent("sessions/watched"))
        #expect(page.status == 200)
        #expect(page.text.contains("Child49"))
        let updates = try await request(URL(string: live.url.appendingPathComponent("sessions/watched/updates").absoluteString + "?after=\(held - 1)")!)
        let update = try JSONSerialization.jsonObject(with: Data(updates.text.utf8)) as? [String: Any]
        #expect((update?["records"] as? NSNumber)?.intValue == Int(held))
        #expect((update?["events"] as? [String: Any]) != nil, "the update carries the last record's events")
        recordSession(recorder, children: 1, rootName: "Later")
        let sentMeanwhile = await sink.sent()
        #expect(sentMeanwhile)
        #expect(ContinuousClock.now - started < .seconds(10))
        withExtendedLifetime(stalled) {}
    }

    @Test(
        "a huge line: under the batch limit it is taken whole and its name shown escaped; sent in chunks with no declared length, it is refused at the limit and nothing of it kept"
    )
    func hugeLine() async throws {
        let limit = 1 << 20
        let live = try await LiveTestServer.start(maximumBatchBytes: limit)
        defer { live.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: live.url, session: "huge")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        let name = "<script>alert(1)</script>" + String(repeating: "N", count: limit / 2)
        let rib = recorder.declareRib(named: name)
        recorder.record(.launched(rib))
        let sent = await sink.sent()
        try #require(sent)
        #expect(try live.savedTrace("huge").ribs.map(\.name) == [name])
        let page = try await request(live.url.appendingPathComponent("sessions/huge"))
        #expect(page.status == 200)
        #expect(!page.text.contains("<script>alert"))
        let held = try Data(contentsOf: live.folder.appendingPathComponent("huge.jsonl"))

        // No Content-Length: the server learns the size only as the chunks arrive.
        let line = Array(#"{"record":"rib","id":99,"name":""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: limit + (64 << 10)) + Array("\"}\n".utf8)
        var message = Array(
            """
            POST /sessions/huge/records HTTP/1.1\r
            Host: 127.0.0.1\r
            Ribviz-First-Record: \(sink.sentRecordCount)\r
            Transfer-Encoding: chunked\r
            \r

            """.utf8)
        for start in stride(from: 0, to: line.count, by: 256 << 10) {
            let chunk = line[start..<min(start + (256 << 10), line.count)]
            message += Array(String(chunk.count, radix: 16).utf8) + Array("\r\n".utf8) + chunk + Array("\r\n".utf8)
        }
        let chunked = try RawConnection(port: live.url.port!)
        let unsized = message
        let answer = try await onOwnThread { () throws -> String in
            try chunked.send(unsized)
            return String(decoding: chunked.readResponse(), as: UTF8.self)
        }
        #expect(answer.hasPrefix("HTTP/1.1 413 "), "\(answer.prefix(300))")
        #expect(answer.contains("more than the limit of \(limit) bytes"))
        #expect(try Data(contentsOf: live.folder.appendingPathComponent("huge.jsonl")) == held)
    }

    /// The file's JSON Lines, each with its newline.
    private func jsonLines(of file: URL) throws -> [ArraySlice<UInt8>] {
        let bytes = Array(try Data(contentsOf: file))
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        return lines
    }

    /// About the middle of `batch`: right after a newline, or inside a line.
    private func cutPosition(in batch: [UInt8], atLineEnd: Bool) -> Int {
        let middle = batch.count / 2
        let newline = batch[middle...].firstIndex(of: UInt8(ascii: "\n"))!
        return atLineEnd ? newline + 1 : newline - 1
    }
}
