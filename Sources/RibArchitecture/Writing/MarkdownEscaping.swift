/// Makes text safe inside Markdown prose and table cells.
///
/// Characters Markdown gives a meaning to (`\ ` `` ` `` `*` `_` `[` `]` `<` `>` `#` `|`…)
/// are escaped with a backslash, and line breaks become spaces, so a name can never start
/// a heading, a link, HTML or a new table cell.
package enum MarkdownEscaping {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "{", "}", "(", ")", "!", "~"]

    /// The text with Markdown's special characters escaped.
    package static func text(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlain) { return text }
        var result = ""
        for character in text {
            if special.contains(character) {
                result.append("\\")
                result.append(character)
            } else if character.isNewline {
                result.append(" ")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether a byte is ASCII that needs no escaping: the common case, checked without
    /// splitting the text into characters.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && !specialBytes.contains(byte)
    }

    private static let specialBytes: Set<UInt8> = Set(special.compactMap(\.asciiValue))
}
