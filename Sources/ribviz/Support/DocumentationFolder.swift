import Foundation
import RibArchitecture

/// A folder of generated architecture documentation (`ribviz docs`): the index, its
/// pictures and the folder of RIB pages, written in one all-or-nothing ``OutputFolder``
/// commit; only once every new file is in place are the pages an earlier run wrote for
/// RIBs that are gone deleted, so a regenerated folder holds exactly the current docs.
struct DocumentationFolder {
    private var files: OutputFolder
    private let pageFolder: String

    /// A folder whose RIB pages live in `pageFolder`, relative to `url`.
    init(url: URL, pageFolder: String = DocumentationFileNames.ribFolder) {
        files = OutputFolder(url: url)
        self.pageFolder = pageFolder
    }

    /// Adds a Markdown page.
    mutating func add(_ page: DocumentationPage) {
        files.add(page.path, Data(page.contents.utf8))
    }

    /// Adds a file such as a picture, by its path relative to the folder.
    mutating func add(_ path: String, _ data: Data) {
        files.add(path, data)
    }

    /// Writes every added file, or none, then deletes the Markdown pages and SVG pictures
    /// in the page folder that this run did not write.
    ///
    /// - Returns: The files written, and how many stale files were deleted.
    func commit() throws(CommandFailure) -> (written: [URL], removed: Int) {
        let written = try files.commit()
        let pages = files.url.appendingPathComponent(pageFolder)
        let current = Set(written.map { $0.standardizedFileURL.path })
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? []
        var removed = 0
        for name in existing.sorted() where name.hasSuffix(".md") || name.hasSuffix(".svg") {
            let file = pages.appendingPathComponent(name)
            if !current.contains(file.standardizedFileURL.path), (try? FileManager.default.removeItem(at: file)) != nil {
                removed += 1
            }
        }
        return (written, removed)
    }
}
