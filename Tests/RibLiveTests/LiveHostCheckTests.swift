import Foundation
import RibvizTestSupport
import Testing
import RibInspector
import RibLiveSink
@testable import RibLiveServer

/// Requests as a page on another site's name sees the server once that name resolves to
/// 127.0.0.1 (DNS rebinding): raw HTTP with the Host and Origin headers a browser sends.
@Suite("ribviz live: requests for another host or from another origin")
struct LiveHostCheckTests {
    private let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"# + "\n"

    /// Sends `head` (and `body`) on a new connection and reads the answer.
    private func exchange(port: Int, head: String, body: String = "") async throws -> (status: Int, text: String) {
        let connection = try RawConnection(port: port)
        let bytes = Array((head + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body).utf8)
        let answer = try await onOwnThread { () throws -> [UInt8] in
            try connection.send(bytes)
            return connection.readResponse()
        }
        let text = String(decoding: answer, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, text)
    }

    @Test(
        "a request naming another host is refused with 421 and nothing of the sessions: not the list, not a trace, and a batch for it creates no session"
    )
    func otherHostRefused() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let port = live.url.port!
        let sent = await live.sendSession("kept", children: 2)
        try #require(sent != nil)
        let evil = "Host: evil.example:\(port)\r\n"

        let list = try await exchange(port: port, head: "GET / HTTP/1.1\r\n" + evil)
        #expect(list.status == 421)
        #expect(list.text.contains("DNS rebinding"))
        #expect(!list.text.contains("kept"))
        #expect(!list.text.contains(live.folder.path))

        let trace = try await exchange(port: port, head: "GET /sessions/kept/trace.jsonl HTTP/1.1\r\n" + evil)
        #expect(trace.status == 421)
        #expect(!trace.text.contains("ribviz-trace"))

        let page = try await exchange(port: port, head: "GET /sessions/kept HTTP/1.1\r\n" + evil)
        #expect(page.status == 421)
        let updates = try await exchange(port: port, head: "GET /sessions/kept/updates?after=0 HTTP/1.1\r\n" + evil)
        #expect(updates.status == 421)
        let unknown = try await exchange(port: port, head: "GET /nothing-here HTTP/1.1\r\n" + evil)
        #expect(unknown.status == 421)

        let created = try await exchange(
            port: port, head: "POST /sessions/planted/records HTTP/1.1\r\n" + evil + "Ribviz-First-Record: 0\r\n", body: header)
        #expect(created.status == 421)
        #expect(!FileManager.default.fileExists(atPath: live.folder.appendingPathComponent("planted.jsonl").path))

        for host in ["127.0.0.1.evil.example", "localhost.evil.example:\(port)", "evil.example#127.0.0.1", "[::1].evil.example", "127.0.0.1:80x"] {
            let answer = try await exchange(port: port, head: "GET / HTTP/1.1\r\nHost: \(host)\r\n")
            #expect(answer.status == 421, "Host: \(host)")
        }
        let noHost = try await exchange(port: port, head: "GET / HTTP/1.1\r\n")
        #expect(noHost.status == 421)
    }

    @Test("the names the server listens as are accepted, with or without the port, in any case")
    func ownNamesAccepted() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let port = live.url.port!
        for host in ["127.0.0.1:\(port)", "127.0.0.1", "localhost:\(port)", "LocalHost", "localhost.", "[::1]:\(port)", "[::1]"] {
            let answer = try await exchange(port: port, head: "GET / HTTP/1.1\r\nHost: \(host)\r\n")
            #expect(answer.status == 200, "Host: \(host)")
        }
    }

    @Test(
        "a write from a page of another origin is refused with 403 and keeps nothing; one from the server's own pages or without Origin (the sink) is taken; reads answer no CORS header"
    )
    func crossOriginWritesRefused() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let port = live.url.port!
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let post = "POST /sessions/posted/records HTTP/1.1\r\n" + host + "Ribviz-First-Record: 0\r\n"

        for origin in ["http://evil.example:\(port)", "null", "https://127.0.0.1:\(port)", "http://127.0.0.1.evil.example"] {
            let refused = try await exchange(port: port, head: post + "Origin: \(origin)\r\n", body: header)
            #expect(refused.status == 403, "Origin: \(origin)")
            #expect(refused.text.contains("may not change this server's sessions"))
        }
        #expect(!FileManager.default.fileExists(atPath: live.folder.appendingPathComponent("posted.jsonl").path))

        let own = try await exchange(port: port, head: post + "Origin: http://127.0.0.1:\(port)\r\n", body: header)
        #expect(own.status == 200)
        let sinkLike = try await exchange(port: port, head: post, body: header)
        #expect(sinkLike.status == 200)
        #expect(sinkLike.text.hasSuffix(#"{"records":1}"#))

        // A read from another origin is answered, but with no header that lets its page see it.
        let read = try await exchange(port: port, head: "GET / HTTP/1.1\r\n" + host + "Origin: http://evil.example\r\n")
        #expect(read.status == 200)
        #expect(!read.text.lowercased().contains("access-control-allow"))
        let preflight = try await exchange(
            port: port,
            head: "OPTIONS /sessions/posted/records HTTP/1.1\r\n" + host
                + "Origin: http://evil.example\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: ribviz-first-record\r\n")
        #expect(preflight.status == 403)
        #expect(!preflight.text.lowercased().contains("access-control-allow"))
    }

    @Test("the app's sink, which names the server by the address it was given, is still taken")
    func sinkStillTaken() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: live.url, session: "sink")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 3)
        try recorder.finish()
        let sent = await sink.sent()
        #expect(sent)
        #expect(try live.savedTrace("sink").events.count == 17)
    }

    @Test("listening on every interface, the machine's own names and addresses are accepted")
    func everyInterface() {
        let check = LiveHostCheck(listeningOn: "0.0.0.0")
        #expect(check.accepts(authority: "127.0.0.1:8080"))
        #expect(check.names.contains("0.0.0.0"))
        #expect(!check.accepts(authority: "evil.example:8080"))
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, 255)
        let own = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(check.accepts(authority: own.uppercased() + ":8080"))
        #expect(!LiveHostCheck(listeningOn: "127.0.0.1").names.contains("0.0.0.0"))
    }
}
