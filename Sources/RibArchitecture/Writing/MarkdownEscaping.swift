/// Makes text safe inside Markdown prose and table cells.
///
/// Characters Markdown gives a meaning to (`\ ` `` ` `` `*` `_` `[` `]` `<` `>` `#` `|`…)
/// are escaped with a backslash, and line breaks become spaces, so a name can never start
/// a heading, a link, HTML or a new table cell.
public enum MarkdownEscaping {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "{", "}", "(", ")", "!", "~"]

    /// The text with Markdown's special characters escaped.
    public static func text(_ text: String) -> String {
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
}
