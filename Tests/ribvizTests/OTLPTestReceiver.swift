import Foundation
import RibvizTestSupport

/// scripts/otlp-test-receiver.py as a process of its own: an OTLP/HTTP receiver on
/// loopback that decodes each request with OpenTelemetry's published protobuf definitions
/// (Python's opentelemetry-proto) and reports it as JSON.
final class OTLPTestReceiver {
    /// Whether `python3` with `opentelemetry-proto` is installed.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import opentelemetry.proto.collector.trace.v1.trace_service_pb2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Whether a missing `opentelemetry-proto` fails the tests instead of skipping them:
    /// set `RIBVIZ_REQUIRE_TEST_TOOLS=1`, as CI does.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["RIBVIZ_REQUIRE_TEST_TOOLS"] == "1"
    }

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/otlp-test-receiver.py")

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// The loopback port it listens on.
    let port: Int

    /// Starts a receiver and returns once it accepts connections (its first line says so).
    /// `arguments` are the script's: `--status 500`, `--reject-spans 2`. It waits for that
    /// line on a thread of its own (see ``onOwnThread(_:)``).
    init(arguments: [String] = []) async throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let line = try await onOwnThread { [output] in
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
                line += byte
            }
            return line
        }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 3, words[0] == "listening", let port = Int(words[2]) else {
            throw ReceiverError.notStarted(String(decoding: line, as: UTF8.self))
        }
        self.port = port
    }

    /// The URL ribviz sends to.
    var endpoint: String { "http://127.0.0.1:\(port)/v1/traces" }

    /// Stops the receiver (it stops when its standard input closes), waits for it to exit
    /// and returns every request it received, in order, as the script reported it. It waits
    /// on a thread of its own (see ``onOwnThread(_:)``).
    func stop() async throws -> [[String: Any]] {
        try input.fileHandleForWriting.close()
        let rest = await onOwnThread { [output, process] in
            let rest = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return rest
        }
        return try rest.split(separator: UInt8(ascii: "\n")).map { line in
            guard let request = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else { throw ReceiverError.notAnObject }
            return request
        }
    }

    enum ReceiverError: Error {
        case notStarted(String)
        case notAnObject
    }
}
