import Foundation

/// Collects a command's output files and writes them all or none: each file is written
/// under a temporary name and renamed into place only once every file has been
/// produced, so a failed run never leaves a half-written SVG that looks complete.
struct OutputFolder {
    /// The folder files go to.
    let url: URL
    private var staged: [(name: String, data: Data)] = []

    init(url: URL) {
        self.url = url
    }

    /// Adds a file to write; nothing touches the disk yet.
    mutating func add(_ name: String, _ data: Data) {
        staged.append((name, data))
    }

    /// Writes every added file, or none.
    ///
    /// - Returns: The written files, in the order they were added.
    func commit() throws(CommandFailure) -> [URL] {
        let fileManager = FileManager.default
        if let problem = Self.makeFolder(url.path) {
            throw .cannotWrite("cannot create the output folder \(url.path): \(problem). Choose another folder with --output.")
        }
        var temporary: [URL] = []
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            for file in staged {
                let temporaryURL = url.appendingPathComponent(".\(file.name).\(token).partial")
                try file.data.write(to: temporaryURL)
                temporary.append(temporaryURL)
            }
        } catch {
            for file in temporary { try? fileManager.removeItem(at: file) }
            throw .cannotWrite("cannot write into \(url.path): \(Self.reason(error)). Check that the folder is writable and the disk has room, or choose another folder with --output.")
        }
        var written: [URL] = []
        for (file, temporaryURL) in zip(staged, temporary) {
            let finalURL = url.appendingPathComponent(file.name)
            if rename(temporaryURL.path, finalURL.path) != 0 {
                let reason = String(cString: strerror(errno))
                for leftover in temporary.dropFirst(written.count) { try? fileManager.removeItem(at: leftover) }
                throw .cannotWrite("cannot move \(file.name) into \(url.path): \(reason).")
            }
            written.append(finalURL)
        }
        return written
    }

    /// Creates a folder and its missing parents, like `mkdir -p`.
    ///
    /// - Returns: Why it could not, in the system's words, or `nil` on success.
    private static func makeFolder(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : "\(path) is a file, not a folder"
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let problem = makeFolder(parent) {
            return problem
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            return String(cString: strerror(errno))
        }
        return nil
    }

    /// The system's own words for a file error (`Permission denied`), when it has them.
    private static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
