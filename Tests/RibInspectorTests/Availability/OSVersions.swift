/// The first version of each Apple system that has an API, or that an `@available`
/// attribute or `#available` check asks for: `["iOS": [16], "macOS": [13], …]`.
struct OSVersions: Hashable, CustomStringConvertible {
    /// The version numbers by system name (`iOS`, `macOS`, `tvOS`, `watchOS`).
    var versions: [String: [Int]]

    /// The systems ribviz's package names, in the order descriptions list them.
    static let systems = ["iOS", "macOS", "tvOS", "watchOS"]

    /// Reads `iOS 16, macOS 13.0, …` from an attribute's or a list's text; systems it does
    /// not name are absent.
    init(parsing text: String) {
        var versions: [String: [Int]] = [:]
        for match in text.matches(of: /(iOS|macOS|tvOS|watchOS)\s+(\d+(?:\.\d+)*)/) {
            versions[String(match.1)] = match.2.split(separator: ".").compactMap { Int($0) }
        }
        self.versions = versions
    }

    /// Whether a declaration or check for these versions may use an API introduced in
    /// `introduced`: on every system the API names, it asks for that version or a newer one.
    func covers(_ introduced: OSVersions) -> Bool {
        introduced.versions.allSatisfy { system, first in
            guard let asked = versions[system] else { return false }
            return asked.lexicographicallyPrecedes(first) == false
        }
    }

    /// These versions on `systems` only.
    func restricted(to systems: some Sequence<String>) -> OSVersions {
        var result = self
        result.versions = versions.filter { Set(systems).contains($0.key) }
        return result
    }

    /// The newer of two requirements on each system.
    func merged(with other: OSVersions) -> OSVersions {
        var result = self
        result.versions.merge(other.versions) { $0.lexicographicallyPrecedes($1) ? $1 : $0 }
        return result
    }

    var description: String {
        Self.systems.compactMap { system in
            versions[system].map { "\(system) \($0.map(String.init).joined(separator: "."))" }
        }.joined(separator: ", ")
    }
}
