import Foundation
import Synchronization
import Testing

/// Gives a suite one ``BrowserSession`` for all its tests, read with
/// ``BrowserSession/shared()``: starting a browser takes about a second, opening a page
/// a few milliseconds. The session is quit when the suite ends, even if a test fails.
///
/// Use it with `.serialized`: the tests share one tab, and each opens its own page. When
/// a test fails, a screenshot of the page is written to ``screenshotFolder`` and the
/// failure names the file.
struct SharedBrowserTrait: SuiteTrait, TestScoping {
    /// Where screenshots of failed tests are written.
    static let screenshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-browser-screenshots")

    // Not recursive: the suite's scope starts the browser once; its tests run inside it.
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let session = try await BrowserSession.start()
        let screenshots = Self.screenshotsOnFailure(of: session)
        do {
            try await BrowserSession.$current.withValue(session) {
                try await screenshots.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            await session.quit()
            throw error
        }
        await session.quit()
    }

    /// Takes a screenshot when a test of the suite fails for the first time, writes it to
    /// ``screenshotFolder``, and names it in the failure's comments.
    private static func screenshotsOnFailure(of session: BrowserSession) -> IssueHandlingTrait {
        let taken = Mutex(Set<Test.ID>())
        return .compactMapIssues { issue in
            guard issue.isFailure, let test = Test.current, taken.withLock({ $0.insert(test.id).inserted }) else { return issue }
            let file = test.sourceLocation.fileName.split(separator: ".").first.map(String.init) ?? ""
            let name = file + "-" + test.name.filter { $0.isLetter || $0.isNumber } + ".png"
            let screenshot = screenshotFolder.appendingPathComponent(name)
            var annotated = issue
            do {
                try FileManager.default.createDirectory(at: screenshotFolder, withIntermediateDirectories: true)
                try session.screenshotBlocking().write(to: screenshot)
                annotated.comments.append("screenshot of the page: \(screenshot.path)")
            } catch {
                annotated.comments.append("no screenshot of the page: \(error)")
            }
            return annotated
        }
    }
}

extension Trait where Self == SharedBrowserTrait {
    /// One headless browser for the whole suite: see ``SharedBrowserTrait``.
    static var sharedBrowser: SharedBrowserTrait { SharedBrowserTrait() }
}

extension BrowserSession {
    /// The session of the suite being run, set by ``SharedBrowserTrait``.
    @TaskLocal static var current: BrowserSession?

    /// The session the suite's ``SharedBrowserTrait`` started.
    static func shared() throws -> BrowserSession {
        guard let current else { throw WebDriverError.noSharedSession }
        return current
    }
}
