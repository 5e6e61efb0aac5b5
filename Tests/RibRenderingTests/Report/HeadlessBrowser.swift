import Foundation

/// A Chromium-family browser run headless: it loads a page, lets its scripts run and
/// returns the document they leave.
struct HeadlessBrowser {
    let executable: URL

    /// The browser named by `RIBVIZ_BROWSER`, or the first of Chromium, Chrome and
    /// Chromium's other names found on the `PATH` or in macOS's Applications folder.
    static let installed: HeadlessBrowser? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["RIBVIZ_BROWSER"], !named.isEmpty {
            return HeadlessBrowser(executable: URL(fileURLWithPath: named))
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let candidates = folders.flatMap { folder in names.map { "\(folder)/\($0)" } } + [
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { HeadlessBrowser(executable: URL(fileURLWithPath: $0)) }
    }()

    /// Whether a missing browser fails the tests instead of skipping them: set
    /// `RIBVIZ_REQUIRE_TEST_TOOLS=1`, as CI does.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["RIBVIZ_REQUIRE_TEST_TOOLS"] == "1"
    }

    /// Loads `page` (with `fragment` after `#`), runs its scripts and returns the
    /// document's HTML as it stands then.
    func document(at page: URL, fragment: String? = nil) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        var address = page.absoluteString
        if let fragment { address += "#" + fragment }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--window-size=1400,1200", "--virtual-time-budget=10000",
            "--user-data-dir=\(profile.path)", "--dump-dom", address,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        guard process.terminationStatus == 0 else { throw BrowserError.failed(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    enum BrowserError: Error {
        case failed(status: Int32)
    }
}
