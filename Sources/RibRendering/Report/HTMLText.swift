import RibInspector

/// Text for HTML content and attribute values: `&`, `<`, `>`, `"` and `'` become character
/// references, so a name from a trace always shows as text and never becomes markup; line
/// breaks, other control characters and the bidirectional controls are written as escapes
/// (``RibInspector/TextEscaping``), so a name can never disguise itself either.
package func htmlText(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in TextEscaping.singleLine(text).unicodeScalars {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.unicodeScalars.append(character)
        }
    }
    return escaped
}
