/// The file names a documentation folder gives each RIB's page and picture: only ASCII
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
/// ```
public struct DocumentationFileNames: Sendable {
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
