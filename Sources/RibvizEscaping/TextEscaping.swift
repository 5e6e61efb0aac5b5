/// Makes user-provided names safe for one-line text output.
///
/// Use it wherever a name, a type or a path becomes part of a line of text:
/// `TextEscaping.singleLine("a\nb")` is `a\\nb`.
package enum TextEscaping {
    /// The text with line breaks, other control characters, the bidirectional controls
    /// (U+202E and the others, which would reorder what follows them) and the zero-width
    /// characters (U+200B and the others, which would hide in it) written as escapes, so a
    /// name can never break a tree drawing or a one-line message apart, nor disguise itself.
    package static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isShownEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isShownEscaped(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether text outputs write the scalar as an escape rather than raw: a control
    /// character (line breaks included), a bidirectional control, or a zero-width character
    /// (space, non-joiner, joiner, word joiner, byte order mark).
    package static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B...0x200D, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// The escape of one scalar: `\u{202e}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }
}
