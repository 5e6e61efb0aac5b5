import Foundation
import RibArchitecture

/// A folder of generated architecture documentation (`ribviz docs`, `ribviz scan --format
/// docs`): the index, its pictures and the folder of RIB pages, written in one
/// all-or-nothing ``OutputFolder`` commit together with an ``OutputManifest`` of them.
/// Only once every new file is in place are the files the previous run's manifest lists
/// and this run did not write deleted, so a regenerated folder holds exactly the current
/// docs, and no file ribviz did not write is ever touched.
struct DocumentationFolder {
    private var files: OutputFolder

    /// The documentation folder at `url`, its RIB pages in ``DocumentationFileNames/ribFolder``.
    init(url: URL) {
        files = OutputFolder(url: url)
    }

    /// Adds a Markdown page.
    mutating func add(_ page: DocumentationPage) {
        add(page.path, Data(page.contents.utf8))
    }

    /// Adds a file such as a picture, by its path relative to the folder.
    mutating func add(_ path: String, _ data: Data) {
        files.add(path, data)
    }

    /// Writes every added file and the manifest, or none, then deletes the files the
    /// previous run's manifest lists and this run did not write (pages of RIBs that are
    /// gone, the RIB graph's picture with `--no-svg`).
    ///
    /// - Returns: The files written (without the manifest), and how many stale files were
    ///   deleted.
    func commit() throws(CommandFailure) -> (written: [URL], removed: Int) {
        try files.commitReplacingEarlierRun()
    }
}
