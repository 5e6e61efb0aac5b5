import Foundation
import RibArchitecture

/// Finds the Swift files to scan below the paths a user gives: files as given, folders
/// recursively, in a stable order.
///
/// It skips build and dependency folders (`.build`, `.build-*`, `.build_*`, `.swiftpm`,
/// `.git`, `Pods`, `Carthage`, `DerivedData`, `node_modules`), goes into a folder only once
/// however many symbolic links lead to it (so a link back to an ancestor cannot make it
/// loop), and reads a file only once.
struct SourceFileDiscovery {
    /// The files found, sorted by path within each given path, and what could not be read.
    struct Result {
        var files: [String]
        var warnings: [ScanWarning]
    }

    /// Folder names never scanned.
    static let skippedFolderNames: Set<String> = [
        ".build", ".swiftpm", ".git", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    /// Whether a folder of this name is a build or dependency folder.
    static func isSkipped(folderName name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    private let fileManager = FileManager.default

    /// The Swift files at and below `paths`.
    func discover(_ paths: [String]) -> Result {
        var result = Result(files: [], warnings: [])
        var visitedFolders: Set<String> = []
        var visitedFiles: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
                result.warnings.append(
                    ScanWarning(.unreadablePath, at: nil, "\(path) does not exist; check the path and try again")
                )
                continue
            }
            if isFolder.boolValue {
                walk(folder: path, into: &result, visitedFolders: &visitedFolders, visitedFiles: &visitedFiles)
            } else if visitedFiles.insert(resolved(path)).inserted {
                result.files.append(path)
            }
        }
        return result
    }

    private func walk(
        folder: String,
        into result: inout Result,
        visitedFolders: inout Set<String>,
        visitedFiles: inout Set<String>
    ) {
        guard visitedFolders.insert(resolved(folder)).inserted else {
            result.warnings.append(
                ScanWarning(
                    .symbolicLinkLoop,
                    at: nil,
                    "\(folder) leads to a folder already scanned (a symbolic link); scanned it once"
                )
            )
            return
        }
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            result.warnings.append(
                ScanWarning(.unreadablePath, at: nil, "cannot list \(folder): \(error.localizedDescription)")
            )
            return
        }
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            // `fileExists` follows links: a dangling link is neither a file nor a folder.
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                guard !Self.isSkipped(folderName: name) else { continue }
                walk(folder: path, into: &result, visitedFolders: &visitedFolders, visitedFiles: &visitedFiles)
            } else if name.hasSuffix(".swift"), visitedFiles.insert(resolved(path)).inserted {
                result.files.append(path)
            }
        }
    }

    /// The path with every symbolic link resolved, which names a file or folder uniquely.
    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
