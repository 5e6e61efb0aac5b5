import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Collects a command's output files and writes them all or none.
///
/// Files are named by paths relative to the folder, with `/` between subfolders
/// (`README.md`, `ribs/Root.md`). Each added file goes straight into a hidden staging
/// folder inside the output folder, so a command that writes thousands of pictures holds
/// one at a time in memory; ``commit()`` then creates the subfolders and renames each file
/// into place. When anything fails before the renames — a bad name, a full disk, or the
/// command itself stopping before it commits — what was staged and the folders created
/// for it are removed, so a failed run never leaves a half-written SVG that looks
/// complete, nor half of a documentation folder.
///
/// ```swift
/// let folder = OutputFolder(url: URL(fileURLWithPath: "Docs/Architecture"))
/// folder.add("README.md", index)
/// folder.add("ribs/Root.md", page)
/// let written = try folder.commit()
/// ```
final class OutputFolder {
    /// The folder files go to.
    let url: URL
    /// The added paths, in the order first added; the file of the path at index `i` is
    /// staged as `i`.
    private(set) var paths: [String] = []
    private var positions: [String: Int] = [:]
    private var staging: URL?
    /// The folders made for staging, parents first, to remove when nothing is committed.
    private var created: [String] = []
    /// The first thing that went wrong while staging; ``commit()`` throws it.
    private var failure: CommandFailure?
    private var isCommitted = false

    init(url: URL) {
        self.url = url
    }

    deinit {
        if !isCommitted { cleanUp() }
    }

    /// Adds a file to write, by its path relative to the folder, and stages it. Adding a
    /// path again replaces the earlier contents and keeps the first position. A problem
    /// is kept for ``commit()`` to report, and nothing more is staged after it.
    func add(_ path: String, _ data: Data) {
        // A problem is kept for commit() to report.
        guard let staged = try? reserve(path) else { return }
        do {
            try Self.writeStaged(data, to: staged)
        } catch {
            failure = Self.writeFailure(error, folder: url)
        }
    }

    /// Writes a staged file, as ``add(_:_:)`` and the drawing workers do.
    ///
    /// A plain write: a staged file is seen by nobody until ``commit()`` renames it, so it
    /// needs none of `Data.write`'s temporary file, rename and `fsync`, whose `fsync` kept
    /// each of `render --every-state`'s pictures waiting for the disk.
    ///
    /// - Throws: A POSIX error (`NSPOSIXErrorDomain`) when the file cannot be written.
    static func writeStaged(_ data: Data, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        defer { close(descriptor) }
        if let error = data.withUnsafeBytes({ Terminal(descriptor: descriptor).writeAll($0) }) {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(error))
        }
    }

    /// Adds a file that something else writes, such as a drawing worker process: takes
    /// its place as ``add(_:_:)`` does and returns the staged file to write it to, which
    /// ``commit()`` renames into place.
    ///
    /// - Throws: The problem that stops the folder, which ``commit()`` reports too.
    func reserve(_ path: String) throws(CommandFailure) -> URL {
        if let failure { throw failure }
        guard !isCommitted else { throw .cannotWrite("cannot add '\(path)' to \(url.path): its files are already written.") }
        if let problem = Self.problem(with: path) {
            let failure = CommandFailure.cannotWrite("cannot write '\(path)' into \(url.path): \(problem).")
            self.failure = failure
            throw failure
        }
        let index: Int
        if let position = positions[path] {
            index = position
        } else {
            index = paths.count
            positions[path] = index
            paths.append(path)
        }
        do {
            return try stagingFolder().appendingPathComponent(String(index))
        } catch {
            let failure = Self.failure(error)
            self.failure = failure
            throw failure
        }
    }

    /// The failure of writing a staged file into `folder`: the folder named with the
    /// system's reason, never the staged file's own name.
    static func writeFailure(_ error: any Error, folder: URL) -> CommandFailure {
        failure(Problem(path: folder.path, reason: reason(error), advice: Problem.checkFolder))
    }

    /// Writes every added file, or none.
    ///
    /// - Returns: The written files, in the order they were first added.
    /// - Throws: A ``CommandFailure`` (exit code 73) when a path is absolute, empty or
    ///   climbs out of the folder with `..`, or when the files cannot be written.
    func commit() throws(CommandFailure) -> [URL] {
        guard !isCommitted else { return [] }
        defer { isCommitted = true }
        if let failure {
            cleanUp()
            throw failure
        }
        let staging: URL
        do {
            staging = try stagingFolder()
            for path in paths {
                if let link = symbolicLink(amongFoldersOf: path) {
                    throw Problem(
                        path: url.appendingPathComponent(link).path, reason: "it is a symbolic link, and ribviz writes only inside the output folder",
                        advice: "Replace the link with a folder, or choose another folder with --output.")
                }
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty {
                    try Self.makeFolder(url.appendingPathComponent(folder).path, recordingInto: &created)
                }
                var isFolder: ObjCBool = false
                let destination = url.appendingPathComponent(path).path
                if FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder), isFolder.boolValue {
                    throw Problem(path: destination, reason: "a folder has the name of a file to write", advice: Problem.moveAside)
                }
            }
        } catch let problem as Problem {
            cleanUp()
            throw Self.failure(problem)
        } catch {
            cleanUp()
            throw Self.failure(Problem(path: url.path, reason: Self.reason(error), advice: Problem.checkFolder))
        }
        var written: [URL] = []
        for (index, path) in paths.enumerated() {
            let destination = url.appendingPathComponent(path)
            if rename(staging.appendingPathComponent(String(index)).path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: staging)
                let kept = written.isEmpty ? "" : " The \(written.count) files moved before it were kept."
                throw .cannotWrite("cannot move \(path) into \(url.path): \(reason).\(kept)")
            }
            written.append(destination)
        }
        try? FileManager.default.removeItem(at: staging)
        return written
    }

    /// The first of the folders on the way to `path` (relative to the output folder) that
    /// is a symbolic link, which would lead the files out of the output folder.
    private func symbolicLink(amongFoldersOf path: String) -> String? {
        var folder = ""
        for component in path.split(separator: "/").dropLast() {
            folder += folder.isEmpty ? String(component) : "/" + component
            if Self.kind(ofItemAt: url.appendingPathComponent(folder).path) == S_IFLNK { return folder }
        }
        return nil
    }

    /// What is at `path` itself, a symbolic link not followed (`S_IFLNK`, `S_IFDIR`,
    /// `S_IFREG`, …); `nil` when nothing is.
    static func kind(ofItemAt path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The staging folder, made (with the output folder) the first time it is needed.
    private func stagingFolder() throws(Problem) -> URL {
        if let staging { return staging }
        try Self.makeFolder(url.path, recordingInto: &created)
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let folder = url.appendingPathComponent(".ribviz-\(token).partial")
        do {
            try Self.makeFolder(folder.path, recordingInto: &created)
        } catch {
            // The staging folder is ribviz's own business: the folder the user named is
            // the one that cannot be written.
            throw Problem(path: url.path, reason: error.reason, advice: error.advice)
        }
        staging = folder
        return folder
    }

    /// Removes the staging folder and the folders made for it, deepest first; a created
    /// folder something else wrote into meanwhile is left.
    private func cleanUp() {
        if let staging { try? FileManager.default.removeItem(at: staging) }
        staging = nil
        for folder in created.reversed() { rmdir(folder) }
        created = []
    }

    private static func failure(_ problem: Problem) -> CommandFailure {
        .cannotWrite("cannot write into \(problem.path): \(problem.reason). \(problem.advice)")
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
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
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
