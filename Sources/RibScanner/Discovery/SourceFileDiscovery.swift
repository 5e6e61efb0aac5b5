import Foundation
import RibArchitecture

/// Finds the Swift files to scan below the paths a user gives: files as given, folders
/// recursively, in a stable order.
///
/// It skips build, dependency and vendored folders (`.build`, `.build-*`, `.build_*`,
/// `.swiftpm`, `.git`, `Pods`, `Carthage`, `DerivedData`, `SourcePackages` (Xcode's package
/// checkouts), `Vendor`, `node_modules`), Tuist's own folders of build code (`Tuist`,
/// `ProjectDescriptionHelpers`: helpers and templates that are manifests, each compiled on
/// its own, not app code) and, unless told to include tests, test folders
/// (`Tests`, or a name ending in `Tests`: `RootTests`, `AppUITests`) and test files
/// (`*Tests.swift`), whose mocks would read as RIB parts. It goes into a folder only once
/// however many symbolic links lead to it (folders and files are told apart by device and
/// inode, so a link back to an ancestor cannot make it loop), and reads a file only once.
/// It lists folders with `readdir`, which says what each entry is without a system call
/// per file: discovery stays a small part of a scan of thousands of files.
struct SourceFileDiscovery {
    /// Whether test folders and test files are scanned too.
    var includesTests = false

    /// The files found, sorted by path within each given path, and what could not be read.
    struct Result {
        var files: [String]
        var warnings: [ScanWarning]
    }

    /// Folder names never scanned.
    static let skippedFolderNames: Set<String> = [
        ".build", ".swiftpm", ".git", "Pods", "Carthage", "DerivedData", "SourcePackages", "Vendor", "node_modules",
        "Tuist", "ProjectDescriptionHelpers",
    ]

    /// Whether a folder of this name is a build or dependency folder.
    static func isSkipped(folderName name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
    }

    /// Whether a folder of this name holds a test target: `Tests`, `RootTests`, `AppUITests`.
    static func isTests(folderName name: String) -> Bool {
        name.hasSuffix("Tests")
    }

    /// Whether a file of this name is a test file: `RootRouterTests.swift`.
    static func isTests(fileName name: String) -> Bool {
        name.hasSuffix("Tests.swift")
    }

    /// A file or folder, by device and inode: the same for every path that leads to it.
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private enum Kind {
        case folder, file, other
    }

    /// The Swift files at and below `paths`.
    func discover(_ paths: [String]) -> Result {
        var walk = Walk(includesTests: includesTests)
        for path in paths {
            guard let (kind, identity) = Self.status(of: path) else {
                walk.result.warnings.append(
                    ScanWarning(.unreadablePath, at: nil, "\(path) does not exist; check the path and try again")
                )
                continue
            }
            switch kind {
            case .folder: walk.folder(path, identity: identity)
            case .file, .other: walk.file(path, identity: identity)
            }
        }
        return walk.result
    }

    /// What `path` is once links are followed, and its identity; `nil` when it does not exist.
    private static func status(of path: String) -> (Kind, Identity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        let kind: Kind = type == S_IFDIR ? .folder : (type == S_IFREG ? .file : .other)
        return (kind, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    private struct Walk {
        let includesTests: Bool
        var result = Result(files: [], warnings: [])
        var visitedFolders: Set<Identity> = []
        var visitedFiles: Set<Identity> = []

        private func isSkipped(folderName name: String) -> Bool {
            SourceFileDiscovery.isSkipped(folderName: name) || (!includesTests && SourceFileDiscovery.isTests(folderName: name))
        }

        private func isScanned(fileName name: String) -> Bool {
            name.hasSuffix(".swift") && (includesTests || !SourceFileDiscovery.isTests(fileName: name))
        }

        mutating func file(_ path: String, identity: Identity) {
            if visitedFiles.insert(identity).inserted { result.files.append(path) }
        }

        mutating func folder(_ folder: String, identity folderIdentity: Identity) {
            guard visitedFolders.insert(folderIdentity).inserted else {
                result.warnings.append(
                    ScanWarning(
                        .symbolicLinkLoop,
                        at: nil,
                        "\(folder) leads to a folder already scanned (a symbolic link); scanned it once"
                    )
                )
                return
            }
            guard let directory = opendir(folder) else {
                let reason = String(cString: strerror(errno))
                result.warnings.append(ScanWarning(.unreadablePath, at: nil, "cannot list \(folder): \(reason)"))
                return
            }
            var entries: [(name: String, type: UInt8, inode: UInt64)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                entries.append((name, entry.pointee.d_type, UInt64(entry.pointee.d_ino)))
            }
            closedir(directory)
            entries.sort { $0.name < $1.name }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in entries {
                let path = prefix + entry.name
                switch Int32(entry.type) {
                case Int32(DT_DIR):
                    guard !isSkipped(folderName: entry.name),
                        let (_, identity) = SourceFileDiscovery.status(of: path)
                    else { continue }
                    self.folder(path, identity: identity)
                case Int32(DT_REG):
                    guard isScanned(fileName: entry.name) else { continue }
                    file(path, identity: Identity(device: folderIdentity.device, inode: entry.inode))
                default:
                    // A symbolic link, or a file system that does not say: follow it.
                    guard let (kind, identity) = SourceFileDiscovery.status(of: path) else { continue }
                    if kind == .folder, !isSkipped(folderName: entry.name) {
                        self.folder(path, identity: identity)
                    } else if kind == .file, isScanned(fileName: entry.name) {
                        file(path, identity: identity)
                    }
                }
            }
        }
    }
}
