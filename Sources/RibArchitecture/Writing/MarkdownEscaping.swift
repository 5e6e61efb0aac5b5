import RibvizEscaping

/// Makes text safe inside Markdown prose and table cells.
///
/// Characters Markdown gives a meaning to (`\ ` `` ` `` `*` `_` `[` `]` `<` `>` `#` `|` `&`…)
/// are escaped with a backslash, so a name can never start a heading, a link, HTML, an
/// entity (`&lt;` stays `&lt;`) or a new table cell. Line breaks and tabs become spaces;
/// other control characters and the bidirectional controls are shown as `\u{…}`, as
/// ``TextEscaping`` writes them.
package enum MarkdownEscaping {
    private static let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "{", "}", "(", ")", "!", "~", "&"]

    /// The text with Markdown's special characters escaped.
    package static func text(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlain) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if special.contains(scalar) {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                result += " "
            } else if TextEscaping.isShownEscaped(scalar) {
                result += "\\" + TextEscaping.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a byte is ASCII that needs no escaping: the common case, checked without
    /// splitting the text into characters.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && !specialBytes.contains(byte)
    }

    private static let specialBytes: Set<UInt8> = Set(special.map { UInt8($0.value) })
}
