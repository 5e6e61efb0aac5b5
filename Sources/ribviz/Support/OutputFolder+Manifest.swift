import Foundation

extension OutputFolder {
    /// Writes every added file and an ``OutputManifest`` of them, or none, then deletes the
    /// files the previous run's manifest lists and this run did not write: a folder that
    /// ribviz regenerates holds exactly the current run's files, besides the files of the
    /// user's own, which are never touched.
    ///
    /// - Returns: The files written (without the manifest), and how many stale files were
    ///   deleted.
    /// - Throws: What ``commit()`` throws.
    func commitReplacingEarlierRun() throws(CommandFailure) -> (written: [URL], removed: Int) {
        let earlier = OutputManifest.read(in: url)
        let current = Set(paths)
        add(OutputManifest.fileName, OutputManifest(files: current).data)
        let written = try commit().filter { $0.lastPathComponent != OutputManifest.fileName }
        var removed = 0
        for path in earlier.files where !current.contains(path) && path != OutputManifest.fileName {
            if OutputManifest.removeFile(path, in: url) { removed += 1 }
        }
        return (written, removed)
    }
}
