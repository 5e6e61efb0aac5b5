import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibLiveSink
import RibvizLocking
import Testing

@testable import RibLiveServer

/// *Capture now* and *Show on device*: a page's request reaches the app through its live
/// sink (also while the app records nothing), and the app's answer comes back to the page.
@MainActor
@Suite("ribviz live: requests of the page for the app")
struct LiveAppRequestTests {
    /// A router of the app, as an observer sees it.
    final class Router {
        let name: String
        var children: [Router] = []
        init(_ name: String) { self.name = name }
    }

    /// An app of ``Router``s observed by a `RibTreeObserver` with a PNG screen source,
    /// recording to a live sink that answers the page's requests.
    @MainActor
    final class App {
        let root = Router("Root")
        let child = Router("Child")
        let sink: LiveTraceSink
        let recorder: RibRecorder
        let observer: RibTreeObserver<Router>
        /// The routers outlined, in order.
        let outlined = Locked<[String]>([])

        init(server: LiveTestServer, session: String) {
            sink = LiveTraceSink(url: server.url, session: session)
            recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
            root.children = [child]
            let root = root
            observer = RibTreeObserver(
                recorder: recorder, root: { root }, children: { $0.children }, describe: { ObservedRib(name: $0.name, isViewful: true) })
            observer.captureScreens(options: ScreenCaptureOptions(delayNanoseconds: 60_000_000_000)) { _ in LiveScreenTests.square }
            let outlined = outlined
            sink.answerRequests(
                with: observer,
                outline: { router in
                    outlined.withLock { $0.append(router.name) }
                    return true
                })
            observer.sync()
        }

        func rib(_ router: Router) throws -> RibID {
            try #require(observer.ribID(of: router))
        }
    }

    /// Asks the server, as the page does, for `kind` on `rib`; returns the status and the answer's JSON.
    private func ask(_ server: LiveTestServer, session: String, kind: String, rib: RibID, headers: [String: String] = [:]) async throws -> (
        status: Int, json: [String: String]
    ) {
        let address = try #require(URL(string: server.url.absoluteString + "/sessions/\(session)/requests?kind=\(kind)&rib=\(rib.rawValue)"))
        let answer = try await request(address, method: "POST", headers: headers)
        let json = (try? JSONSerialization.jsonObject(with: Data(answer.text.utf8))) as? [String: String] ?? ["text": answer.text]
        return (answer.status, json)
    }

    @Test("Capture now reaches an idle app, whose fresh picture is in the session when the page hears it was taken")
    func captureNowOnAnIdleApp() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let app = App(server: server, session: "capture")
        let sent = await app.sink.sent()
        #expect(sent, "the app is idle from here on")
        #expect(try server.savedTrace("capture").screens.isEmpty)

        let answer = try await ask(server, session: "capture", kind: "capture", rib: try app.rib(app.child))
        #expect(answer.status == 200)
        #expect(answer.json == ["state": "done"])
        let trace = try server.savedTrace("capture")
        #expect(trace.screens.map { trace.displayName(of: $0.rib) } == ["Child"])
        #expect(trace.screenImages.first?.value.bytes == LiveScreenTests.square.bytes)

        // Asked again at once, the picture is taken again, however recent the last one.
        let again = try await ask(server, session: "capture", kind: "capture", rib: try app.rib(app.child))
        #expect(again.json == ["state": "done"])
        #expect(try server.savedTrace("capture").screens.count == 2)
    }

    @Test("Show on device calls the app's outline with the RIB's router, on an idle app")
    func showOnDevice() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let app = App(server: server, session: "outline")
        let sent = await app.sink.sent()
        #expect(sent)
        let answer = try await ask(server, session: "outline", kind: "outline", rib: try app.rib(app.root))
        #expect(answer.json == ["state": "done"])
        #expect(app.outlined.withLock { $0 } == ["Root"])
    }

    @Test("a request for a RIB the app no longer has attached says so, by the RIB's name")
    func goneRib() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let app = App(server: server, session: "gone")
        let child = try app.rib(app.child)
        app.root.children = []
        app.observer.sync()
        let sent = await app.sink.sent()
        #expect(sent)
        let answer = try await ask(server, session: "gone", kind: "outline", rib: child)
        #expect(answer.json == ["state": "gone", "message": "Child is no longer attached in the app."])
        #expect(app.outlined.withLock { $0 }.isEmpty)
    }

    @Test("a request that the app does not answer in time says that the app did not answer, and within how long")
    func unansweredRequestExpires() async throws {
        let server = try await LiveTestServer.start(appRequestWaitNanoseconds: 200_000_000)
        defer { server.stopAndRemoveFolder() }
        // A sink without a request handler never asks for requests.
        let sink = LiveTraceSink(url: server.url, session: "silent")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        recordSession(recorder, children: 0)
        let sent = await sink.sent()
        #expect(sent)
        let answer = try await ask(server, session: "silent", kind: "capture", rib: RibID(rawValue: 1))
        #expect(answer.json["state"] == "expired")
        #expect(answer.json["message"]?.hasPrefix("The app did not answer within 0.2 s") == true)
    }

    @Test(
        "a busy app's batch gets the requests in its answer, and its answers come back in a header, a reason with any characters; answers for another session are ignored"
    )
    func requestsRideOnBatches() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        for session in ["busy", "other"] { _ = await server.sendSession(session, children: 1) }
        let session = try #require(LiveSessionName("busy"))
        let records = server.url.appendingPathComponent("sessions/busy/records")
        let held = try await request(records, method: "POST", body: Data(), headers: ["Ribviz-First-Record": "0"])
        #expect(held.header("Ribviz-Hands-Requests") == "1")
        #expect(held.text == #"{"records":10}"#, "an idle poll changes nothing and finds no request")

        async let outline = ask(server, session: "busy", kind: "outline", rib: RibID(rawValue: 2))
        await server.server.store.waitUntilAsked(for: session)
        let event = #"{"seq":7,"t":1000000000000,"kind":"deactivate","rib":1}"# + "\n"
        let batch = try await request(records, method: "POST", body: Data(event.utf8), headers: ["Ribviz-First-Record": "10"])
        #expect(batch.text == #"{"records":11,"requests":[{"id":1,"kind":"outline","rib":2}]}"#)
        let again = try await request(records, method: "POST", body: Data(), headers: ["Ribviz-First-Record": "11"])
        #expect(again.text == #"{"records":11}"#, "a request is handed once")

        let reason = "its view is not on screen, 100% (\"hidden\")"
        let encoded = try #require(reason.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let otherRecords = server.url.appendingPathComponent("sessions/other/records")
        _ = try await request(otherRecords, method: "POST", body: Data(), headers: ["Ribviz-First-Record": "10", "Ribviz-Answers": "1=done"])
        _ = try await request(records, method: "POST", body: Data(), headers: ["Ribviz-First-Record": "11", "Ribviz-Answers": "1=failed:\(encoded)"])
        #expect(try await outline.json == ["state": "failed", "message": "The app could not do it: \(reason)"])
    }

    @Test("the server refuses a request for a RIB or session it does not know, of an unknown kind, or from another site's page")
    func refusals() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let app = App(server: server, session: "refusals")
        let sent = await app.sink.sent()
        #expect(sent)
        let root = try app.rib(app.root)
        #expect(try await ask(server, session: "refusals", kind: "capture", rib: RibID(rawValue: 99)).status == 404)
        #expect(try await ask(server, session: "nobody", kind: "capture", rib: root).status == 404)
        #expect(try await ask(server, session: "refusals", kind: "explode", rib: root).status == 400)
        #expect(try await ask(server, session: "refusals", kind: "capture", rib: root, headers: ["Origin": "http://evil.example"]).status == 403)
    }
}
