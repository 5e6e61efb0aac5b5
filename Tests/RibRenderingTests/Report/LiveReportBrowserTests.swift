import Foundation
import RibInspector
import RibLiveServer
import RibLiveSink
import Testing

/// The page of `ribviz live` in a real browser (headless Chromium driven through
/// ChromeDriver): as events arrive, its tree and slider change without a reload.
@Suite(
    "ribviz live page in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class LiveReportBrowserTests {
    private let browser: BrowserSession

    init() throws {
        browser = try BrowserSession.shared()
    }

    @Test("a RIB attached while the page is open appears in its tree, and the page follows the newest event, without a reload")
    func followsTheSession() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-page-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LiveServer(options: LiveServerOptions(port: 0, saveFolder: folder))
        let address = try await server.start()
        defer { Task { await server.stop() } }
        let sink = LiveTraceSink(url: address, session: "page")
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink])
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        let sent = try await offThePool { sink.waitUntilSent(timeout: .seconds(10)) }
        #expect(sent)

        try await browser.open(address.appendingPathComponent("sessions/page"))
        try await browser.run("window.__ribvizSamePage = true;")
        let before: String = try await browser.execute("return document.getElementById('tree').textContent;")
        #expect(!before.contains("AttachedLater"))

        let child = recorder.declareRib(named: "AttachedLater")
        recorder.record(.built(child))
        recorder.record(.attached(child, parent: root))
        recorder.record(.activated(child))
        try await browser.waitUntil("document.getElementById('tree').textContent.includes('AttachedLater')", seconds: 10)
        let shown: [String] = try await browser.execute("""
            const slider = document.getElementById('slider');
            return [slider.max, slider.value, String(window.__ribvizSamePage), document.getElementById('ribviz-live').dataset.records];
            """)
        // Records: the header, two declarations and five events.
        #expect(shown == ["4", "4", "true", "8"])
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty)
    }

    /// Runs blocking work on a thread of its own: the in-process server needs the few
    /// threads Swift concurrency has.
    private func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
