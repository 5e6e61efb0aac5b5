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

    /// Writes text without buffering.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
