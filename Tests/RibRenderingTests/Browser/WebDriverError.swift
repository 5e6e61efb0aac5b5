import Foundation

/// Why the browser harness could not do what a test asked; each says what failed and
/// what to do.
enum WebDriverError: Error, CustomStringConvertible {
    /// Chromium or ChromeDriver is not installed.
    case toolsMissing
    /// A test asked for its suite's session, but the suite has no `.sharedBrowser` trait.
    case noSharedSession
    /// ChromeDriver exited or never said which port it listens on.
    case driverDidNotStart(reason: String, log: String)
    /// A command got no answer in time.
    case timedOut(command: String, seconds: TimeInterval)
    /// ChromeDriver could not be reached.
    case unreachable(command: String, reason: String)
    /// ChromeDriver answered with something that is not WebDriver's JSON.
    case malformedResponse(command: String, body: String)
    /// ChromeDriver refused the command: WebDriver's error code and message.
    case refused(command: String, error: String, message: String)
    /// A script's result is not what the test expected.
    case unexpectedResult(script: String, json: String, expected: String, reason: String)
    /// A condition a test waited for did not become true in time.
    case conditionNotMet(script: String, seconds: TimeInterval)

    var description: String {
        switch self {
        case .toolsMissing:
            "browser tests: \(BrowserTools.missingAdvice)"
        case .noSharedSession:
            "BrowserSession.shared() is for suites with the .sharedBrowser trait; add it to the suite, or start a session with BrowserSession.start()"
        case let .driverDidNotStart(reason, log):
            "chromedriver did not start: \(reason). Its output:\n\(log)"
        case let .timedOut(command, seconds):
            "WebDriver command \(command) got no answer in \(Int(seconds)) s: the browser may be hung or the machine overloaded"
        case let .unreachable(command, reason):
            "WebDriver command \(command) could not reach chromedriver: \(reason)"
        case let .malformedResponse(command, body):
            "WebDriver command \(command) got an answer that is not WebDriver JSON: \(body.prefix(500))"
        case let .refused(command, error, message):
            "WebDriver command \(command) failed with \(error): \(message.prefix(1_000))"
        case let .unexpectedResult(script, json, expected, reason):
            "script `\(script.prefix(200))` returned \(json.prefix(500)), not a \(expected): \(reason)"
        case let .conditionNotMet(script, seconds):
            "`\(script.prefix(200))` was still not true after \(seconds) s"
        }
    }
}
