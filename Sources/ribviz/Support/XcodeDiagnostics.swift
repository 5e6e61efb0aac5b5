import Foundation
import RibArchitecture
import RibInspector

/// Scan warnings as Xcode reads a build phase's output: `/abs/path/File.swift:12: warning: …`
/// for a warning in a file, so Xcode shows it on that line, and `warning: ribviz: …` for one
/// about no file; `note:` instead of `warning:` for a note (``ScanWarning/Kind/isNote``).
/// Paths are made absolute from the current folder.
enum XcodeDiagnostics {
    /// One line per warning, each ending with a line break.
    static func lines(for warnings: [ScanWarning], currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
        warnings.map { warning in
            let message = TextEscaping.singleLine(warning.message)
            let severity = warning.kind.isNote ? "note" : "warning"
            guard let location = warning.location else { return "\(severity): ribviz: \(message)\n" }
            let path =
                location.file.hasPrefix("/")
                ? location.file
                : URL(fileURLWithPath: location.file, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true)).standardizedFileURL.path
            return "\(path):\(location.line): \(severity): \(message)\n"
        }
        .joined()
    }
}
