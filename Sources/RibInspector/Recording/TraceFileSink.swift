import Foundation
import RibvizLocking
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Streams a recording to a JSON Lines file as it happens, so that a crashed or killed
/// app still leaves a readable trace.
///
/// Lines are buffered in memory and written with one `write(2)` whenever the buffer holds
/// ``bufferSize`` bytes, when the recorder is flushed, and when the sink is released. A
/// crash therefore loses at most ``bufferSize`` bytes of events (about 250 events with the
/// default of 16 KiB); a truncated last line is skipped by `TraceReader` with a warning.
///
/// ``RibRecorder/finish()`` writes the end record, `{"record":"end","t":…}`, which says
/// when recording stopped; ``RibRecorder/flush()`` does not, since an app flushes whenever
/// it goes to the background and keeps recording. A file without an end record ends at
/// its last event.
///
/// The sink is thread-safe: each call takes the sink's own lock and writes whole lines, so
/// calling ``flush()`` from any thread while a recorder records is fine. Two recorders
/// sharing one sink would interleave their lines in one file, which no reader can take
/// apart: give each recorder a file of its own.
public final class TraceFileSink: TraceSink, @unchecked Sendable {
    // @unchecked: `lines` and `firstError` are read and written only while `lock` is held.
    // The lock also makes each access exclusive, which is why they skip the runtime's
    // check (`@exclusivity(unchecked)`) on the recording hot path.

    /// The default buffer size in bytes.
    public static let defaultBufferSize = 16 * 1024
    /// The largest buffer size in bytes, 16 MiB: a larger buffer saves no measurable
    /// writing time, costs its size in memory up front, and loses more in a crash.
    public static let maximumBufferSize = 16 * 1024 * 1024

    /// The file being written.
    public let url: URL
    /// How many bytes are buffered before they are written: the size asked for, clamped
    /// to 1 ... ``maximumBufferSize``.
    public let bufferSize: Int

    private let descriptor: Int32
    private let lock = Lock()
    @exclusivity(unchecked) private var lines: TraceLineEncoder
    @exclusivity(unchecked) private var firstError: TraceFileSinkError?

    /// Creates (or truncates) the file at `url` and prepares to stream into it.
    ///
    /// - Parameters:
    ///   - url: The file to write.
    ///   - bufferSize: How many bytes to buffer before writing them; clamped to
    ///     1 ... ``maximumBufferSize``, so no size, `Int.max` included, can overflow or
    ///     exhaust memory. The buffer is allocated up front.
    /// - Throws: ``TraceFileSinkError`` when the file cannot be created.
    public init(url: URL, bufferSize: Int = TraceFileSink.defaultBufferSize) throws(TraceFileSinkError) {
        self.url = url
        self.bufferSize = min(max(1, bufferSize), Self.maximumBufferSize)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw TraceFileSinkError(url: url, reason: String(cString: strerror(errno)))
        }
        self.descriptor = descriptor
        self.lines = TraceLineEncoder(capacity: self.bufferSize + 512)
    }

    deinit {
        writeBuffered()
        close(descriptor)
    }

    public func begin(_ header: TraceHeader) {
        lock.withLock {
            lines.appendHeader(header)
            writeBuffered()
        }
    }

    public func declare(_ rib: RibDescriptor) {
        lock.withLock {
            lines.append(rib)
            writeIfFull()
        }
    }

    public func declare(_ scope: ScopeDescriptor) {
        lock.withLock {
            lines.append(scope)
            writeIfFull()
        }
    }

    public func declare(_ workflow: WorkflowDescriptor) {
        lock.withLock {
            lines.append(workflow)
            writeIfFull()
        }
    }

    public func append(_ event: RibEvent) {
        lock.withLock {
            lines.append(event)
            writeIfFull()
        }
    }

    public func append(_ screen: RibScreen, image: ScreenImage?) {
        lock.withLock {
            lines.append(screen, image: image)
            writeIfFull()
        }
    }

    public func noteDroppedScreens(_ drops: ScreenDrops) {
        lock.withLock {
            lines.append(drops)
            writeIfFull()
        }
    }

    /// Writes the end record, for a recording that stopped `end` nanoseconds after it
    /// started, and everything still buffered.
    ///
    /// - Throws: The first write error this sink met, now or earlier.
    public func finish(at end: UInt64) throws(TraceFileSinkError) {
        let error = lock.withLock {
            lines.appendEnd(at: end)
            return writeBuffered()
        }
        if let error { throw error }
    }

    /// Writes the buffered lines.
    ///
    /// - Throws: The first write error this sink met, now or earlier.
    public func flush() throws(TraceFileSinkError) {
        if let error = lock.withLock({ writeBuffered() }) { throw error }
    }

    /// Writes the buffered lines and empties the buffer; returns the first write error this
    /// sink met, now or earlier. Call it while holding `lock`.
    @discardableResult
    private func writeBuffered() -> TraceFileSinkError? {
        if firstError == nil {
            lines.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        firstError = TraceFileSinkError(url: url, reason: String(cString: strerror(errno)))
                        return
                    }
                    offset += written
                }
            }
        }
        lines.removeAll()
        return firstError
    }

    /// Writes the buffered lines once they fill the buffer. Call it while holding `lock`.
    @inline(__always)
    private func writeIfFull() {
        if lines.byteCount >= bufferSize { writeBuffered() }
    }
}

/// A trace file that could not be created or written.
public struct TraceFileSinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var url: URL
    /// What the system said.
    public var reason: String

    public var description: String {
        "cannot write the trace file \(url.path): \(reason). Check that the folder exists and is writable."
    }
}
