import Dispatch
import Foundation
import Testing
import RibInspector
import RibLiveSink
import RibvizTestSupport

/// What an app before iOS 16 and macOS 13 calls instead of the sink's `Duration` APIs.
@Suite("ribviz live: the sink's nanosecond APIs")
struct LiveSinkNanosecondTests {
    @Test("a sink made with its batch interval in nanoseconds sends everything, and waitUntilSent(timeoutNanoseconds:) says so")
    func sendsEverything() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: live.url, session: "nanoseconds", batchIntervalNanoseconds: 10_000_000)
        #expect(sink.batchIntervalNanoseconds == 10_000_000)
        #expect(sink.batchInterval == .milliseconds(10))
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 3)
        try recorder.finish()
        let sent = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: sink.waitUntilSent(timeoutNanoseconds: 60_000_000_000)) }.start()
        }
        #expect(sent)
        let saved = try live.savedTrace("nanoseconds")
        #expect(saved.events == recorder.trace().events)
        #expect(saved.ribs == recorder.trace().ribs)
    }

    @Test("waitUntilSent(timeoutNanoseconds:) gives up once its timeout passed when no server answers")
    func timesOut() async {
        // Nothing listens on port 9 (discard): every batch fails.
        let sink = LiveTraceSink(url: URL(string: "http://127.0.0.1:9")!, session: "absent")
        #expect(sink.batchIntervalNanoseconds == 0)
        #expect(LiveTraceSink(url: sink.url, batchInterval: .milliseconds(50)).batchIntervalNanoseconds == 50_000_000)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sinks: [sink])
        recordSession(recorder, children: 1)
        let start = DispatchTime.now().uptimeNanoseconds
        #expect(!(await onOwnThread { sink.waitUntilSent(timeoutNanoseconds: 200_000_000) }))
        #expect(DispatchTime.now().uptimeNanoseconds - start >= 200_000_000)
    }
}
