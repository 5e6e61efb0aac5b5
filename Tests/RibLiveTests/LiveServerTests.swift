import Foundation
import Testing
import RibInspector
import RibInspectorTools
import RibLiveSink
@testable import RibLiveServer

@Suite("ribviz live: sink to server")
struct LiveServerTests {
    @Test("a recorder streams to a file and to the server at once; the server saves the same trace, and lists and shows the session")
    func sinkToServer() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let file = live.folder.deletingLastPathComponent().appendingPathComponent("file-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let sink = LiveTraceSink(url: live.url, session: "app-1", batchSize: 7)
        let recorder = RibRecorder(app: AppInfo(name: "<b>Shop</b>"), sinks: [try TraceFileSink(url: file), sink])
        recordSession(recorder, children: 20)
        try recorder.finish()
        let sinkSent = await sink.sent()
        #expect(sinkSent)

        let saved = try live.savedTrace("app-1")
        let written = try TraceReader().read(contentsOf: file)
        #expect(saved.events == written.events)
        #expect(saved.ribs == written.ribs)
        #expect(saved.end == written.end)
        #expect(saved.events.count == 102)

        let list = try await request(live.url)
        #expect(list.status == 200)
        #expect(list.text.contains("&lt;b&gt;Shop&lt;/b&gt;"))
        #expect(!list.text.contains("<b>Shop"))
        #expect(list.text.contains("ended"))
        let page = try await request(live.url.appendingPathComponent("sessions/app-1"))
        #expect(page.status == 200)
        #expect(page.text.contains("<svg"))
        #expect((page.headers["Content-Security-Policy"] as? String)?.contains("default-src 'none'") == true)
        let traceFile = try await request(live.url.appendingPathComponent("sessions/app-1/trace.jsonl"))
        #expect(traceFile.text == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test("the server stopped and started again mid-session: the sink keeps its records, resends, and the saved trace has every event once")
    func serverRestart() async throws {
        let first = try await LiveTestServer.start()
        let port = UInt16(first.url.port!)
        let sink = LiveTraceSink(url: first.url, session: "restart", batchSize: 5)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 10)
        let sinkSent = await sink.sent()
        #expect(sinkSent)
        let sentBeforeStop = sink.sentRecordCount
        await first.server.stop()

        recordSession(recorder, children: 10, rootName: "Second")
        let problem = await sink.problem()
        #expect(problem != nil)
        let sentWithoutServer = sink.sentRecordCount
        #expect(sentWithoutServer == sentBeforeStop)

        let second = try await LiveTestServer.start(folder: first.folder, port: port)
        defer { second.stopAndRemoveFolder() }
        try recorder.finish()
        let sentAfterRestart = await sink.sent()
        #expect(sentAfterRestart)
        let saved = try second.savedTrace("restart")
        let recorded = recorder.trace()
        #expect(saved.events == recorded.events)
        #expect(saved.events.map(\.sequence) == Array(0..<UInt64(saved.events.count)))
        let dropped = sink.droppedEventCount
        #expect(dropped == 0)
    }

    @Test("the server started again with another save folder: the sink starts the session there again, from its header and declarations")
    func serverRestartElsewhere() async throws {
        let first = try await LiveTestServer.start()
        defer { first.stopAndRemoveFolder() }
        let port = UInt16(first.url.port!)
        let sink = LiveTraceSink(url: first.url, session: "moved", batchSize: 5)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 10)
        let sinkSent = await sink.sent()
        #expect(sinkSent)
        let eventsBeforeStop = recorder.trace().events.count
        await first.server.stop()

        let second = try await LiveTestServer.start(port: port)
        defer { second.stopAndRemoveFolder() }
        #expect(second.folder != first.folder)
        recordSession(recorder, children: 3, rootName: "Second")
        try recorder.finish()
        let sentAfterRestart = await sink.sent()
        #expect(sentAfterRestart)
        let saved = try second.savedTrace("moved")
        let recorded = recorder.trace()
        #expect(saved.ribs == recorded.ribs)
        #expect(saved.events == Array(recorded.events.dropFirst(eventsBeforeStop)))
        #expect(saved.end == recorded.end)
    }

    @Test("two apps at once each get their own session")
    func twoSessions() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let sinks = [LiveTraceSink(url: live.url, session: "simulator"), LiveTraceSink(url: live.url, session: "device")]
        let recorders = sinks.enumerated().map { index, sink in
            RibRecorder(app: AppInfo(name: "App\(index)"), sinks: [sink])
        }
        await withTaskGroup(of: Void.self) { group in
            for (index, recorder) in recorders.enumerated() {
                group.addTask { recordSession(recorder, children: 30 + index) }
            }
        }
        for recorder in recorders { try recorder.finish() }
        for sink in sinks {
            let sent = await sink.sent()
            #expect(sent)
        }
        let simulator = try live.savedTrace("simulator"), device = try live.savedTrace("device")
        let recorded = recorders.map { $0.trace() }
        #expect(simulator.events == recorded[0].events)
        #expect(device.events == recorded[1].events)
        #expect(device.header.app.name == "App1")
    }

    @Test("past its capacity the sink keeps declarations, drops events and counts them")
    func boundedBuffer() {
        // Nothing listens on port 9 (discard): every batch fails, so the buffer fills.
        let sink = LiveTraceSink(url: URL(string: "http://127.0.0.1:9")!, session: "full", capacity: 30)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sinks: [sink])
        recordSession(recorder, children: 10)
        // Kept: the header, 11 declarations and the 23 events recorded while fewer than 30
        // records waited; the other 29 of the 52 events are dropped.
        let dropped = sink.droppedEventCount, sent = sink.sentRecordCount
        #expect(dropped == 29)
        #expect(sent == 0)
    }

    @Test("events dropped while the server was away show as a gap the session's page counts")
    func droppedEventsOnThePage() async throws {
        // A free port: a server takes one and goes away before the sink starts.
        let probe = try await LiveTestServer.start()
        let port = UInt16(probe.url.port!)
        await probe.server.stop()
        let sink = LiveTraceSink(url: probe.url, session: "gap", capacity: 30)
        let recorder = RibRecorder(app: AppInfo(name: "App"), retention: .nothing, sinks: [sink])
        recordSession(recorder, children: 10)

        let live = try await LiveTestServer.start(folder: probe.folder, port: port)
        defer { live.stopAndRemoveFolder() }
        let drained = await sink.sent()
        #expect(drained)
        // The app records on: the next event shows where the dropped ones were.
        recordSession(recorder, children: 1, rootName: "Later")
        try recorder.finish()
        let sent = await sink.sent()
        #expect(sent)
        let dropped = sink.droppedEventCount
        #expect(dropped == 29)
        let saved = try live.savedTrace("gap")
        #expect(saved.events.count == 52 - 29 + 7)
        let page = try await request(live.url.appendingPathComponent("sessions/gap"))
        #expect(page.text.contains("<dt>events missing</dt><dd>29</dd>"))
    }

    @Test("a session's page carries its live feed; updates answers once the session holds more records than the page shows")
    func updates() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        // Records gather for 50 ms before they are sent: one batch brings the second session whole.
        let sink = LiveTraceSink(url: live.url, session: "growing", batchIntervalNanoseconds: 50_000_000)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 1)
        let sent = await sink.sent()
        #expect(sent)
        let page = try await request(live.url.appendingPathComponent("sessions/growing"))
        #expect(
            page.text.contains(
                #/\{"ended":false,"leakGrace":1000000000,"records":10,"requests":"\/sessions\/growing\/requests","silentMilliseconds":\d+,"updates":"\/sessions\/growing\/updates"\}/#
            ))
        #expect(page.text.contains("connect-src 'self'"))

        let session = live.url.appendingPathComponent("sessions/growing/updates")
        let name = try #require(LiveSessionName("growing"))
        async let waiting = request(URL(string: session.absoluteString + "?after=10")!)
        await live.server.store.waitUntilWaiting(for: name)
        recordSession(recorder, children: 1, rootName: "More")
        let answer = try await waiting
        let update = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        #expect(((update["records"] as? NSNumber)?.intValue ?? 0) > 10)
        // The update continues the page: its ten records are the header, two declarations
        // and seven events; then the new events and the new RIBs.
        #expect((update["firstEvent"] as? NSNumber)?.intValue == 7)
        let newRibs: [String] = (update["ribs"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(newRibs.contains("More"))
        // With nothing new, the request is answered once its wait is over, which the test ends.
        let held = (update["records"] as? NSNumber)?.intValue ?? 0
        async let waitingForNothing = request(URL(string: session.absoluteString + "?after=\(held)")!)
        await live.server.store.waitUntilWaiting(for: name)
        await live.server.store.endWaits(of: name)
        let nothingNew = try await waitingForNothing
        #expect(nothingNew.text == #"{"records":\#(held)}"#)
        let missing = try await request(session)
        #expect(missing.status == 400)
        #expect(missing.text.contains("after="))
    }

    @Test("a page that shows more records than the server holds, after a restart with another save folder, is told to reload at once")
    func reloadWhenTheServerHoldsLess() async throws {
        let live = try await LiveTestServer.start()
        defer { live.stopAndRemoveFolder() }
        let gone = try await request(live.url.appendingPathComponent("sessions/gone/updates").appending(queryItems: [URLQueryItem(name: "after", value: "12")]))
        #expect(gone.status == 200)
        #expect(gone.text == #"{"records":0,"reload":true}"#)
        let updates = try #require(await live.sendSession("shorter", children: 1))
        let ahead = try await request(updates.appending(queryItems: [URLQueryItem(name: "after", value: "500")]))
        #expect(ahead.text.hasSuffix(#","reload":true}"#), "\(ahead.text)")
    }
}
