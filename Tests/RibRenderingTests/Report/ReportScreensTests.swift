import Foundation
import RibInspector
import RibRendering
import RibvizTestSupport
import Testing

@Suite("HTML report screens")
struct ReportScreensTests {
    /// The page's `"screens"` member, with the comma before it.
    private static func screensMember(in page: Data) throws -> Range<Data.Index> {
        let start = try #require(page.range(of: Data(#","screens":{"#.utf8)))
        let end = try #require(page.range(of: Data(#","showsDetached":"#.utf8), in: start.upperBound..<page.endIndex))
        return start.lowerBound..<end.lowerBound
    }

    @Test("a trace without screens gives the page it gave before: the data has no screens member, and only it differs")
    func withoutScreens() throws {
        let session = ScreenedSession()
        let with = try HTMLReport().render(session.trace)
        let without = try HTMLReport().render(session.withoutScreens)
        var stripped = with
        stripped.removeSubrange(try Self.screensMember(in: with))
        #expect(stripped == without)
        let content = try ReportPageReading(without).content
        #expect(
            content.keys.sorted() == ["changes", "direction", "end", "events", "findings", "lifetimes", "places", "ribs", "showsDetached"])
    }

    @Test("each distinct picture is in the page once, in base64; the screens name it by index, at the moment they follow")
    func picturesOnce() throws {
        let session = ScreenedSession()
        let page = try ReportPageReading(try HTMLReport().render(session.trace))
        let screens = try #require(page.content["screens"] as? [String: Any])
        let images = try #require(screens["images"] as? [[String: Any]])
        let pictures = [ScreenedSession.square, ScreenedSession.tall, ScreenedSession.strip]
        #expect(images.map { $0["base64"] as? String } == pictures.map { Data($0.bytes).base64EncodedString() })
        #expect(images.map { $0["mediaType"] as? String } == ["image/png", "image/png", "image/png"])
        #expect(images.map { [$0["width"] as? Int, $0["height"] as? Int] } == pictures.map { [$0.pixelWidth, $0.pixelHeight] })
        #expect(screens["image"] as? [Int] == [0, 1, 2, 0])
        #expect(screens["event"] as? [Int] == session.screens.map(\.event))
        #expect(screens["rib"] as? [UInt32] == session.screens.map(\.rib.rawValue))
        #expect((screens["time"] as? [NSNumber])?.map(\.uint64Value) == session.trace.screens.map(\.time))
        for picture in pictures {
            #expect(page.occurrences(of: Data(picture.bytes).base64EncodedString()) == 1)
        }
    }

    @Test("a screen taken before the first event follows no event; one whose picture the trace lacks is left out")
    func edges() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Early"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.recordScreen(of: root, image: ScreenedSession.square)
        recorder.record(.launched(root))
        recorder.recordScreen(of: root, image: ScreenedSession.strip)
        var trace = recorder.trace()
        trace.screenImages[ScreenedSession.strip.digest] = nil
        let screens = try #require(try ReportPageReading(try HTMLReport().render(trace)).content["screens"] as? [String: Any])
        #expect(screens["event"] as? [Int] == [-1])
        #expect((screens["images"] as? [Any])?.count == 1)
    }

    @Test("100 distinct 20 KiB pictures, each taken 3 times, add their base64 once and little more")
    func size() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Pictures"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(root))
        var generator = SplitMix(seed: 7)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let pictures = (0..<100).map { _ in
            let bytes = signature + (signature.count..<20 * 1024).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            return ScreenImage(bytes: bytes, mediaType: .png, pixelWidth: 390, pixelHeight: 844)
        }
        for _ in 0..<3 {
            for picture in pictures {
                clock.advance(by: .milliseconds(10))
                recorder.recordScreen(of: root, image: picture)
                recorder.record(.activated(root))
            }
        }
        var trace = recorder.trace()
        try #require(trace.screens.count == 300 && trace.screenImages.count == 100)
        let with = try HTMLReport().render(trace).count
        trace.screens = []
        trace.screenImages = [:]
        let growth = with - (try HTMLReport().render(trace).count)
        let base64 = 100 * ((20 * 1024 + 2) / 3 * 4)
        // Each picture's base64 once, with its type and size; each screen a few numbers.
        #expect(growth >= base64 && growth <= base64 + 100 * 100 + 300 * 32, "the pictures added \(growth) bytes, their base64 \(base64)")
    }
}

/// A small deterministic generator of pseudo-random numbers (SplitMix64).
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
