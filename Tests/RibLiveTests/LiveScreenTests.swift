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

    private static func picture(_ base64: String, _ width: Int, _ height: Int) -> ScreenImage {
        ScreenImage(bytes: [UInt8](Data(base64Encoded: base64) ?? Data()), mediaType: .png, pixelWidth: width, pixelHeight: height)
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
