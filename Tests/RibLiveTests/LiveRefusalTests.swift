import Foundation
import Testing
import RibInspector
import RibInspectorTools
import RibLiveSink
@testable import RibLiveServer

@Suite("ribviz live: refusals")
struct LiveRefusalTests {
    private let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"# + "\n"

    @Test("garbage, a batch that does not continue the trace, a gap, a bad session name and a huge batch are refused with one clear line")
    func malformed() async throws {
        let live = try await LiveTestServer.start(maximumBatchBytes: 4096)
        defer { live.stopAndRemoveFolder() }
        let records = live.url.appendingPathComponent("sessions/s1/records")

        let garbage = try await request(records, method: "POST", body: Data("hello\n".utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(garbage.status == 400)
        #expect(garbage.text.contains("do not continue its trace"))

        let noIndex = try await request(records, method: "POST", body: Data(header.utf8))
        #expect(noIndex.status == 400)
        #expect(noIndex.text.contains("Ribviz-First-Record"))

        let ok = try await request(records, method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(ok.status == 200)
        #expect(ok.text == #"{"records":1}"#)
        let again = try await request(records, method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(again.text == #"{"records":1}"#)

        let gap = try await request(records, method: "POST", body: Data(#"{"seq":0,"t":0,"kind":"launch","rib":1}"#.utf8 + [10]), headers: ["Ribviz-First-Record": "5"])
        #expect(gap.status == 409)
        #expect(gap.text == #"{"records":1}"#)

        let unknownRib = try await request(records, method: "POST", body: Data(#"{"seq":0,"t":0,"kind":"launch","rib":7}"#.utf8 + [10]), headers: ["Ribviz-First-Record": "1"])
        #expect(unknownRib.status == 400)
        #expect(unknownRib.text.contains("line 2"))

        let unfinished = try await request(records, method: "POST", body: Data(#"{"record":"rib","id":1,"name":"R"}"#.utf8), headers: ["Ribviz-First-Record": "1"])
        #expect(unfinished.status == 400)
        #expect(unfinished.text.contains("newline"))

        let badName = try await request(
            live.url.appendingPathComponent("sessions/..hidden/records"), method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(badName.status == 400)
        #expect(badName.text.contains("session name"))

        let huge = try await request(records, method: "POST", body: Data(repeating: UInt8(ascii: "x"), count: 10_000), headers: ["Ribviz-First-Record": "1"])
        #expect(huge.status == 413)
        #expect(huge.text.contains("limit of 4096"))

        // Nothing refused was kept.
        #expect(try live.savedTrace("s1").ribs.isEmpty)
    }

    @Test("a RIB whose scope no record declares by the batch's end is refused with what was expected; the page and the saved file stay readable")
    func scopeDeclaredLater() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let records = live.url.appendingPathComponent("sessions/later/records")
        let rib = #"{"record":"rib","id":1,"name":"Root","scope":1}"# + "\n"
        let scope = #"{"record":"scope","id":1,"name":"Root"}"# + "\n"

        let first = try await request(records, method: "POST", body: Data((header + rib).utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(first.status == 400)
        #expect(first.text.contains("record 1 of session later: the declaration of RIB 1 names scope 1"))
        #expect(first.text.contains("send each scope's record before the RIBs and scopes that name it"))
        let headerOnly = try await request(records, method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(headerOnly.text == #"{"records":1}"#)
        let ribAlone = try await request(records, method: "POST", body: Data(rib.utf8), headers: ["Ribviz-First-Record": "1"])
        #expect(ribAlone.status == 400)
        let page = try await request(live.url.appendingPathComponent("sessions/later"))
        #expect(page.status == 200)
        #expect(try live.savedTrace("later").ribs.isEmpty)

        // In the same batch, a scope may follow the RIB that names it.
        let both = try await request(records, method: "POST", body: Data((rib + scope).utf8), headers: ["Ribviz-First-Record": "1"])
        #expect(both.status == 200)
        #expect(both.text == #"{"records":3}"#)
        #expect(try live.savedTrace("later").ribs.map(\.name) == ["Root"])
    }

    @Test("a server with a token refuses a missing or wrong one, and takes the sink's")
    func token() async throws {
        let live = try await LiveTestServer.start(token: "secret-token")
        defer { live.stopAndRemoveFolder() }
        let records = live.url.appendingPathComponent("sessions/s1/records")
        let missing = try await request(records, method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0"])
        #expect(missing.status == 401)
        #expect(missing.text.contains("needs its token"))
        let wrong = try await request(records, method: "POST", body: Data(header.utf8), headers: ["Ribviz-First-Record": "0", "Authorization": "Bearer nope"])
        #expect(wrong.status == 401)
        #expect(wrong.text.contains("wrong token"))
        #expect(try await request(live.url).status == 401)
        #expect(try await request(URL(string: live.url.absoluteString + "/?token=secret-token")!).status == 200)

        let sink = LiveTraceSink(url: live.url, session: "with-token", token: "secret-token")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 3)
        try recorder.finish()
        let sinkSent = await sink.sent()
        #expect(sinkSent)
        #expect(try live.savedTrace("with-token").events.count == 17)
    }
}

@Suite("ribviz live: the sessions page")
struct LivePagesTests {
    @Test("the list says when a session went silent, and escapes names")
    func silentSession() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = try LiveSession(name: LiveSessionName("quiet")!, folder: folder)
        let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"<i>A</i>"},"session":{}}"# + "\n"
        #expect(try session.receive(Array(header.utf8), firstRecord: 0, now: Date().addingTimeInterval(-60)))
        let list = LiveSessionList(token: nil)
        list.note(session)
        let page = String(decoding: try await LivePages().sessionList(list.drawing(), page: 1, of: list).bodyData, as: UTF8.self)
        #expect(page.contains("silent for 60 s"))
        #expect(page.contains("&lt;i&gt;A&lt;/i&gt;"))
        #expect(!page.contains("<i>"))
    }

    @Test(
        "a server started on a save folder lists the sessions saved there from their header records, and leaves out, unchanged, what is not a session's trace"
    )
    func listsSavedSessions() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"<i>Kept</i>"},"session":{}}"# + "\n"
        let files: [String: String] = [
            "kept.jsonl": header + #"{"record":"rib","id":1,"name":"Root"}"# + "\n",
            "notes.jsonl": "my notes\n",
            "bad name.jsonl": header,
            "other.txt": header,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.jsonl"), withDestinationURL: folder.appendingPathComponent("kept.jsonl"))

        let live = try await LiveTestServer.start(folder: folder)
        defer { live.stopAndRemoveFolder() }
        let list = try await request(live.url)
        #expect(list.text.contains(">kept</a></td><td>&lt;i&gt;Kept&lt;/i&gt;</td><td>–</td><td>saved by an earlier server</td>"), "\(list.text)")
        for left in ["notes", "bad name", "other", "link"] { #expect(!list.text.contains(">\(left)</a>"), "\(left)") }
        for (name, text) in files { #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text, "\(name)") }
    }
}

@Suite("ribviz live: saved sessions")
struct LiveSavedSessionTests {
    @Test("a session saved by a server killed mid-line resumes on a line of its own: the half line is cut off, and the file reads whole")
    func halfLineCutOnResume() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"App"},"session":{}}"# + "\n"
        let rib = #"{"record":"rib","id":1,"name":"Root"}"# + "\n"
        let file = folder.appendingPathComponent("cut.jsonl")
        try Data((header + #"{"record":"rib","id":1,"na"#).utf8).write(to: file)

        var session = try LiveSession(name: LiveSessionName("cut")!, folder: folder)
        #expect(session.recordCount == 1)
        #expect(try session.receive(Array(rib.utf8), firstRecord: 1))
        #expect(try String(contentsOf: file, encoding: .utf8) == header + rib)
        #expect(try TraceReader().read(contentsOf: file).ribs.map(\.name) == ["Root"])
    }
}
