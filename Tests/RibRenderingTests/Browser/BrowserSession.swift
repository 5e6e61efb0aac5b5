import Foundation

/// A headless Chromium driven through ChromeDriver (W3C WebDriver), for tests that use a
/// page as a person would: open it, click, type, press keys, scroll, and look at what it
/// shows. Every page opened records its JavaScript errors (``javaScriptErrors()``).
///
/// Start one with ``start(viewport:)`` and end it with ``quit()``, or give a suite the
/// ``SharedBrowserTrait`` (`.sharedBrowser`) and read ``shared()`` in its tests.
final class BrowserSession: Sendable {
    /// A viewport's size in CSS pixels.
    struct Size: Sendable, Equatable {
        var width: Int
        var height: Int
    }

    /// The viewport the tests use unless they ask for another.
    static let defaultViewport = Size(width: 1400, height: 1000)

    /// The size of the viewport: `innerWidth` × `innerHeight` of every page.
    let viewport: Size
    let driver: ChromeDriverProcess
    let id: String
    /// The browser's main process, as ChromeDriver reports it.
    let browserProcess: Int32?
    private let profile: URL

    private init(viewport: Size, driver: ChromeDriverProcess, id: String, browserProcess: Int32?, profile: URL) {
        self.viewport = viewport
        self.driver = driver
        self.id = id
        self.browserProcess = browserProcess
        self.profile = profile
    }

    /// Starts ChromeDriver and a headless browser with a fresh profile whose viewport is
    /// `viewport`.
    static func start(viewport: Size = defaultViewport) async throws -> BrowserSession {
        guard let tools = BrowserTools.installed else { throw WebDriverError.toolsMissing }
        let driver = try await ChromeDriverProcess.launch(tools.driver)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-browser-\(UUID().uuidString)")
        do {
            let capabilities =
                try await driver.client.send(
                    .post, "/session",
                    [
                        "capabilities": [
                            "alwaysMatch": [
                                "browserName": "chrome",
                                "goog:chromeOptions": [
                                    "binary": tools.browser.path,
                                    "args": [
                                        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                        "--no-first-run", "--hide-scrollbars", "--disable-smooth-scrolling",
                                        "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
                                        "--window-size=\(viewport.width),\(viewport.height)",
                                    ],
                                ],
                                // Shorter than the client's timeout, so that the browser's own message arrives.
                                "timeouts": ["script": 20_000, "pageLoad": 20_000, "implicit": 0],
                            ] as [String: Any]
                        ]
                    ]) as? [String: Any]
            guard let id = capabilities?["sessionId"] as? String else {
                throw WebDriverError.malformedResponse(command: "POST /session", body: String(describing: capabilities))
            }
            let details = capabilities?["capabilities"] as? [String: Any]
            let session = BrowserSession(
                viewport: viewport, driver: driver, id: id,
                browserProcess: (details?["goog:processID"] as? Int).map { Int32($0) }, profile: profile)
            do {
                try await session.prepare()
            } catch {
                await session.quit()
                throw error
            }
            return session
        } catch {
            await driver.stop()
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
    }

    /// Ends the browser and ChromeDriver and deletes the profile; never fails.
    func quit() async {
        _ = try? await driver.client.send(.delete, "/session/\(id)")
        if let browserProcess, kill(browserProcess, 0) == 0 { kill(browserProcess, SIGKILL) }
        await driver.stop()
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command of this session: `path` follows `/session/{id}`.
    @discardableResult
    func send(_ method: WebDriverClient.Method, _ path: String, _ body: [String: Any] = [:]) async throws -> Any {
        try await driver.client.send(method, "/session/\(id)\(path)", body)
    }

    /// Makes the viewport exactly ``viewport`` (a headless window's size includes a frame
    /// around it) and installs the error collector in every document opened from now on.
    private func prepare() async throws {
        try await devTools(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": viewport.width, "height": viewport.height, "deviceScaleFactor": 1, "mobile": false,
            ])
        try await devTools("Page.addScriptToEvaluateOnNewDocument", ["source": Self.errorCollector])
    }

    /// Runs a Chrome DevTools Protocol command through ChromeDriver.
    @discardableResult
    func devTools(_ command: String, _ parameters: [String: Any]) async throws -> Any {
        try await send(.post, "/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    // MARK: Pages

    /// Opens `page` (with `fragment` after `#`) and returns once it has loaded.
    func open(_ page: URL, fragment: String? = nil) async throws {
        var address = page.absoluteString
        if let fragment { address += "#" + fragment }
        try await send(.post, "/url", ["url": address])
    }

    /// The first element that matches `selector`; fails when there is none.
    func element(css selector: String) async throws -> WebElement {
        let found = try await send(.post, "/element", ["using": "css selector", "value": selector])
        return try Self.decode(found, as: WebElement.self, for: "element(css: \(selector))")
    }

    /// Every element that matches `selector`, in document order.
    func elements(css selector: String) async throws -> [WebElement] {
        let found = try await send(.post, "/elements", ["using": "css selector", "value": selector])
        return try Self.decode(found, as: [WebElement].self, for: "elements(css: \(selector))")
    }

    // MARK: Scripts

    /// Runs `script`, the body of a JavaScript function (`arguments[0]`… are `arguments`;
    /// a ``WebElement`` arrives as its DOM element), and decodes what it returns. A returned
    /// promise is awaited.
    func execute<Result: Decodable>(
        _ script: String, arguments: [any Encodable & Sendable] = [], as type: Result.Type = Result.self
    ) async throws -> Result {
        try Self.decode(try await run(script, arguments: arguments), as: type, for: script)
    }

    /// Runs `script` as ``execute(_:arguments:as:)`` does and returns its result as
    /// `JSONSerialization` decodes it.
    @discardableResult
    func run(_ script: String, arguments: [any Encodable & Sendable] = []) async throws -> Any {
        let encoder = JSONEncoder()
        let json = try arguments.map { try JSONSerialization.jsonObject(with: encoder.encode($0), options: .fragmentsAllowed) }
        return try await send(.post, "/execute/sync", ["script": script, "args": json])
    }

    /// Waits, one animation frame at a time, until `condition` (a JavaScript expression)
    /// is true, for at most `seconds`.
    func waitUntil(_ condition: String, seconds: TimeInterval = 5) async throws {
        let met: Bool = try await execute(
            """
            const deadline = performance.now() + arguments[0] * 1000;
            return new Promise((resolve) => {
              const check = () => {
                if (\(condition)) resolve(true);
                else if (performance.now() > deadline) resolve(false);
                else requestAnimationFrame(check);
              };
              check();
            });
            """, arguments: [seconds])
        if !met { throw WebDriverError.conditionNotMet(script: condition, seconds: seconds) }
    }

    /// The errors the open page has raised so far, in order: uncaught exceptions,
    /// unhandled promise rejections and `console.error` calls.
    func javaScriptErrors() async throws -> [String] {
        try await execute("return window.__ribvizErrors || ['the error collector is missing from this page'];")
    }

    /// Collects a page's errors before any of its scripts runs.
    private static let errorCollector = """
        (() => {
          const errors = [];
          Object.defineProperty(window, '__ribvizErrors', { value: errors });
          window.addEventListener('error', (event) => {
            errors.push(String(event.message) + (event.filename ? ' (' + event.filename.split('/').pop() + ':' + event.lineno + ')' : ''));
          });
          window.addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)));
          const consoleError = console.error;
          console.error = (...parts) => { errors.push(parts.map(String).join(' ')); consoleError.apply(console, parts); };
        })();
        """

    // MARK: Pictures

    /// The viewport as a PNG image.
    func screenshot() async throws -> Data {
        try Self.png(fromScreenshot: try await send(.get, "/screenshot"))
    }

    /// ``screenshot()`` blocking the calling thread.
    func screenshotBlocking() throws -> Data {
        try Self.png(fromScreenshot: try driver.client.sendBlocking(.get, "/session/\(id)/screenshot"))
    }

    private static func png(fromScreenshot value: Any) throws -> Data {
        let encoded = try decode(value, as: String.self, for: "screenshot")
        guard let png = Data(base64Encoded: encoded) else {
            throw WebDriverError.malformedResponse(command: "GET /screenshot", body: String(encoded.prefix(100)))
        }
        return png
    }

    /// Decodes a WebDriver value, as `JSONSerialization` gave it, into `type`.
    static func decode<Value: Decodable>(_ value: Any, as type: Value.Type, for script: String) throws -> Value {
        let json = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch {
            throw WebDriverError.unexpectedResult(
                script: script, json: String(decoding: json, as: UTF8.self), expected: "\(type)", reason: "\(error)")
        }
    }
}
