import Foundation
import RibvizTestSupport
import Testing

/// The browser harness on a small page: its clicks, keys, typing, scrolling and viewport
/// checks reach the page as a person's would (the page ignores untrusted events).
@Suite(
    "Browser harness", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class BrowserHarnessTests {
    private let browser: BrowserSession
    private let page: URL

    init() throws {
        browser = try BrowserSession.shared()
        page = try HarnessPage.write()
    }

    deinit {
        try? FileManager.default.removeItem(at: page.deletingLastPathComponent())
    }

    private func opened() async throws -> BrowserSession {
        try await browser.open(page)
        return browser
    }

    private func text(of selector: String) async throws -> String {
        try await browser.execute("return document.querySelector(arguments[0]).textContent;", arguments: [selector])
    }

    @Test("a click reaches the page as a real click")
    func click() async throws {
        let browser = try await opened()
        let counter = try await browser.element(css: "#counter")
        try await browser.click(counter)
        try await browser.click(counter)
        #expect(try await text(of: "#counter") == "clicked 2 times")
        // The same through a click at an offset from the middle, still on the button.
        let box = try await browser.rect(of: counter)
        try await browser.click(counter, offsetX: Int(box.width / 4), offsetY: 0)
        #expect(try await text(of: "#counter") == "clicked 3 times")
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("typed text lands in the field, one key at a time")
    func typing() async throws {
        let browser = try await opened()
        let field = try await browser.element(css: "#field")
        try await browser.sendKeys("rib/42", to: field)
        #expect(try await browser.execute("return document.getElementById('field').value;") == "rib/42")
        let keys: [String] = try await browser.execute("return [...document.querySelectorAll('#keys li')].map((item) => item.textContent);")
        #expect(keys == ["r", "i", "b", "/", "4", "2"])
        #expect(try await browser.execute("return document.activeElement.id;") == "field")
    }

    @Test("key presses go to the focused element, or to the page")
    func keyPresses() async throws {
        let browser = try await opened()
        try await browser.press(.arrowRight, .arrowLeft, .home, .end, .enter, .escape, .slash)
        try await browser.press(.arrowRight, times: 3)
        let keys: [String] = try await browser.execute("return [...document.querySelectorAll('#keys li')].map((item) => item.textContent);")
        #expect(keys == ["ArrowRight", "ArrowLeft", "Home", "End", "Enter", "Escape", "/", "ArrowRight", "ArrowRight", "ArrowRight"])

        try await browser.focus(try await browser.element(css: "#field"))
        try await browser.press(.character("x"), .backspace, .character("y"))
        #expect(try await browser.execute("return document.getElementById('field').value;") == "y")
    }

    @Test("an element far down is outside the viewport until scrolled to, by the wheel or into view")
    func viewport() async throws {
        let browser = try await opened()
        let target = try await browser.element(css: "#target")
        #expect(try await browser.isInViewport(try await browser.element(css: "#counter")))
        #expect(try await !browser.isInViewport(target))
        #expect(try await browser.rect(of: target).y > Double(browser.viewport.height))

        try await browser.scroll(deltaY: 4_800)
        let scrolled: Double = try await browser.execute("return scrollY;")
        #expect(scrolled > 4_000)
        #expect(try await browser.isInViewport(target))

        try await browser.scroll(deltaY: -10_000)
        #expect(try await !browser.isInViewport(target))
        try await browser.scrollIntoView(target)
        #expect(try await browser.isInViewport(target))
        let box = try await browser.rect(of: target)
        #expect(box.width == 200 && box.height == 100)
    }

    @Test("an element hidden by a scrolling panel is outside the viewport until the panel scrolls")
    func clippingPanel() async throws {
        let browser = try await opened()
        let panel = try await browser.element(css: "#panel")
        let hidden = try await browser.element(css: "#inside-panel")
        #expect(try await browser.isInViewport(panel))
        #expect(try await !browser.isInViewport(hidden))
        try await browser.scroll(deltaY: 2_000, over: panel)
        #expect(try await browser.isInViewport(hidden))
        #expect(try await browser.execute("return scrollY;") == 0, "the wheel scrolled the panel, not the page")
    }

    @Test("the page's errors are collected from its first script on")
    func javaScriptErrors() async throws {
        let failing = try HarnessPage.write(addingScript: "console.error('drawing failed', 3); undefinedFunction();")
        defer { try? FileManager.default.removeItem(at: failing.deletingLastPathComponent()) }
        try await browser.open(failing)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.count == 2)
        #expect(errors.first == "drawing failed 3")
        #expect(errors.last?.contains("undefinedFunction is not defined") == true)
        // A new page starts with no errors.
        try await browser.open(page)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("a screenshot is a PNG of the whole viewport")
    func screenshot() async throws {
        let browser = try await opened()
        let png = try await browser.screenshot()
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let number = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(16) == browser.viewport.width && number(20) == browser.viewport.height)
        #expect(try await browser.execute("return [innerWidth, innerHeight];") == [browser.viewport.width, browser.viewport.height])
    }

    @Test("scripts take and return elements; a result of the wrong type says what came back")
    func scripts() async throws {
        let browser = try await opened()
        let counter: WebElement = try await browser.execute("return document.getElementById('counter');")
        #expect(try await browser.execute("return arguments[0].id + arguments[1];", arguments: [counter, 7]) == "counter7")
        #expect(try await browser.execute("return new Promise((resolve) => setTimeout(() => resolve(42), 10));") == 42)
        try await browser.click(counter)
        try await browser.waitUntil("document.getElementById('counter').textContent === 'clicked 1 times'")
        let error = await #expect(throws: WebDriverError.self) {
            _ = try await browser.execute("return 'text';", as: Int.self)
        }
        #expect(error?.description.contains(#"returned "text", not a Int"#) == true)
        await #expect(throws: WebDriverError.self) { _ = try await browser.element(css: "#missing") }
    }

    @Test("quitting a session ends its browser and its ChromeDriver")
    func quitting() async throws {
        let session = try await BrowserSession.start()
        let browserProcess = try #require(session.browserProcess)
        #expect(kill(browserProcess, 0) == 0)
        await session.quit()
        #expect(!session.driver.isRunning)
        #expect(try await hasEnded(browserProcess))
    }

    @Test("a test process that ends without quitting leaves no browser behind")
    func abandoned() async throws {
        let session = try await BrowserSession.start()
        let browserProcess = try #require(session.browserProcess)
        // What the system does to a test process that crashes: its end of the pipe closes.
        session.driver.releaseLifeline()
        #expect(try await hasEnded(browserProcess))
        await session.quit()
    }

    /// Whether `process` ends within 5 seconds.
    private func hasEnded(_ process: Int32) async throws -> Bool {
        try await processEnds(process, within: .seconds(5))
    }
}
