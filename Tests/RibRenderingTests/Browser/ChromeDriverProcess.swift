import Foundation
import RibvizTestSupport

/// A `chromedriver` run by the tests: it listens on a free port of 127.0.0.1 that it
/// picks itself (`--port=0`) and prints, and runs until ``stop()``, or until the test
/// process ends in any way (a crash included): a watchdog shell holds it and, once the
/// test process's end of a pipe closes, asks it to shut down with its browsers.
final class ChromeDriverProcess: Sendable {
    /// How long ChromeDriver may take to say it is ready.
    static let startTimeout: TimeInterval = 30

    /// The port it listens on.
    let port: Int
    /// A client for its WebDriver commands.
    let client: WebDriverClient
    /// The watchdog shell, parent of `chromedriver`.
    private let process: Process
    /// The test process's end of the watchdog's input.
    private let lifeline: FileHandle
    private let log: URL

    private init(port: Int, process: Process, lifeline: FileHandle, log: URL) {
        self.port = port
        self.process = process
        self.lifeline = lifeline
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
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", watchdog, "watchdog", executable.path, log.path]
        // A file, not a pipe: nobody has to keep reading ChromeDriver's output.
        process.standardOutput = output
        process.standardError = output
        let lifeline = Pipe()
        process.standardInput = lifeline
        do {
            try process.run()
        } catch {
            throw WebDriverError.driverDidNotStart(reason: "/bin/bash could not be run: \(error.localizedDescription)", log: "")
        }
        try? lifeline.fileHandleForReading.close()
        let deadline = Date().addingTimeInterval(startTimeout)
        do {
            let port = try await announcedPort(of: process, in: log, before: deadline)
            let driver = ChromeDriverProcess(port: port, process: process, lifeline: lifeline.fileHandleForWriting, log: log)
            try await driver.checkReady()
            return driver
        } catch {
            try? lifeline.fileHandleForWriting.close()
            await onOwnThread { process.waitUntilExit() }
            try? FileManager.default.removeItem(at: log)
            throw error
        }
    }

    /// Stops ChromeDriver, with the browsers of the sessions it still has, and waits for
    /// it to exit (quit sessions first, to let each browser close by itself).
    func stop() async {
        if process.isRunning { _ = try? await client.send(.get, "/shutdown") }
        releaseLifeline()
        let ended = (try? await processEnds(process.processIdentifier, within: .seconds(10))) ?? false
        if !ended, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        await onOwnThread { [process] in process.waitUntilExit() }
        try? FileManager.default.removeItem(at: log)
    }

    /// Closes the watchdog's input, as the system does when the test process ends: the
    /// watchdog then shuts ChromeDriver and its browsers down.
    func releaseLifeline() {
        try? lifeline.close()
    }

    /// The watchdog: runs `chromedriver` (`$1`) with its output in the log (`$2`), waits
    /// until its input closes (the test process stopped it, or ended), then asks ChromeDriver
    /// to shut down, which ends its browsers, and kills it if it has not exited 3 s later.
    private static let watchdog = #"""
        "$1" --port=0 &
        driver=$!
        cat > /dev/null
        port=$(sed -n 's/.*started successfully on port \([0-9]*\).*/\1/p' "$2")
        if [ -n "$port" ]; then
          (exec 3<> "/dev/tcp/127.0.0.1/$port" && printf 'GET /shutdown HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' >&3 && sleep 0.5) 2> /dev/null
        fi
        for _ in $(seq 30); do kill -0 "$driver" 2> /dev/null || break; sleep 0.1; done
        kill -9 "$driver" 2> /dev/null
        wait
        """#

    /// Whether ChromeDriver (or its watchdog) is still running.
    var isRunning: Bool { process.isRunning }

    /// What ChromeDriver has written so far, for error messages.
    var output: String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    /// The port in ChromeDriver's "ChromeDriver was started successfully on port 41739.",
    /// read from the log again each time it changes.
    private static func announcedPort(of process: Process, in log: URL, before deadline: Date) async throws -> Int {
        let changes = try FileChanges(watching: log)
        let text: String = await withCheckedContinuation { continuation in
            Thread {
                var text = ""
                _ = changes.wait(within: .seconds(max(0, deadline.timeIntervalSinceNow))) {
                    text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                    return text.contains("started successfully on port")
                }
                continuation.resume(returning: text)
            }.start()
        }
        if let match = text.firstMatch(of: /started successfully on port (\d+)/), let port = Int(match.1) { return port }
        guard process.isRunning else {
            throw WebDriverError.driverDidNotStart(reason: "it exited with status \(process.terminationStatus)", log: text)
        }
        throw WebDriverError.driverDidNotStart(reason: "it named no port in \(Int(startTimeout)) s", log: text)
    }

    /// Asks `/status` whether ChromeDriver is ready for new sessions, as it is once it has
    /// announced its port.
    private func checkReady() async throws {
        let status = try? await client.send(.get, "/status") as? [String: Any]
        guard status?["ready"] as? Bool == true else {
            throw WebDriverError.driverDidNotStart(reason: "/status did not say ready once it announced its port", log: output)
        }
    }
}
