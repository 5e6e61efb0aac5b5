import BenchmarkSupport
import Foundation
import RibLiveServer

/// The live server in a process of its own (this benchmark started again with `--serve`),
/// so that its memory is its own and the app's recording shares no process with it.
///
/// `LIVE_BENCH_SERVER_WRAPPER` runs the server under another program, to profile it: with
/// `LIVE_BENCH_SERVER_WRAPPER=heaptrack`, `heaptrack_print` then says which allocations the
/// server still held when it was stopped (its memory readings are then the wrapper's).
/// `LIVE_BENCH_SERVER_TRIM=1` makes the server give its allocator's free pages back to
/// the system every half second (`malloc_trim`), to tell what its structures hold from
/// what the allocator keeps.
final class ServerProcess {
    let url: URL
    let pid: Int32
    private let process: Process
    private let folder: URL

    /// Starts the server, saving into a new temporary folder and holding at most
    /// `maximumSessions` sessions, and returns once it listens.
    init(maximumSessions: Int = LiveServerOptions.defaultMaximumSessions) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(UUID().uuidString)")
        guard let executable = Bundle.main.executableURL else { throw BenchmarkError("cannot tell this program's path") }
        process = Process()
        let wrapper = ProcessInfo.processInfo.environment["LIVE_BENCH_SERVER_WRAPPER"].map { $0.split(separator: " ").map(String.init) } ?? []
        process.executableURL = wrapper.isEmpty ? executable : URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = wrapper + (wrapper.isEmpty ? [] : [executable.path]) + [ServerProcess.serveFlag, folder.path, ServerProcess.sessionsFlag, String(maximumSessions)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        pid = process.processIdentifier
        let line = Self.firstLine(of: output.fileHandleForReading.fileDescriptor)
        guard let url = URL(string: line), url.scheme == "http" else {
            throw BenchmarkError("the server process printed \"\(line)\" instead of its address")
        }
        self.url = url
    }

    deinit {
        // A wrapper's children first, with a signal it can note (heaptrack then has the server's last state).
        for child in Self.descendants(of: pid).reversed() { kill(child, SIGTERM) }
        kill(pid, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(atPath: Self.allocatorFile(savingInto: folder.path))
    }

    /// The server's resident memory now, in kilobytes.
    var residentKilobytes: Int? { BenchmarkSupport.residentKilobytes(of: pid) }

    /// The most resident memory the server has had, in kilobytes.
    var peakKilobytes: Int? { peakResidentKilobytes(of: pid) }

    /// What the server's allocator held at most half a second ago (glibc only).
    var allocator: AllocatorFigures? {
        (try? String(contentsOfFile: Self.allocatorFile(savingInto: folder.path), encoding: .utf8)).flatMap(AllocatorFigures.init(line:))
    }

    /// The flag that makes this program the server: `--serve <save folder>`.
    static let serveFlag = "--serve"
    /// The flag that gives the server its limit of sessions.
    static let sessionsFlag = "--server-sessions"

    /// Where the server writes its allocator's figures: beside its save folder, whose files
    /// are sessions.
    private static func allocatorFile(savingInto folder: String) -> String {
        folder + ".allocator"
    }

    /// Runs the server of the `--serve` process: prints its address, then serves until killed.
    static func serve(savingInto folder: String, maximumSessions: Int) async throws -> Never {
        let trims = ProcessInfo.processInfo.environment["LIVE_BENCH_SERVER_TRIM"] == "1"
        let figuresFile = URL(fileURLWithPath: allocatorFile(savingInto: folder))
        let reporter = Thread {
            while true {
                if trims { AllocatorFigures.trim() }
                if let figures = AllocatorFigures.now() { try? Data(figures.line.utf8).write(to: figuresFile, options: .atomic) }
                usleep(500_000)
            }
        }
        reporter.start()
        var options = LiveServerOptions(port: 0, saveFolder: URL(fileURLWithPath: folder))
        options.maximumSessions = maximumSessions
        let server = try LiveServer(options: options)
        let url = try await server.start()
        // Unbuffered: the benchmark reads it while this process runs on.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// The processes below `pid`, parents before their children (Linux only).
    private static func descendants(of pid: Int32) -> [Int32] {
        var found: [Int32] = []
        var pending = [pid]
        while let next = pending.popLast() {
            let children = ((try? String(contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
            found += children
            pending += children
        }
        return found
    }

    /// The first line a child writes that is an address (a wrapper may write others before),
    /// read with read(2) (FileHandle traps on EINTR).
    private static func firstLine(of descriptor: Int32) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: { $0.hasPrefix("http") }) {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text.split(separator: "\n").first { $0.hasPrefix("http") }.map(String.init) ?? text
    }
}
