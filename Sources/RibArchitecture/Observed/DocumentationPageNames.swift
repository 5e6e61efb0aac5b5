/// File names for RIB pages: only ASCII letters, digits, `-` and `_`, whatever the RIB's
/// name holds, and never two the same (compared without case, for case-insensitive disks).
struct DocumentationPageNames {
    private var names: [String: String] = [:]

    init(ribs: [String]) {
        var taken: Set<String> = []
        for rib in ribs where names[rib] == nil {
            let base = Self.safe(rib)
            var candidate = base
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            names[rib] = candidate
        }
    }

    /// The page's file name, such as `LoggedIn.md`.
    func fileName(of rib: String) -> String {
        (names[rib] ?? Self.safe(rib)) + ".md"
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
