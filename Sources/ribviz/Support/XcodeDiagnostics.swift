import Foundation
import RibArchitecture
import RibInspector

/// Scan warnings as Xcode reads a build phase's output: `/abs/path/File.swift:12: warning: …`
/// for a warning in a file, so Xcode shows it on that line, and `warning: ribviz: …` for one
/// about no file. Paths are made absolute from the current folder.
enum XcodeDiagnostics {
    /// One line per warning, each ending with a line break.
    static func lines(for warnings: [ScanWarning], currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
        warnings.map { warning in
            let message = TextEscaping.singleLine(warning.message)
            guard let location = warning.location else { return "warning: ribviz: \(message)\n" }
            let path =
                location.file.hasPrefix("/")
                ? location.file
                : URL(fileURLWithPath: location.file, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true)).standardizedFileURL.path
            return "\(path):\(location.line): warning: \(message)\n"
        }
        .joined()
    }
}
