import Foundation
import Testing
import RibInspector
import RibInspectorTools
@testable import RibLiveServer

@Suite("ribviz live: following a file")
struct LiveFollowTests {
    @Test("a bad line of a followed file is reported with the file, its line and what was expected; the session keeps the lines before it and shows that it ended there")
    func badLine() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let file = live.folder.deletingLastPathComponent().appendingPathComponent("bad-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = [
            #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"#,
            #"{"record":"rib","id":1,"name":"Root"}"#,
            #"{"seq":0,"t":0,"kind":"launch","rib":1}"#,
            #"{"seq":1,"t":1,"kind":"activate","rib":1}"#,
            #"{"seq":2,"t":2,"kind":"attach","rib":9,"parent":1}"#,
            #"{"seq":3,"t":3,"kind":"deactivate","rib":1}"#,
        ]
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)

        let (reports, reported) = AsyncStream.makeStream(of: String.self)
        let following = live.server.follow(file) { reported.yield($0) }
        defer { following.cancel() }
        var iterator = reports.makeAsyncIterator()
        let report = try #require(await iterator.next())
        #expect(report.hasPrefix("\(file.path): line 5: the event names RIB 9, which is not declared before it."))
        #expect(report.contains("Declare every RIB"))

        let session = "follow-" + file.deletingPathExtension().lastPathComponent
        let saved = try live.savedTrace(session)
        #expect(saved.events.map(\.sequence) == [0, 1])
        let list = try await request(live.url)
        #expect(list.text.contains("ended at line 5 of \(file.lastPathComponent), which is not the trace&#39;s next record"))
        #expect(!list.text.contains("receiving"))
    }
}
