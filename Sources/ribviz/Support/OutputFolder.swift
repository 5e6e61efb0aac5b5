import Foundation

/// Collects a command's output files and writes them all or none.
///
/// Files are named by paths relative to the folder, with `/` between subfolders
/// (`README.md`, `ribs/Root.md`). ``commit()`` first writes every file into a hidden
/// staging folder inside the output folder, then creates the subfolders and renames each
/// file into place; when anything fails before the renames, it removes what it staged and
/// the folders it created, so a failed run never leaves a half-written SVG that looks
/// complete, nor half of a documentation folder.
///
/// ```swift
/// var folder = OutputFolder(url: URL(fileURLWithPath: "Docs/Architecture"))
/// folder.add("README.md", index)
/// folder.add("ribs/Root.md", page)
/// let written = try folder.commit()
/// ```
struct OutputFolder {
    /// The folder files go to.
    let url: URL
    private var staged: [(path: String, data: Data)] = []
    private var positions: [String: Int] = [:]

    init(url: URL) {
        self.url = url
    }

    /// Adds a file to write, by its path relative to the folder; nothing touches the disk
    /// yet. Adding a path again replaces the earlier contents and keeps the first position.
    mutating func add(_ path: String, _ data: Data) {
        if let position = positions[path] {
            staged[position].data = data
        } else {
            positions[path] = staged.count
            staged.append((path, data))
        }
    }

    /// Writes every added file, or none.
    ///
    /// - Returns: The written files, in the order they were first added.
    /// - Throws: A ``CommandFailure`` (exit code 73) when a path is absolute, empty or
    ///   climbs out of the folder with `..`, or when the files cannot be written.
    func commit() throws(CommandFailure) -> [URL] {
        for file in staged {
            if let problem = Self.problem(with: file.path) {
                throw .cannotWrite("cannot write '\(file.path)' into \(url.path): \(problem).")
            }
        }
        var created: [String] = []
        var staging: URL?
        do {
            try Self.makeFolder(url.path, recordingInto: &created)
            let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
            let stagingFolder = url.appendingPathComponent(".ribviz-\(token).partial")
            do {
                try Self.makeFolder(stagingFolder.path, recordingInto: &created)
            } catch {
                // The staging folder is ribviz's own business: the folder the user named is
                // the one that cannot be written.
                throw Problem(path: url.path, reason: error.reason, advice: error.advice)
            }
            staging = stagingFolder
            for (index, file) in staged.enumerated() {
                do {
                    try file.data.write(to: stagingFolder.appendingPathComponent(String(index)))
                } catch {
                    throw Problem(path: url.path, reason: Self.reason(error), advice: Problem.checkFolder)
                }
            }
            for file in staged {
                let folder = (file.path as NSString).deletingLastPathComponent
                if !folder.isEmpty {
                    try Self.makeFolder(url.appendingPathComponent(folder).path, recordingInto: &created)
                }
                var isFolder: ObjCBool = false
                let destination = url.appendingPathComponent(file.path).path
                if FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder), isFolder.boolValue {
                    throw Problem(path: destination, reason: "a folder has the name of a file to write", advice: Problem.moveAside)
                }
            }
        } catch let problem as Problem {
            Self.cleanUp(staging: staging, created: created)
            throw .cannotWrite("cannot write into \(problem.path): \(problem.reason). \(problem.advice)")
        } catch {
            Self.cleanUp(staging: staging, created: created)
            throw .cannotWrite("cannot write into \(url.path): \(Self.reason(error)). \(Problem.checkFolder)")
        }
        guard let staging else { return [] }
        var written: [URL] = []
        for (index, file) in staged.enumerated() {
            let destination = url.appendingPathComponent(file.path)
            if rename(staging.appendingPathComponent(String(index)).path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                Self.cleanUp(staging: staging, created: [])
                let kept = written.isEmpty ? "" : " The \(written.count) files moved before it were kept."
                throw .cannotWrite("cannot move \(file.path) into \(url.path): \(reason).\(kept)")
            }
            written.append(destination)
        }
        try? FileManager.default.removeItem(at: staging)
        return written
    }

    /// Why a relative path cannot be written, or `nil` when it can.
    private static func problem(with path: String) -> String? {
        if path.isEmpty { return "the name is empty" }
        if path.hasPrefix("/") { return "the name must be relative to the output folder" }
        if path.contains("\0") { return "the name holds a NUL character" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "the name has an empty folder name"
            case ".", "..": return "the name must not contain '.' or '..' as a folder"
            default: continue
            }
        }
        return nil
    }

    /// Removes the staging folder and the folders this commit created, deepest first; a
    /// created folder something else wrote into meanwhile is left.
    private static func cleanUp(staging: URL?, created: [String]) {
        if let staging { try? FileManager.default.removeItem(at: staging) }
        for folder in created.reversed() { rmdir(folder) }
    }

    /// Creates a folder and its missing parents, like `mkdir -p`, appending each folder
    /// it creates to `created`, parents first.
    private static func makeFolder(_ path: String, recordingInto created: inout [String]) throws(Problem) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw Problem(path: path, reason: "it is a file, not a folder", advice: Problem.moveAside)
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path {
            try makeFolder(parent, recordingInto: &created)
        }
        if mkdir(path, 0o755) == 0 {
            created.append(path)
        } else if errno != EEXIST {
            throw Problem(path: path, reason: "cannot create the folder (\(String(cString: strerror(errno))))", advice: Problem.checkFolder)
        }
    }

    /// The system's own words for a file error (`Permission denied`), when it has them.
    private static func reason(_ error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        let description = error.localizedDescription
        // A description that names a file names one in the staging folder, ribviz's own.
        guard !description.contains(".ribviz-") else { return "a file could not be written" }
        return description.hasSuffix(".") ? String(description.dropLast()) : description
    }

    /// What stopped a commit before any file was moved into place, and where.
    private struct Problem: Error {
        var path: String
        var reason: String
        var advice: String

        static let checkFolder = "Check that the folder is writable and the disk has room, or choose another folder with --output."
        static let moveAside = "Move it aside or choose another folder with --output."
    }
}
