/// The layout of a documentation folder (an index page, and a folder with a page per RIB)
/// and the file names it gives each RIB's page and picture: only ASCII
/// letters, digits, `-` and `_`, whatever the RIB's name holds (slashes, dots, spaces,
/// non-ASCII letters), and never the same for two RIBs, compared without case for
/// case-insensitive disks (`a/b` and `a?b` become `a_b` and `a_b-2`).
///
/// Build it from every RIB name of the folder, in a stable order, and ask it for each
/// RIB's names; the page and the picture of one RIB share a stem:
///
/// ```swift
/// let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
/// names.page(of: "LoggedIn")    // "LoggedIn.md"
/// names.image(of: "LoggedIn")   // "LoggedIn.svg"
/// names.pagePath(of: "LoggedIn") // "ribs/LoggedIn.md"
/// ```
public struct DocumentationFileNames: Sendable {
    /// The index page's path, relative to the documentation folder.
    public static let indexPage = "README.md"
    /// The folder, relative to the documentation folder, that holds a page per RIB.
    public static let ribFolder = "ribs"
    /// The picture of the RIB graph that the index page shows, relative to the
    /// documentation folder.
    public static let graphImage = "rib-graph.svg"

    private var stems: [String: String] = [:]

    /// Gives each name a stem, in the order given: the first RIB whose safe name collides
    /// with an earlier one's gets `-2`, the next `-3`.
    public init(ribs: [String]) {
        var taken: Set<String> = []
        for rib in ribs where stems[rib] == nil {
            let base = Self.safe(rib)
            var candidate = base
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            stems[rib] = candidate
        }
    }

    /// The RIB's page, such as `LoggedIn.md`.
    public func page(of rib: String) -> String {
        stem(of: rib) + ".md"
    }

    /// The RIB's picture, such as `LoggedIn.svg`.
    public func image(of rib: String) -> String {
        stem(of: rib) + ".svg"
    }

    /// The RIB's page relative to the documentation folder, such as `ribs/LoggedIn.md`.
    public func pagePath(of rib: String) -> String {
        Self.ribFolder + "/" + page(of: rib)
    }

    /// The RIB's picture relative to the documentation folder, such as `ribs/LoggedIn.svg`.
    public func imagePath(of rib: String) -> String {
        Self.ribFolder + "/" + image(of: rib)
    }

    /// The picture of the RIB's screen, such as `LoggedIn.screen.png` for the extension `png`.
    public func screenImage(of rib: String, fileExtension: String) -> String {
        stem(of: rib) + ".screen." + fileExtension
    }

    /// The picture of the RIB's screen relative to the documentation folder, such as
    /// `ribs/LoggedIn.screen.png`.
    public func screenImagePath(of rib: String, fileExtension: String) -> String {
        Self.ribFolder + "/" + screenImage(of: rib, fileExtension: fileExtension)
    }

    private func stem(of rib: String) -> String {
        stems[rib] ?? Self.safe(rib)
    }

    private static func safe(_ name: String) -> String {
        let characters = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        }
        let result = String(characters.prefix(80))
        return result.isEmpty ? "rib" : result
    }
}
