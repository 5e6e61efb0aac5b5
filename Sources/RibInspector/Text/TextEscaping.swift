/// Makes user-provided names safe for one-line text output.
///
/// Use it wherever a name, a type or a path becomes part of a line of text:
/// `TextEscaping.singleLine("a\nb")` is `a\\nb`.
package enum TextEscaping {
    /// The text with line breaks and other control characters written as escapes, so a
    /// name can never break a tree drawing or a one-line message apart.
    package static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
