import Foundation
import RibvizTestSupport
import Testing
@testable import RibLiveServer

/// Clients whose request line and headers never end, or never arrive whole: the server's
/// guard in front of FlyingFox refuses them and answers everyone else meanwhile.
@Suite("ribviz live: endless and slow request heads", .serialized)
struct LiveHeadGuardTests {
    private let partialHead = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Endless: ".utf8)

    @Test("a client sending an endless header is closed after a few KiB, a head that stops half way gets 408, and another client's requests are answered meanwhile")
    func endlessHeader() async throws {
        let live = try await LiveTestServer.start(requestHeadNanoseconds: 200_000_000)
        defer { live.stopAndRemoveFolder() }
        let port = live.url.port!
        // A head that stops half way, held open: it must not hold up anyone either.
        let slow = try RawConnection(port: port)
        try slow.send(partialHead)

        let endless = try RawConnection(port: port)
        let head = partialHead
        let sending = Task {
            await onOwnThread { () -> (sent: Int, closed: Bool) in
                guard (try? endless.send(head)) != nil else { return (0, true) }
                return endless.sendUntilClosed([UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024), limit: 256 << 20)
            }
        }
        let list = try await request(live.url)
        #expect(list.status == 200)
        let outcome = await sending.value
        #expect(outcome.closed, "the server did not close a connection that sent \(outcome.sent) bytes of one header")
        #expect(outcome.sent < 64 << 20)
        let again = try await request(live.url)
        #expect(again.status == 200)

        let refused = String(decoding: await onOwnThread { slow.readToEnd() }, as: UTF8.self)
        #expect(refused.hasPrefix("HTTP/1.1 408 "), "\(refused)")
        #expect(refused.contains("did not arrive within 200 ms"))
    }

    @Test("a head over the bound gets 431 and one line saying so, and the connection ends")
    func headOverTheBound() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let connection = try RawConnection(port: live.url.port!)
        let long = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: \(String(repeating: "b", count: 20_000))\r\n\r\n".utf8)
        let answer = try await onOwnThread { () throws -> String in
            try connection.send(long)
            return String(decoding: connection.readToEnd(), as: UTF8.self)
        }
        #expect(answer.hasPrefix("HTTP/1.1 431 "), "\(answer.prefix(200))")
        #expect(answer.contains("longer than 16384 bytes"))

        let line = try RawConnection(port: live.url.port!)
        let longLine = Array("GET /\(String(repeating: "c", count: 9_000)) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let lineAnswer = try await onOwnThread { () throws -> String in
            try line.send(longLine)
            return String(decoding: line.readToEnd(), as: UTF8.self)
        }
        #expect(lineAnswer.hasPrefix("HTTP/1.1 431 "))
        #expect(lineAnswer.contains("request line is longer than 8192 bytes"))
    }

    @Test("heads, bodies of a length and chunked bodies pass whole and in order, however they are cut")
    func framing() throws {
        let messages = [
            "POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello",
            "POST /b HTTP/1.1\r\ntransfer-encoding:  Chunked \r\n\r\n3;x=1\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\nTrailer: 1\r\n\r\n",
            "GET /c HTTP/1.1\nHost: x\n\n",
        ]
        let stream = Array(messages.joined().utf8)
        for cut in [1, 2, 7, stream.count] {
            var framing = LiveRequestFraming(maximumHeadBytes: 64, maximumLineBytes: 32)
            var output: [UInt8] = []
            for start in stride(from: 0, to: stream.count, by: cut) {
                try framing.take(stream[start..<min(start + cut, stream.count)], into: &output)
            }
            #expect(output == stream, "cut every \(cut) bytes")
            #expect(!framing.isInsideHead)
        }
        // A body is not a head, however long; the head after it is bounded again.
        var framing = LiveRequestFraming(maximumHeadBytes: 64, maximumLineBytes: 32)
        var output: [UInt8] = []
        try framing.take(Array(("POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n" + String(repeating: "d", count: 100)).utf8)[...], into: &output)
        #expect(!framing.isInsideHead)
        #expect(throws: LiveRefusal.self) { try framing.take(Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "e", count: 64)).utf8)[...], into: &output) }
    }
}
