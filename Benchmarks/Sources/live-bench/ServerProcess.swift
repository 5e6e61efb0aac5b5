import BenchmarkSupport
import Foundation
import RibLiveServer

/// The live server in a process of its own (this benchmark started again with `--serve`),
/// so that its memory is its own and the app's recording shares no process with it.
final class ServerProcess {
    let url: URL
    let pid: Int32
    private let process: Process
    private let folder: URL

    /// Starts the server, saving into a new temporary folder, and returns once it listens.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(UUID().uuidString)")
        guard let executable = Bundle.main.executableURL else { throw BenchmarkError("cannot tell this program's path") }
        process = Process()
        process.executableURL = executable
        process.arguments = [ServerProcess.serveFlag, folder.path]
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
        kill(pid, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The server's resident memory now, in kilobytes.
    var residentKilobytes: Int? { BenchmarkSupport.residentKilobytes(of: pid) }

    /// The most resident memory the server has had, in kilobytes.
    var peakKilobytes: Int? { peakResidentKilobytes(of: pid) }

    /// The flag that makes this program the server: `--serve <save folder>`.
    static let serveFlag = "--serve"

    /// Runs the server of the `--serve` process: prints its address, then serves until killed.
    static func serve(savingInto folder: String) async throws -> Never {
        let server = try LiveServer(options: LiveServerOptions(port: 0, saveFolder: URL(fileURLWithPath: folder)))
        let url = try await server.start()
        // Unbuffered: the benchmark reads it while this process runs on.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// The first line a child writes, read with read(2) (FileHandle traps on EINTR).
    private static func firstLine(of descriptor: Int32) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !text.contains("\n") {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text.split(separator: "\n").first.map(String.init) ?? ""
    }
}
