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
        return source.withUTF8 { bytes in patterns.contains { Self.contains(bytes, $0) } }
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        let lastStart = haystack.count - needle.count
        var index = 0
        while index <= lastStart {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
