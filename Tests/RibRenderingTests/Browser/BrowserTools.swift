import Foundation

/// The programs the browser tests drive: a Chromium-family browser and the ChromeDriver
/// of the same version (Debian's `chromium` and `chromium-driver`, which
/// `scripts/install-test-tools.sh` installs together).
struct BrowserTools: Sendable {
    /// The browser's binary.
    let browser: URL
    /// The `chromedriver` binary.
    let driver: URL

    /// The browser named by `RIBVIZ_BROWSER` (or the first Chromium or Chrome found on the
    /// `PATH` or in macOS's Applications folder) and the driver named by
    /// `RIBVIZ_CHROMEDRIVER` (or `chromedriver` on the `PATH`); `nil` when either is missing.
    static let installed: BrowserTools? = {
        guard let browser = installedBrowser, let driver = installedDriver else { return nil }
        return BrowserTools(browser: browser, driver: driver)
    }()

    /// Whether missing tools fail the tests instead of skipping them: set
    /// `RIBVIZ_REQUIRE_TEST_TOOLS=1`, as CI does.
    static var isRequired: Bool {
        environment["RIBVIZ_REQUIRE_TEST_TOOLS"] == "1"
    }

    /// Whether the browser tests run: the tools are installed, or required (and then
    /// their absence fails the tests).
    static var shouldRun: Bool {
        installed != nil || isRequired
    }

    /// What to do when the tools are missing, for skipped and failing tests.
    static let missingAdvice =
        "needs Chromium or Chrome and a ChromeDriver of the same version: "
        + "run scripts/install-test-tools.sh (Debian's chromium and chromium-driver), "
        + "or set RIBVIZ_BROWSER and RIBVIZ_CHROMEDRIVER to their paths"

    private static var environment: [String: String] { ProcessInfo.processInfo.environment }

    private static var installedBrowser: URL? {
        if let named = environment["RIBVIZ_BROWSER"], !named.isEmpty { return URL(fileURLWithPath: named) }
        return firstExecutable(
            named: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
            orAt: [
                "/Applications/Chromium.app/Contents/MacOS/Chromium",
                "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
            ])
    }

    private static var installedDriver: URL? {
        if let named = environment["RIBVIZ_CHROMEDRIVER"], !named.isEmpty { return URL(fileURLWithPath: named) }
        return firstExecutable(named: ["chromedriver"], orAt: [])
    }

    /// The first of `names` found in a folder of the `PATH`, else the first of `paths`
    /// that is executable.
    private static func firstExecutable(named names: [String], orAt paths: [String]) -> URL? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = folders.flatMap { folder in names.map { "\(folder)/\($0)" } } + paths
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }
}
