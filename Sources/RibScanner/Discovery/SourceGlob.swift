/// A pattern of source paths as manifests write them, relative to the manifest's folder:
/// `Sources/**`, `Interfaces/**/*.swift`, `Sources/{Feed,Home}/**`, or a plain path.
///
/// `**` stands for any number of folders, `*` for any part of one name, `?` for one
/// character, `{a,b}` for either word. A pattern also covers everything below the folder
/// it names (`Sources/Feed` covers `Sources/Feed/FeedBuilder.swift`), as Swift packages'
/// `path:` and `sources:` do.
struct SourceGlob: Hashable, Sendable {
    /// The pattern's forms once braces are expanded, each split into path components.
    private let alternatives: [[Substring]]
    /// How many characters precede the first wildcard: the longer, the more specific.
    let specificity: Int
    /// Whether the pattern is a path taken as written.
    private let isLiteral: Bool
    /// The path the pattern names, when it has no wildcards: it covers that path and
    /// everything below it, which a lookup by path answers faster than matching.
    let literalPath: String?

    /// Most alternatives a pattern's braces may expand into; the rest are not matched.
    static let maximumAlternatives = 64

    /// - Parameters:
    ///   - pattern: The pattern, relative to the manifest's folder.
    ///   - literal: Whether the pattern is a path to take as written, wildcards and all
    ///     (a file an Xcode project lists).
    init(_ pattern: String, literal: Bool = false) {
        let trimmed = Self.normalised(pattern)
        let forms = literal ? [trimmed] : Self.expandingBraces(trimmed)
        alternatives = forms.map { $0.split(separator: "/", omittingEmptySubsequences: true) }
        isLiteral = literal
        specificity = literal ? trimmed.count : trimmed.prefix { !"*?{[".contains($0) }.count
        literalPath = literal || specificity == trimmed.count ? trimmed : nil
    }

    /// The pattern without `./` in front and `/` at the end.
    private static func normalised(_ pattern: String) -> String {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return text == "." ? "" : String(text)
    }

    /// Whether the pattern covers `path`, relative to the manifest's folder.
    func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return alternatives.contains { matches(components, pattern: $0) }
    }

    /// Matches components against pattern components, `**` matching any run of them; the
    /// pattern may end early (it then names a folder above the path). Iterative: the set of
    /// pattern positions reached after each component.
    private func matches(_ components: [Substring], pattern: [Substring]) -> Bool {
        var reached = closure(of: [0], in: pattern)
        for component in components {
            if reached.contains(pattern.count) { return true }
            var next: Set<Int> = []
            for position in reached where position < pattern.count {
                if isWildcard(pattern[position]) {
                    next.insert(position)
                } else if isLiteral ? component == pattern[position] : NameWildcard.matches(component, pattern: pattern[position]) {
                    next.insert(position + 1)
                }
            }
            reached = closure(of: next, in: pattern)
            if reached.isEmpty { return false }
        }
        return reached.contains(pattern.count)
    }

    /// The positions plus those reached by letting each `**` match no component.
    private func closure(of positions: Set<Int>, in pattern: [Substring]) -> Set<Int> {
        var result = positions
        var pending = Array(positions)
        while let position = pending.popLast() {
            if position < pattern.count, isWildcard(pattern[position]), result.insert(position + 1).inserted {
                pending.append(position + 1)
            }
        }
        return result
    }

    /// Whether a component is `**`, which matches any run of components.
    private func isWildcard(_ component: Substring) -> Bool {
        !isLiteral && component == "**"
    }

    /// Every form of a pattern with `{a,b}` groups: `Sources/{A,B}/**` is `Sources/A/**`
    /// and `Sources/B/**`. Unbalanced braces are taken as written.
    private static func expandingBraces(_ pattern: String) -> [String] {
        var done: [String] = []
        var pending = [pattern]
        while let form = pending.popLast() {
            guard let open = form.firstIndex(of: "{"), let close = form[open...].firstIndex(of: "}") else {
                done.append(form)
                continue
            }
            let words = form[form.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            for word in words.reversed() where done.count + pending.count < maximumAlternatives {
                pending.append(String(form[..<open]) + word + String(form[form.index(after: close)...]))
            }
        }
        return done
    }
}

/// `*` and `?` within one path component.
enum NameWildcard {
    /// Whether `name` matches `pattern`: the classic linear scan that remembers the last
    /// `*` and retries from there.
    static func matches(_ name: Substring, pattern: Substring) -> Bool {
        let text = Array(name.unicodeScalars)
        let wild = Array(pattern.unicodeScalars)
        var textIndex = 0
        var wildIndex = 0
        var star: Int?
        var starText = 0
        while textIndex < text.count {
            if wildIndex < wild.count, wild[wildIndex] == "?" || (wild[wildIndex] != "*" && wild[wildIndex] == text[textIndex]) {
                textIndex += 1
                wildIndex += 1
            } else if wildIndex < wild.count, wild[wildIndex] == "*" {
                star = wildIndex
                starText = textIndex
                wildIndex += 1
            } else if let star {
                wildIndex = star + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while wildIndex < wild.count, wild[wildIndex] == "*" { wildIndex += 1 }
        return wildIndex == wild.count
    }
}
