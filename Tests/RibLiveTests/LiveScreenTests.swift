import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibLiveSink
import Testing

/// Screens sent through a live sink to a real server: saved as received, and brought to
/// pages by updates, each picture's bytes once.
@Suite("ribviz live: screens")
struct LiveScreenTests {
    /// A tiny valid PNG, 2×2 pixels.
    static let square = picture("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mMwTpsJRAwQCgAf7gTJFqfs3QAAAABJRU5ErkJggg==", 2, 2)
    /// A tiny valid PNG, 3×1 pixels.
    static let strip = picture("iVBORw0KGgoAAAANSUhEUgAAAAMAAAABCAIAAACUgoPjAAAADUlEQVR4nGNgaPgPQQATfgR+5W97sAAAAABJRU5ErkJggg==", 3, 1)

    private static func picture(_ base64: String, _ width: Int, _ height: Int) -> ScreenImage {
        ScreenImage(bytes: [UInt8](Data(base64Encoded: base64) ?? Data()), mediaType: .png, pixelWidth: width, pixelHeight: height)
    }

    /// The update a page that shows `records` records gets, as JSON.
    private func update(_ server: LiveTestServer, session: String, after records: UInt64) async throws -> [String: Any] {
        let address = try #require(URL(string: server.url.absoluteString + "/sessions/\(session)/updates?after=\(records)"))
        let answer = try await request(address)
        #expect(answer.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
    }

    @Test("a screen and its picture reach the saved session and the next update; a picture taken again is named, not sent again")
    func screensArrive() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: server.url, session: "screens")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        let sent1 = await sink.sent()
        #expect(sent1)
        let before = sink.sentRecordCount  // the header, Root and two events

        recorder.recordScreen(of: root, image: Self.square)
        let sent2 = await sink.sent()
        #expect(sent2)
        #expect(sink.sentRecordCount == before + 1)
        let first = try #require(try await update(server, session: "screens", after: before)["screens"] as? [String: Any])
        #expect(first["firstScreen"] as? Int == 0)
        #expect(first["firstImage"] as? Int == 0)
        let firstColumns = try #require(first["screens"] as? [String: Any])
        let images = try #require(firstColumns["images"] as? [[String: Any]])
        #expect(images.count == 1)
        #expect(images.first?["width"] as? Int == 2)
        #expect(images.first?["base64"] as? String == Data(Self.square.bytes).base64EncodedString())
        #expect(firstColumns["rib"] as? [Int] == [Int(root.rawValue)])
        #expect(firstColumns["event"] as? [Int] == [1])

        // The same picture again: the sink sends its name only, and a page that holds it
        // gets its index, not its bytes.
        recorder.recordScreen(of: root, image: Self.square)
        recorder.recordScreen(of: root, image: Self.strip)
        let sent3 = await sink.sent()
        #expect(sent3)
        let next = try #require(try await update(server, session: "screens", after: before + 1)["screens"] as? [String: Any])
        #expect(next["firstScreen"] as? Int == 1)
        #expect(next["firstImage"] as? Int == 1)
        let nextColumns = try #require(next["screens"] as? [String: Any])
        #expect((nextColumns["images"] as? [[String: Any]])?.map { $0["width"] as? Int } == [3])
        #expect(nextColumns["image"] as? [Int] == [0, 1])

        // The saved file holds the screens as received: each picture's bytes once.
        let saved = try String(contentsOf: server.folder.appendingPathComponent("screens.jsonl"), encoding: .utf8)
        let screenLines = saved.split(separator: "\n").filter { $0.contains(#""record":"screen""#) }
        #expect(screenLines.count == 3)
        #expect(screenLines.map { $0.contains(#""base64""#) } == [true, false, true])
        let trace = try server.savedTrace("screens")
        #expect(trace.screens.map(\.image) == [Self.square.digest, Self.square.digest, Self.strip.digest])
        #expect(trace.screenImages[Self.square.digest]?.bytes == Self.square.bytes)
        #expect(sink.droppedScreenCount == 0)
    }

    @Test("a picture over the sink's picture capacity is dropped and counted, and so are the later screens that name it")
    func pictureOverCapacity() async throws {
        let server = try await LiveTestServer.start()
        defer { server.stopAndRemoveFolder() }
        let sink = LiveTraceSink(url: server.url, session: "tight", pictureByteCapacity: Self.square.bytes.count - 1)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(root))
        recorder.recordScreen(of: root, image: Self.square)
        recorder.recordScreen(of: root, image: Self.square)
        recorder.record(.activated(root))
        let sent4 = await sink.sent()
        #expect(sent4)
        #expect(sink.droppedScreenCount == 2)
        #expect(sink.droppedEventCount == 0)
        let trace = try server.savedTrace("tight")
        #expect(trace.screens.isEmpty)
        #expect(trace.events.count == 2)
    }
}
