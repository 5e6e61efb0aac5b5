import Foundation
import RibArchitecture

/// Reads a file as Swift source text: UTF-8 without NUL bytes, or a warning saying why it
/// was skipped.
struct SourceFileReader {
    /// The text of a file, or the warning that replaces it.
    enum Outcome {
        case text(String)
        case skipped(ScanWarning)
    }

    /// Reads `path`.
    func read(_ path: String) -> Outcome {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .skipped(
                ScanWarning(.unreadablePath, at: SourceLocation(file: path, line: 1), "cannot read the file: \(error.localizedDescription)")
            )
        }
        return Self.text(of: data, path: path)
    }

    /// The bytes as source text, or a warning when they are binary or not UTF-8.
    static func text(of data: Data, path: String) -> Outcome {
        if let nul = data.firstIndex(of: 0) {
            let line = data[..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return .skipped(
                ScanWarning(
                    .notText,
                    at: SourceLocation(file: path, line: line),
                    "skipped a binary file (NUL byte at byte offset \(nul - data.startIndex)); Swift sources are UTF-8 text"
                )
            )
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let line = firstInvalidLine(of: data)
            return .skipped(
                ScanWarning(
                    .notText,
                    at: SourceLocation(file: path, line: line),
                    "skipped a file that is not UTF-8 text; save it as UTF-8 to scan it"
                )
            )
        }
        return .text(text)
    }

    /// The line holding the first byte that is not valid UTF-8.
    private static func firstInvalidLine(of data: Data) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == UInt8(ascii: "\n") {
            if String(validating: data[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = index + 1
        }
        return line
    }
}
