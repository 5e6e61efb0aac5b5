import Foundation

/// A `chromedriver` run by the tests: it listens on a free port of 127.0.0.1 that it
/// picks itself (`--port=0`) and prints, and runs until ``stop()``.
final class ChromeDriverProcess: Sendable {
    /// How long ChromeDriver may take to say it is ready.
    static let startTimeout: TimeInterval = 30

    /// The port it listens on.
    let port: Int
    /// A client for its WebDriver commands.
    let client: WebDriverClient
    private let process: Process
    private let log: URL

    private init(port: Int, process: Process, log: URL) {
        self.port = port
        self.process = process
        self.log = log
        client = WebDriverClient(port: port)
    }

    /// Starts `executable` and returns once it reports that it is ready for sessions.
    static func launch(_ executable: URL) async throws -> ChromeDriverProcess {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-chromedriver-\(UUID().uuidString).log")
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--port=0"]
        // A file, not a pipe: nobody has to keep reading ChromeDriver's output.
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WebDriverError.driverDidNotStart(reason: "\(executable.path) could not be run: \(error.localizedDescription)", log: "")
        }
        let deadline = Date().addingTimeInterval(startTimeout)
        do {
            let port = try await announcedPort(of: process, in: log, before: deadline)
            let driver = ChromeDriverProcess(port: port, process: process, log: log)
            try await driver.waitUntilReady(before: deadline)
            return driver
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
            throw error
        }
    }

    /// Stops ChromeDriver, with the browsers of the sessions it still has, and waits for
    /// it to exit: it is asked through `/shutdown`, and killed if it is still running a
    /// few seconds later (it ignores SIGTERM while it has a session open).
    func stop() async {
        if process.isRunning {
            _ = try? await client.send(.get, "/shutdown")
            let deadline = Date().addingTimeInterval(3)
            while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: log)
    }

    /// Whether ChromeDriver is still running.
    var isRunning: Bool { process.isRunning }

    /// What ChromeDriver has written so far, for error messages.
    var output: String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    /// The port in ChromeDriver's "ChromeDriver was started successfully on port 41739."
    private static func announcedPort(of process: Process, in log: URL, before deadline: Date) async throws -> Int {
        let announcement = /started successfully on port (\d+)/
        while true {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: announcement), let port = Int(match.1) { return port }
            guard process.isRunning else {
                throw WebDriverError.driverDidNotStart(reason: "it exited with status \(process.terminationStatus)", log: text)
            }
            guard Date() < deadline else {
                throw WebDriverError.driverDidNotStart(reason: "it named no port in \(Int(startTimeout)) s", log: text)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Polls `/status` until ChromeDriver says it is ready for new sessions.
    private func waitUntilReady(before deadline: Date) async throws {
        while true {
            let status = try? await client.send(.get, "/status") as? [String: Any]
            if status?["ready"] as? Bool == true { return }
            guard Date() < deadline else {
                throw WebDriverError.driverDidNotStart(reason: "/status did not say ready in \(Int(Self.startTimeout)) s", log: output)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
