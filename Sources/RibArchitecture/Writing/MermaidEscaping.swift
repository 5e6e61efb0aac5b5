import RibvizEscaping

/// Makes text safe inside a quoted Mermaid label (`A["…"]`, `-->|"…"|`), so that any
/// name shows as itself.
///
/// Mermaid reads `"` as the end of a label, `#…;` as an entity, `%%{…}%%` anywhere as a
/// directive (which can change the whole diagram's theme), `` ` `` as the start of a
/// Markdown string, `$$…$$` as math, `<`, `>` and `&` as HTML, `|` as the end of an edge
/// label, and formats `*`, `_` and `~` as Markdown; a backslash can start `\n`. Each of
/// these is written as its entity code (`#quot;`, `#37;`…), which Mermaid shows as the
/// character itself. Line breaks and tabs become spaces; other control characters and
/// the bidirectional controls are shown as `\u{…}`, as ``TextEscaping`` writes them.
package enum MermaidEscaping {
    /// The text with Mermaid's special characters written as entity codes.
    package static func label(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !specialBytes.contains($0) }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result += " "
            default:
                if TextEscaping.isShownEscaped(scalar) {
                    result += entities(TextEscaping.escape(scalar))
                } else if let code = entityCodes[scalar] {
                    result += code
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` with every special character as its entity code.
    private static func entities(_ text: String) -> String {
        text.unicodeScalars.map { entityCodes[$0] ?? String($0) }.joined()
    }

    private static let entityCodes: [Unicode.Scalar: String] = [
        "\"": "#quot;", "#": "#35;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "|": "#124;",
        "%": "#37;", "`": "#96;", "\\": "#92;", "*": "#42;", "_": "#95;", "~": "#126;", "$": "#36;",
    ]

    private static let specialBytes: Set<UInt8> = Set(entityCodes.keys.map { UInt8($0.value) })
}
