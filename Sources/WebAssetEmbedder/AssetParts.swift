import Foundation

/// An asset joined from several files: `report.js.parts` lists, one a line, the files of
/// the folder beside it named after the asset (`report/`), in the order they are joined.
/// Blank lines and lines that start with `#` are comments.
///
/// The folder holds the parts and nothing else: a `.js` or `.css` file in it that the list
/// leaves out is an error, not a part silently dropped. A script's parts are joined inside
/// one strict function scope, `(() => { 'use strict'; … })();`, so that the names each
/// part declares at its top level stay out of the page's globals; a stylesheet's parts are
/// joined as they are.
struct AssetParts {
    /// The extension of a list of parts.
    static let fileExtension = "parts"

    /// Why an asset cannot be embedded, in words for whoever edits it.
    struct Failure: Error {
        let message: String
    }

    private let list: URL
    /// The parts, in the listed order.
    let files: [URL]

    /// Reads the list at `list` (`report.js.parts`), whose parts are in `report/`.
    init(listAt list: URL) throws(Failure) {
        self.list = list
        let folder = Self.folder(of: list)
        var files: [URL] = []
        for (number, line) in try Self.text(of: list).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let name = line.trimmingCharacters(in: .whitespaces)
            if name.isEmpty || name.hasPrefix("#") { continue }
            guard !name.contains("/"), name != "..", ["js", "css"].contains((name as NSString).pathExtension) else {
                throw Failure(message: "\(list.path):\(number + 1): \"\(name)\" is not the name of a .js or .css file in \(folder.path); name one file of that folder a line")
            }
            files.append(folder.appendingPathComponent(name))
        }
        guard !files.isEmpty else {
            throw Failure(message: "\(list.path) names no part; name the files of \(folder.path) to join, one a line, in order")
        }
        let listed = Set(files.map(\.lastPathComponent))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if let unlisted = present.sorted().first(where: { ["js", "css"].contains(($0 as NSString).pathExtension) && !listed.contains($0) }) {
            throw Failure(message: "\(folder.appendingPathComponent(unlisted).path) is not in \(list.path); add it there where it belongs in the order, or delete it")
        }
        self.files = files
    }

    /// The folder that holds the parts listed at `list`: `Assets/report.js.parts` → `Assets/report`.
    static func folder(of list: URL) -> URL {
        let asset = list.deletingPathExtension()
        return asset.deletingLastPathComponent().appendingPathComponent(asset.deletingPathExtension().lastPathComponent)
    }

    /// The parts joined, a script's inside its own strict function scope.
    func joined() throws(Failure) -> String {
        var text = ""
        for file in files { text += try Self.text(of: file) }
        guard list.deletingPathExtension().pathExtension == "js" else { return text }
        return "(() => {\n'use strict';\n\n" + text + "})();\n"
    }

    /// The text of an asset file: UTF-8 with `\n` line ends.
    static func text(of file: URL) throws(Failure) -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Failure(message: "cannot read the web asset \(file.path)")
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\r") else {
            throw Failure(message: "the web asset \(file.path) is not UTF-8 text with \\n line ends; save it so")
        }
        return text
    }
}
