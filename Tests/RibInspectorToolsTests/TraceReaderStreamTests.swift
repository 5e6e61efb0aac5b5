import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

/// Pipes and devices: read with a bound, and refused at the first byte that cannot start a trace.
@Suite("Trace reader: streams that are not traces")
struct TraceReaderStreamTests {
    /// A pipe that a thread fills with `bytes` and then closes; `body` reads its other end.
    /// Returns once the thread has written everything.
    @discardableResult
    private func withPipe<Result>(holding bytes: [UInt8], _ body: (Int32) throws -> Result) rethrows -> Result {
        let pipe = Pipe()
        let written = DispatchSemaphore(value: 0)
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: Data(bytes))
            try? writer.close()
            written.signal()
        }
        defer { written.wait() }
        return try body(pipe.fileHandleForReading.fileDescriptor)
    }

    @Test("/dev/zero, an endless device, is refused at its first byte")
    func endlessDevice() throws {
        #expect(
            throws: TraceReadError(
                source: "/dev/zero", position: TraceReadError.Position(line: 1, column: 1, byteOffset: 0),
                problem: .invalidJSON("expected '{' to start a ribviz trace, found byte 0x0"))
        ) {
            try TraceReader().read(contentsOf: URL(fileURLWithPath: "/dev/zero"))
        }
    }

    @Test("a stream that does not start with '{' after a byte order mark and whitespace is refused at that byte, with its line and column")
    func refusedAtTheFirstByte() throws {
        // Small enough for the pipe's buffer: the writer never waits for a reader that stopped.
        let prose = Array("\u{FEFF}  \n  hello".utf8) + [UInt8](repeating: 0, count: 1_000)
        let error = withPipe(holding: prose) { descriptor -> TraceReadError? in
            do {
                _ = try TraceReader().read(fileDescriptor: descriptor, source: "s")
                return nil
            } catch {
                return error as? TraceReadError
            }
        }
        #expect(error?.problem == .invalidJSON("expected '{' to start a ribviz trace, found 'h'"))
        #expect(error?.position == TraceReadError.Position(line: 2, column: 3, byteOffset: 8))
    }

    @Test("a stream longer than the bound is refused with the bound and what to do")
    func bound() throws {
        let limit = 1 << 17
        let stream = Array("{".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: limit)
        withPipe(holding: stream) { descriptor in
            #expect(throws: TraceReadError(source: "s", position: nil, problem: .streamTooLong(limit: limit))) {
                try TraceFileBytes.readAll(descriptor, source: "s", limit: limit)
            }
        }
        #expect(
            TraceReadError(source: "s", position: nil, problem: .streamTooLong(limit: TraceFileBytes.streamLimit)).description
                == "s: the stream goes on past 1024 MiB, the most ribviz reads from a pipe or a device. Save the trace to a file and pass its path: a file is read in place, whatever its size."
        )
        // The same bytes fit under a bound one byte larger.
        let read = try withPipe(holding: stream) { try TraceFileBytes.readAll($0, source: "s", limit: limit + 1) }
        #expect(read.count == limit + 1)
    }

    @Test("a stream of nothing but whitespace is refused after 1 MiB of it")
    func blankStream() throws {
        let blank = [UInt8](repeating: UInt8(ascii: "\n"), count: TraceFileBytes.leadingWhitespaceLimit + 1)
        withPipe(holding: blank) { descriptor in
            #expect(throws: TraceReadError(source: "s", position: nil, problem: .notATrace("it starts with more than 1 MiB of whitespace"))) {
                try TraceReader().read(fileDescriptor: descriptor, source: "s")
            }
        }
    }
}
