import Foundation
import RibArchitecture

/// Reads a file as Swift source text: UTF-8 without NUL bytes, at most ``maximumBytes``
/// long, or a warning saying why it was skipped.
struct SourceFileReader {
    /// The text of a file, or the warning that replaces it.
    enum Outcome {
        case text(String)
        case skipped(ScanWarning)
    }

    /// The largest file the scan reads. Hand-written sources, even an app's largest, are a
    /// small part of this; files past it are generated (GraphQL schemas, resources) or
    /// not sources at all, and parsing one would take minutes and gigabytes.
    static let maximumBytes = 8 << 20

    /// Reads `path` with one `open`, `fstat` and as few `read`s as its size needs.
    func read(_ path: String) -> Outcome {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .skipped(unreadable(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .skipped(unreadable(path)) }
        guard Int(info.st_size) <= Self.maximumBytes else { return .skipped(tooLarge(path, bytes: Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            // A file that grows while it is read stops at the limit too.
            if filled > Self.maximumBytes { return .skipped(tooLarge(path, bytes: filled)) }
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return Foundation.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .skipped(unreadable(path))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return Self.text(of: bytes, path: path)
    }

    private func tooLarge(_ path: String, bytes: Int) -> ScanWarning {
        let megabytes = { (count: Int) in String(format: "%.1f MiB", Double(count) / Double(1 << 20)) }
        return ScanWarning(
            .tooLarge,
            at: SourceLocation(file: path, line: 1),
            "skipped a file of \(megabytes(bytes)), more than the \(megabytes(Self.maximumBytes)) the scan reads of one file; no RIB's source is that large: if it is generated, leave it out of the paths you scan"
        )
    }

    private func unreadable(_ path: String) -> ScanWarning {
        ScanWarning(
            .unreadablePath,
            at: SourceLocation(file: path, line: 1),
            "cannot read the file: \(String(cString: strerror(errno))); check its permissions"
        )
    }

    /// The bytes as source text, or a warning when they are binary or not UTF-8.
    static func text(of bytes: [UInt8], path: String) -> Outcome {
        let nul = bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        if let nul {
            let line = bytes[..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return .skipped(
                ScanWarning(
                    .notText,
                    at: SourceLocation(file: path, line: line),
                    "skipped a binary file (NUL byte at byte offset \(nul)); Swift sources are UTF-8 text"
                )
            )
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .skipped(
                ScanWarning(
                    .notText,
                    at: SourceLocation(file: path, line: firstInvalidLine(of: bytes)),
                    "skipped a file that is not UTF-8 text; save it as UTF-8 to scan it"
                )
            )
        }
        return .text(text)
    }

    /// The line holding the first byte that is not valid UTF-8.
    private static func firstInvalidLine(of bytes: [UInt8]) -> Int {
        var line = 1
        var lineStart = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = index + 1
        }
        return line
    }
}
