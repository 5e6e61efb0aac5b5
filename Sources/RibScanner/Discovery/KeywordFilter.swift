/// The scan's cheap first pass: a file that mentions none of RIBs' words cannot declare a
/// builder, router, interactor, component, dependency, listener or buildable protocol, so
/// it is not parsed.
///
/// The words are fragments (`uild` matches `Builder`, `Buildable` and `build`), so a
/// subclass of a project's own base builder still passes through its `build` function.
struct KeywordFilter {
    /// The fragments looked for.
    static let keywords: [String] = ["uild", "Rout", "Interact", "Component", "Dependency", "Listener", "shared"]

    private let patterns: [[UInt8]] = Self.keywords.map { Array($0.utf8) }

    /// Whether `source` mentions any keyword.
    func mayDeclareRibs(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in patterns.contains { ByteSearch.contains(bytes, $0) } }
    }
}
