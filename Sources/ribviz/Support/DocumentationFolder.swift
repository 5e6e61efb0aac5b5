import Foundation
import RibArchitecture

/// A folder of generated architecture documentation (`ribviz docs`, `ribviz scan --format
/// docs`): the index, its pictures and the folder of RIB pages, written in one
/// all-or-nothing ``OutputFolder`` commit; only once every new file is in place are the
/// files an earlier run wrote for RIBs that are gone deleted, so a regenerated folder holds
/// exactly the current docs.
struct DocumentationFolder {
    private var files: OutputFolder

    /// The documentation folder at `url`, its RIB pages in ``DocumentationFileNames/ribFolder``.
    init(url: URL) {
        files = OutputFolder(url: url)
    }

    /// Adds a Markdown page.
    mutating func add(_ page: DocumentationPage) {
        files.add(page.path, Data(page.contents.utf8))
    }

    /// Adds a file such as a picture, by its path relative to the folder.
    mutating func add(_ path: String, _ data: Data) {
        files.add(path, data)
    }

    /// Writes every added file, or none, then deletes what an earlier run wrote and this
    /// one did not: Markdown pages and SVG pictures in the page folder, and the RIB graph's
    /// picture (gone with `--no-svg`).
    ///
    /// - Returns: The files written, and how many stale files were deleted.
    func commit() throws(CommandFailure) -> (written: [URL], removed: Int) {
        let written = try files.commit()
        let current = Set(written.map { $0.standardizedFileURL.path })
        let pages = files.url.appendingPathComponent(DocumentationFileNames.ribFolder)
        let existingPages = (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? []
        var candidates = existingPages.sorted().filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }.map { pages.appendingPathComponent($0) }
        candidates.append(files.url.appendingPathComponent(DocumentationFileNames.graphImage))
        var removed = 0
        for file in candidates where !current.contains(file.standardizedFileURL.path) {
            if FileManager.default.fileExists(atPath: file.path), (try? FileManager.default.removeItem(at: file)) != nil {
                removed += 1
            }
        }
        return (written, removed)
    }
}
