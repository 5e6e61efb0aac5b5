import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing
import RibExamples
import RibvizTestSupport
import RibInspector
import RibInspectorTools

/// `ribviz live` running as its own process, fed by another process or a growing file.
@Suite("ribviz live", .serialized)
struct LiveCommandTests {
    /// A running `ribviz live --port 0`, stopped when the test ends. Async tests start it
    /// and read its output on a thread of their own (see ``onOwnThread(_:)``).
    final class LiveProcess: @unchecked Sendable {
        // @unchecked: a test uses it from one task at a time, and `text` only while it waits.
        let process = Process()
        let address: String
        /// Its standard output, and what was read of it so far.
        private let descriptor: Int32
        private var text = ""

        /// Starts it on a thread of its own, and returns once it said where it listens.
        static func start(arguments: [String], in folder: URL, port: Int = 0) async throws -> LiveProcess {
            try await onOwnThread { try LiveProcess(arguments: arguments, in: folder, port: port) }
        }

        /// Starts it, and returns once it said where it listens; blocks the calling thread.
        init(arguments: [String], in folder: URL, port: Int = 0) throws {
            guard let executable = RibvizRunner.executable else { throw RibvizRunner.RunnerError.binaryNotFound }
            process.executableURL = executable
            process.arguments = ["live", "--port", String(port)] + arguments
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            descriptor = output.fileHandleForReading.fileDescriptor
            var firstLine = ""
            if Self.readUntil(descriptor, into: &text, { $0.contains("\n") }) {
                firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
            }
            address = firstLine.components(separatedBy: "listening on ").last ?? ""
        }

        /// Reads its standard output until it holds `expected`; `false` when the process
        /// ends first, or says nothing for `silence` (a broken test's guard, not a wait).
        func waitForOutput(containing expected: String, silence: Duration = .seconds(120)) async -> Bool {
            await onOwnThread { Self.readUntil(self.descriptor, into: &self.text, silence: silence) { $0.contains(expected) } }
        }

        /// Reads with read(2), which FileHandle would trap on EINTR, until `done(text)`.
        private static func readUntil(_ descriptor: Int32, into text: inout String, silence: Duration = .seconds(120), _ done: (String) -> Bool) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !done(text) {
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32(silence.components.seconds * 1000))
                if ready < 0, errno == EINTR { continue }
                guard ready > 0 else { return false }
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                text += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            return true
        }

        /// Stops it with SIGKILL (a process started from the test runner inherits its blocked
        /// SIGTERM) and waits for its end.
        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        deinit { stop() }
    }

    @Test("ribviz demo --live, another process, plays TicTacToe into ribviz live, which saves the session as a trace")
    func demoProcessToServer() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = try await LiveProcess.start(arguments: ["--save-dir", "saved"], in: folder)
        let address = live.address
        #expect(address.hasPrefix("http://127.0.0.1:"))

        let demo = try await RibvizRunner.run(["demo", "--live", address, "--speed-up", "2000"], in: folder)
        #expect(demo.exitCode == 0, "\(demo.standardError)")
        #expect(demo.standardOutput.contains("/sessions/"))

        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("saved").path)
        #expect(saved.count == 1)
        let trace = try TraceReader().read(contentsOf: folder.appendingPathComponent("saved").appendingPathComponent(saved[0]))
        let expected = ExampleSession.ticTacToe.record()
        #expect(trace.events.map(\.kind) == expected.events.map(\.kind))
        #expect(trace.ribs.map(\.name) == expected.ribs.map(\.name))
        // The demo's screen source draws each viewful RIB's screen and its sink sends the
        // pictures along: PNG bytes from another process, whole.
        #expect(!trace.screens.isEmpty)
        #expect(
            trace.screens.allSatisfy { screen in
                trace.screenImages[screen.image].map { $0.mediaType == .png && $0.mediaType.isSigned($0.bytes) && $0.pixelWidth > 0 } == true
            })
    }

    @Test("ribviz live killed (SIGKILL) mid-session and started again on its port and folder: the demo process's sink resends, and the saved session has every event once")
    func serverKilledMidSession() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("saved"), withIntermediateDirectories: true)
        let live = try await LiveProcess.start(arguments: ["--save-dir", "saved"], in: folder)
        let address = live.address
        let port = try #require(URL(string: address)?.port)

        // The session lasts 46 s in real time: played 5 times faster, about 9 s.
        guard let executable = RibvizRunner.executable else { throw RibvizRunner.RunnerError.binaryNotFound }
        let demo = Process()
        demo.executableURL = executable
        demo.arguments = ["demo", "--live", address, "--speed-up", "5", "-q"]
        demo.currentDirectoryURL = folder
        demo.standardOutput = FileHandle.nullDevice
        demo.standardError = FileHandle.nullDevice
        try demo.run()
        defer { if demo.isRunning { kill(demo.processIdentifier, SIGKILL) } }

        // The server saves the session as it grows: the test looks again at each change of
        // the folder, until the file is there, then of the file. It kills the server and
        // starts it again on the same thread, at once: an async test goes on only once a
        // thread of Swift concurrency's is free, by when the demo may have ended.
        let saved = folder.appendingPathComponent("saved")
        let savedFile: @Sendable () -> URL? = {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: saved.path)) ?? []
            return files.count == 1 ? saved.appendingPathComponent(files[0]) : nil
        }
        let savedEvents = { @Sendable in savedFile().flatMap { try? TraceReader().read(contentsOf: $0).events.count } ?? 0 }
        let restart = try await onOwnThread { () throws -> (atKill: Int, again: LiveProcess)? in
            guard try FileChanges(watching: saved).wait(within: .seconds(60), until: { savedFile() != nil }),
                let file = savedFile(),
                try FileChanges(watching: file).wait(within: .seconds(60), until: { savedEvents() >= 10 })
            else { return nil }
            live.stop()  // mid-session: the sink's request under way, or its next one, fails
            return (savedEvents(), try LiveProcess(arguments: ["--save-dir", "saved"], in: folder, port: port))
        }
        let (atKill, again) = try #require(restart, "the demo's session did not reach 10 saved events")
        let expected = ExampleSession.ticTacToe.record()
        #expect(atKill < expected.events.count, "the demo ended before the server was killed")
        #expect(again.address == address)

        await onOwnThread { demo.waitUntilExit() }
        #expect(demo.terminationStatus == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: saved.path)
        #expect(files.count == 1)
        let trace = try TraceReader().read(contentsOf: saved.appendingPathComponent(files[0]))
        #expect(trace.events.map(\.kind) == expected.events.map(\.kind))
        #expect(trace.events.map(\.sequence) == Array(0..<UInt64(expected.events.count)))
        #expect(trace.end != nil)
    }

    @Test("ribviz demo --live with nothing listening says so and exits 69")
    func demoWithoutServer() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "--live", "http://127.0.0.1:9", "--speed-up", "5000", "-q"], in: folder)
        #expect(demo.exitCode == 69)
        #expect(demo.standardError.contains("is `ribviz live` running there?"))
    }

    @Test("ribviz live --follow takes a growing trace file, and a file a new recording replaces becomes a new session")
    func followGrowingFile() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.jsonl")
        let live = try await LiveProcess.start(arguments: ["--save-dir", "saved", "--follow", file.path], in: folder)
        let saved = folder.appendingPathComponent("saved")

        let recorder = RibRecorder(app: AppInfo(name: "Sim"), retention: .nothing, sink: try TraceFileSink(url: file, bufferSize: 1))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        try await waitUntil(session: "follow-app", at: live.address) {
            (try? TraceReader().read(contentsOf: saved.appendingPathComponent("follow-app.jsonl")).events.count) == 1
        }
        recorder.record(.activated(root))
        try recorder.finish()
        try await waitUntil(session: "follow-app", at: live.address) {
            (try? TraceReader().read(contentsOf: saved.appendingPathComponent("follow-app.jsonl")).end) == recorder.trace().end
        }

        // The app launches again: its sink recreates the file.
        try FileManager.default.removeItem(at: file)
        let again = RibRecorder(app: AppInfo(name: "Sim"), retention: .nothing, sink: try TraceFileSink(url: file, bufferSize: 1))
        _ = again.declareRib(named: "Again")
        try await waitUntil(session: "follow-app-2", at: live.address) {
            (try? TraceReader().read(contentsOf: saved.appendingPathComponent("follow-app-2.jsonl")).ribs.map(\.name)) == ["Again"]
        }
        #expect(try TraceReader().read(contentsOf: saved.appendingPathComponent("follow-app.jsonl")).events.count == 2)
    }

    /// Waits until `condition` holds, asking `ribviz live` at `address` for the updates of
    /// `session` after each look: the server answers as soon as the session holds more
    /// records than the test last saw, saved (or, with none, after its own wait), so the
    /// test goes on as soon as a batch arrived. `timeout` only guards against a hang.
    private func waitUntil(session: String, at address: String, timeout: TimeInterval = 60, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        var seen = 0
        while !condition() {
            guard Date() < deadline else { throw TimedOut() }
            seen = try await Self.heldRecords(of: session, at: address, after: seen)
        }
    }

    /// How many records `session` holds, from a request for its updates after `after`
    /// records, which the server answers once it holds more (or after its own wait).
    private static func heldRecords(of session: String, at address: String, after: Int) async throws -> Int {
        let url = try #require(URL(string: "\(address)/sessions/\(session)/updates?after=\(after)"))
        let data = (try? await URLSession.shared.data(from: url))?.0
        let object = try JSONSerialization.jsonObject(with: data ?? Data()) as? [String: Any]
        return try #require((object?["records"] as? NSNumber)?.intValue, "no record count in the answer to \(url)")
    }

    struct TimedOut: Error {}
}
