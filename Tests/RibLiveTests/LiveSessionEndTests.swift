import Foundation
import RibInspector
import RibLiveSink
import RibvizLocking
import Testing

@testable import RibLiveServer

@Suite("ribviz live: sessions that end")
struct LiveSessionEndTests {
    /// What `ribviz live --otlp` forwards from: the server says once, for each session whose
    /// end record arrives, which file holds it; a session still recording is not named.
    @Test("the server names each session's file once, when its end record arrives")
    func endedSessionsAreNamedOnce() async throws {
        let named = Locked<[URL]>([])
        let live = try await LiveTestServer.start(sessionEnded: { file in named.withLock { $0.append(file) } })
        defer { live.stopAndRemoveFolder() }

        let recording = LiveTraceSink(url: live.url, session: "still-recording")
        recordSession(RibRecorder(app: AppInfo(name: "App"), sinks: [recording]), children: 3)
        #expect(await recording.sent())

        let finishing = LiveTraceSink(url: live.url, session: "finished", batchSize: 5)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [finishing])
        recordSession(recorder, children: 3)
        try recorder.finish()
        #expect(await finishing.sent())

        // The server names the file before it answers the batch that ends the session.
        let first = named.withLock { $0 }
        #expect(first.map(\.lastPathComponent) == ["finished.jsonl"])
        #expect(first.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })

        // The whole session sent again, end record included: already held, not named again.
        let saved = try Data(contentsOf: live.folder.appendingPathComponent("finished.jsonl"))
        let again = try await request(
            live.url.appendingPathComponent("sessions/finished/records"), method: "POST", body: saved, headers: ["Ribviz-First-Record": "0"])
        #expect(again.status == 200)
        #expect(named.withLock { $0.map(\.lastPathComponent) } == ["finished.jsonl"])
    }
}
