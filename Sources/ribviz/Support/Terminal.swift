import Foundation

/// Standard output and standard error, and whether a person is watching them.
struct Terminal: Sendable {
    /// Standard output.
    static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
    /// Standard error: progress and diagnostics.
    static let standardError = Terminal(descriptor: STDERR_FILENO)

    let descriptor: Int32

    /// Whether the stream is a terminal (not a pipe or a file).
    var isInteractive: Bool { isatty(descriptor) == 1 }

    /// Writes text without buffering; a failure is ignored (for standard error, where
    /// there is nowhere left to report it).
    func write(_ text: String) {
        var text = text
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Writes text without buffering, or fails with a ``CommandFailure`` (exit 73) naming
    /// the stream and the system's reason, for example a full disk.
    func writeOrFail(_ text: String) throws(CommandFailure) {
        var text = text
        try failure(text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) })
    }

    /// Writes bytes without buffering, or fails like ``writeOrFail(_:)-(String)``.
    func writeOrFail(_ bytes: some ContiguousBytes) throws(CommandFailure) {
        try failure(bytes.withUnsafeBytes { writeAll($0) })
    }

    private func failure(_ error: Int32?) throws(CommandFailure) {
        guard let error else { return }
        let stream = descriptor == STDOUT_FILENO ? "standard output" : "file descriptor \(descriptor)"
        throw .cannotWrite(
            "cannot write to \(stream): \(String(cString: strerror(error))); the output is incomplete. "
                + "Free some space or send the output elsewhere, then run again."
        )
    }

    /// Writes all of `buffer` without buffering, retrying after interruptions; the `errno`
    /// of a failure. Also for other descriptors than the standard streams, such as a
    /// staged file (``OutputFolder/writeStaged(_:to:)``).
    func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
