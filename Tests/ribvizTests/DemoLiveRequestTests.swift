import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibExamples
import RibInspector
import RibInspectorTools
import RibLiveServer
import RibLiveSink
import RibvizTestSupport
import Testing

@testable import ribviz

/// `ribviz demo --live` answers its page's *Capture now* and *Show on device* while the
/// session plays, against a server in this process, over loopback sockets.
@MainActor
@Suite("ribviz demo --live: the page's requests of the demo")
struct DemoLiveRequestTests {
    /// What the page got, asked while the player was held in a pause of TicTacToe's game.
    struct PageAnswers: Sendable {
        var captureBoard: [String: String]
        var outlineBoard: [String: String]
        var captureLoggedOut: [String: String]
        var boardScreensBefore: Int
        var boardScreensAfter: Int
        var lastBoardPicture: [UInt8]?
    }

    @Test(
        "while TicTacToe plays, Capture now gets a fresh picture of the board, a detached RIB is gone, Show on device gets the demo's reason; the events are the recorded demo's"
    )
    func answersWhileTheGamePlays() async throws {
        let folder = try TemporaryFolder(prefix: "demo-live")
        var options = LiveServerOptions(port: 0, saveFolder: folder.url)
        // A guard: the test waits for the demo's answers, which may be slow to come when
        // every suite runs at once.
        options.appRequestWaitNanoseconds = 60_000_000_000
        let server = try LiveServer(options: options)
        let url = try await server.start()
        let sink = LiveTraceSink(url: url, session: "demo")
        let scripted = ExampleSession.ticTacToe.record(drawingScreensWith: MockScreenPicture.image(of:))
        let board = try #require(scripted.ribs.first { $0.name == "TicTacToe" }?.id)
        let loggedOut = try #require(scripted.ribs.first { $0.name == "LoggedOut" }?.id)

        let pauses = PlayerPauses()
        let (held, holding) = AsyncStream.makeStream(of: Void.self)
        let page = Task.detached { () async throws -> PageAnswers? in
            defer { pauses.endHeldPause() }
            var isHeld = false
            for await _ in held {
                isHeld = true
                break
            }
            guard isHeld, await onOwnThread({ sink.waitUntilSent(timeout: .seconds(60)) }) else { return nil }
            let before = try Self.screens(of: board, in: folder)
            let capture = try await Self.ask(url, kind: "capture", rib: board)
            let after = try Self.screens(of: board, in: folder)
            return PageAnswers(
                captureBoard: capture,
                outlineBoard: try await Self.ask(url, kind: "outline", rib: board),
                captureLoggedOut: try await Self.ask(url, kind: "capture", rib: loggedOut),
                boardScreensBefore: before.screens.count,
                boardScreensAfter: after.screens.count,
                lastBoardPicture: after.screens.last.flatMap { after.pictures[$0.image]?.bytes }
            )
        }
        var isHeld = false
        let recording = LiveDemo.play(.ticTacToe, through: sink, speedUp: 1_000_000, pauses: pauses) { stage in
            guard !isHeld, stage.lastMilestone == "playing TicTacToe" else { return false }
            isHeld = true
            holding.yield()
            return true
        }
        holding.finish()
        let answers = try #require(try await page.value, "the player was held while the game played")
        let sent = await onOwnThread { sink.waitUntilSent(timeout: .seconds(60)) }
        #expect(sent)
        await server.stop()

        #expect(answers.captureBoard == ["state": "done"])
        #expect(answers.boardScreensAfter == answers.boardScreensBefore + 1, "the picture is in the session when the page hears it was taken")
        #expect(answers.lastBoardPicture.map { ScreenImage.MediaType.png.isSigned($0) } == true)
        #expect(answers.outlineBoard == ["state": "failed", "message": "The app could not do it: \(LiveDemo.noDevice)"])
        #expect(answers.captureLoggedOut == ["state": "gone", "message": "LoggedOut is no longer attached in the app."])
        #expect(recording.trace.events.map(\.kind) == scripted.events.map(\.kind))
        #expect(recording.trace.screens.map(\.rib).filter { $0 != board } == scripted.screens.map(\.rib).filter { $0 != board })
        #expect(recording.trace.screens.count == scripted.screens.count + 1, "the screens of the recorded demo, and the one the page asked for")
    }

    /// Asks the server, as the page does, for `kind` on `rib`; returns the answer's JSON.
    nonisolated private static func ask(_ server: URL, kind: String, rib: RibID) async throws -> [String: String] {
        let address = try #require(URL(string: server.absoluteString + "/sessions/demo/requests?kind=\(kind)&rib=\(rib.rawValue)"))
        var request = URLRequest(url: address)
        request.httpMethod = "POST"
        let (data, _) = try await URLSession.shared.data(for: request)
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: String] ?? ["text": String(decoding: data, as: UTF8.self)]
    }

    /// The screens of `rib` in the session the server saved, and the pictures of them all.
    nonisolated private static func screens(of rib: RibID, in folder: TemporaryFolder) throws -> (screens: [RibScreen], pictures: [ScreenDigest: ScreenImage]) {
        let trace = try TraceReader().read(contentsOf: folder.appending("demo.jsonl"))
        return (trace.screens.filter { $0.rib == rib }, trace.screenImages)
    }
}
