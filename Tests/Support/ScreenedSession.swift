import Foundation
import RibInspector

/// A short session with pictures of its views: Root launched and active, its picture
/// (2×2) taken; Child attached and active, its picture (4×5) taken; Child deactivated,
/// Root's picture changed (3×1); Child active again, Root's first picture again (the same
/// bytes, stored once).
public struct ScreenedSession {
    /// Tiny valid PNGs of one colour each.
    public static let square = picture("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mMwTpsJRAwQCgAf7gTJFqfs3QAAAABJRU5ErkJggg==", 2, 2)
    public static let strip = picture("iVBORw0KGgoAAAANSUhEUgAAAAMAAAABCAIAAACUgoPjAAAADUlEQVR4nGNgaPgPQQATfgR+5W97sAAAAABJRU5ErkJggg==", 3, 1)
    public static let tall = picture("iVBORw0KGgoAAAANSUhEUgAAAAQAAAAFCAIAAADtz9qMAAAAEElEQVR4nGP4z8AARwxkcACbwRPtBhPQCgAAAABJRU5ErkJggg==", 4, 5)

    private static func picture(_ base64: String, _ width: Int, _ height: Int) -> ScreenImage {
        ScreenImage(bytes: [UInt8](Data(base64Encoded: base64) ?? Data()), mediaType: .png, pixelWidth: width, pixelHeight: height)
    }

    public let trace: Trace
    public let root: RibID
    public let child: RibID
    /// Each screen's moment (the index of the last event before it) and picture, in order.
    public let screens: [(event: Int, rib: RibID, picture: ScreenImage)]

    public init() {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Screens"), clock: .manual(clock))
        root = recorder.declareRib(named: "Root", isViewful: true)
        child = recorder.declareRib(named: "Child", isViewful: true)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        clock.advance(by: .milliseconds(300))
        recorder.recordScreen(of: root, image: Self.square)
        clock.advance(by: .milliseconds(200))
        recorder.record(.attached(child, parent: root))
        recorder.record(.activated(child))
        clock.advance(by: .milliseconds(100))
        recorder.recordScreen(of: child, image: Self.tall)
        clock.advance(by: .seconds(1))
        recorder.record(.deactivated(child))
        recorder.recordScreen(of: root, image: Self.strip)
        clock.advance(by: .seconds(1))
        recorder.record(.activated(child))
        recorder.recordScreen(of: root, image: Self.square)
        clock.advance(by: .seconds(1))
        trace = recorder.trace()
        screens = [(1, root, Self.square), (3, child, Self.tall), (4, root, Self.strip), (5, root, Self.square)]
    }

    /// The same session without its screens.
    public var withoutScreens: Trace {
        var trace = trace
        trace.screens = []
        trace.screenImages = [:]
        return trace
    }
}
