/// How generated documentation links to scanned Swift files: by each file's path relative
/// to the page, so that the links work in a checkout and in a repository browser (GitHub
/// and GitLab open the line given by `#L12`).
///
/// ```swift
/// let links = SourceLinks(documentationFolder: "Docs/Architecture", currentFolder: "/work/app")
/// links.target(for: SourceLocation(file: "App/Root/RootBuilder.swift", line: 12), fromDepth: 1)
/// // "../../../App/Root/RootBuilder.swift#L12"
/// ```
///
/// Relative paths, of the folder and of the files, start from `currentFolder`, the folder
/// the scan ran in. Paths are compared as written: `.` and `..` are resolved, symbolic
/// links are not followed. Every character of a path other than ASCII letters, digits and
/// `-._~+` is percent-encoded, so a link target never ends a Markdown link early.
public struct SourceLinks: Hashable, Sendable {
    private let folder: [Substring]
    private let current: [Substring]

    /// Links from pages in `documentationFolder`, both it and the files' relative paths
    /// starting from `currentFolder` (an absolute path).
    public init(documentationFolder: String, currentFolder: String) {
        current = Self.components(of: currentFolder, from: [])
        folder = Self.components(of: documentationFolder, from: current)
    }

    /// The link to a location from a page `depth` folders below the documentation folder
    /// (0 for its index, 1 for the RIB pages).
    public func target(for location: SourceLocation, fromDepth depth: Int = 0) -> String {
        let file = Self.components(of: location.file, from: current)
        var common = 0
        while common < min(file.count - 1, folder.count), file[common] == folder[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: folder.count - common + max(depth, 0))
        let path = ups + file.dropFirst(common).map { Self.encoded($0) }
        return path.joined(separator: "/") + "#L\(location.line)"
    }

    /// The path's folders and file from the root, `.` and `..` resolved; a relative path
    /// starts from `base`.
    private static func components(of path: String, from base: [Substring]) -> [Substring] {
        var result = path.hasPrefix("/") ? [] : base
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(component)
            }
        }
        return result
    }

    private static func encoded(_ component: Substring) -> String {
        var result = ""
        for byte in component.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~+".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
