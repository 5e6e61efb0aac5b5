/// Makes text safe inside a quoted Mermaid label (`A["…"]`, `-->|"…"|`).
///
/// Mermaid reads `"` as the end of a label and treats `#…;` as an entity, so both are
/// written as entity codes; so are `<`, `>` and `&`, which it would take for HTML, and `|`,
/// which ends an edge label. Line breaks become spaces.
package enum MermaidEscaping {
    /// The text with Mermaid's special characters written as entity codes.
    package static func label(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !"\"#<>&|".utf8.contains($0) }) { return text }
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "|": result += "#124;"
            case "\n", "\r", "\r\n", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
