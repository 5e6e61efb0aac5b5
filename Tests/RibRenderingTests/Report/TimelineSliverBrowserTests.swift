import Foundation
import RibInspector
import RibRendering
import Testing

/// The report's timeline draws what a person can see: a RIB replaced at its place within a
/// few milliseconds shows as one bar over a long session, and its moments out of the tree
/// show once the timeline is zoomed in far enough to tell them apart.
@Suite(
    "The timeline's bars in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class TimelineSliverBrowserTests {
    private let browser: BrowserSession
    private let folder: URL

    init() throws {
        browser = try BrowserSession.shared()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-timeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Root active for 20 s; its child Screen replaced every 2 s by a new Screen, each step
    /// (deactivated, detached, deallocated, attached, activated) 1 ms after the one before;
    /// the session ends with the last replacement.
    private static func replacedScreens() -> (trace: Trace, replacement: UInt64) {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Replaced"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        var screen = recorder.declareRib(named: "Screen", isViewful: true)
        recorder.record(.attached(screen, parent: root))
        recorder.record(.activated(screen))
        var replacement: UInt64 = 0
        for _ in 0..<10 {
            clock.advance(byNanoseconds: 2_000_000_000)
            recorder.record(.deactivated(screen))
            replacement = recorder.trace().events.last!.sequence
            clock.advance(byNanoseconds: 1_000_000)
            recorder.record(.detached(screen, parent: root))
            clock.advance(byNanoseconds: 1_000_000)
            recorder.record(.deallocated(screen))
            screen = recorder.declareRib(named: "Screen", isViewful: true)
            clock.advance(byNanoseconds: 1_000_000)
            recorder.record(.attached(screen, parent: root))
            clock.advance(byNanoseconds: 1_000_000)
            recorder.record(.activated(screen))
        }
        return (recorder.trace(), replacement)
    }

    private func bars(_ kind: String) async throws -> Int {
        try await browser.execute("return document.querySelectorAll('#timeline rect.bar-\(kind)').length;")
    }

    @Test("over the whole session a replaced RIB's lane is one active bar; zoomed in on a replacement, its moments inactive and out of the tree show")
    func replacedRibIsOneBarUntilZoomedIn() async throws {
        let (trace, replacement) = Self.replacedScreens()
        let page = folder.appendingPathComponent("report.html")
        try HTMLReport().render(trace).write(to: page)
        try await browser.open(page, fragment: "event=\(replacement)")
        // Root's lane and Screen's lane: one bar each; the 2 ms steps of a replacement are
        // under a pixel, and the next bar paints over them.
        #expect(try await bars("active") == 2)
        #expect(try await bars("inactive") == 0)
        #expect(try await bars("detached") == 0)

        // Halving the time shown, centred on the last replacement, down to under 10 ms.
        for _ in 0..<12 { try await browser.click(try await browser.element(css: "#time-zoom-in")) }
        #expect(try await bars("inactive") >= 1)
        #expect(try await bars("detached") >= 1)
        #expect(try await bars("active") >= 2)
        #expect(try await browser.javaScriptErrors() == [])
    }
}
