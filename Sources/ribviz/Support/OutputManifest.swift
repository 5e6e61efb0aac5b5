import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The list of files a run of ribviz wrote into a folder it regenerates (a documentation
/// folder), kept in the folder as ``fileName``: the only files a later run may delete.
///
/// A file a user put there, a folder, or anything reached through a symbolic link is never
/// in it, and ``removeFile(_:in:)`` checks again before deleting, so a later run deletes
/// nothing but the plain files an earlier run wrote.
struct OutputManifest: Codable, Equatable {
    /// The manifest's name in the folder.
    static let fileName = ".ribviz-manifest.json"

    /// What the manifest is, for a reader who finds it.
    var about = "The files ribviz wrote here; the next run deletes those it no longer writes, and nothing else."
    /// The written files' paths relative to the folder, sorted.
    var files: [String]

    init(files: some Sequence<String>) {
        self.files = Set(files).sorted()
    }

    /// Reads the paths only: `about` is a note for people, which an edited or older
    /// manifest may lack.
    init(from decoder: any Decoder) throws {
        files = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .files)
    }

    /// The manifest's bytes: JSON with the paths sorted, so the same files give the same bytes.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// The manifest an earlier run left in `folder`; empty when there is none, or when it
    /// is not a plain file ribviz can read (then nothing is deleted).
    static func read(in folder: URL) -> OutputManifest {
        let path = folder.appendingPathComponent(fileName).path
        guard OutputFolder.kind(ofItemAt: path) == S_IFREG, let data = FileManager.default.contents(atPath: path),
            let manifest = try? JSONDecoder().decode(OutputManifest.self, from: data)
        else { return OutputManifest(files: []) }
        return manifest
    }

    /// Deletes the file at the relative `path` in `folder` when it is a plain file reached
    /// through real folders only: never a folder, a symbolic link or what one points to,
    /// nor a path that leaves the folder.
    ///
    /// - Returns: Whether a file was deleted.
    static func removeFile(_ path: String, in folder: URL) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.isEmpty, !path.contains("\0"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return false }
        var current = folder.path
        for component in components.dropLast() {
            current += "/" + component
            guard OutputFolder.kind(ofItemAt: current) == S_IFDIR else { return false }
        }
        let file = folder.path + "/" + path
        return OutputFolder.kind(ofItemAt: file) == S_IFREG && unlink(file) == 0
    }
}
