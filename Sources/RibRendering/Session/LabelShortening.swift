import Graphviz

/// Shortens texts that become labels in pictures, so a very long name cannot make a
/// drawing unusable (or graphviz fail); the full text stays in tooltips, details and the
/// text outputs.
enum LabelShortening {
    /// The most characters a label shows.
    static let limit = 60

    /// The most characters a sentence in a label shows (a title, a verdict): room for a
    /// few names of a usual length.
    static let sentenceLimit = 240

    /// `text`, or its first characters and `…` when it is longer than `limit`.
    static func shortened(_ text: String, limit: Int = limit) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}

extension LabelShortening {
    /// `text` shortened (``shortened(_:)``) and escaped for an HTML-like label: what every
    /// name in a picture's label goes through. An empty name shows as `""`, since graphviz
    /// refuses an element with no text (`<b></b>`).
    static func html(_ text: String, limit: Int = limit) -> String {
        text.isEmpty ? "&quot;&quot;" : htmlEscaped(shortened(text, limit: limit))
    }
}
