/// Shortens texts that become labels in pictures, so a very long name cannot make a
/// drawing unusable (or graphviz fail); the full text stays in tooltips, details and the
/// text outputs.
enum LabelShortening {
    /// The most characters a label shows.
    static let limit = 60

    /// `text`, or its first characters and `…` when it is longer than ``limit``.
    static func shortened(_ text: String) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
