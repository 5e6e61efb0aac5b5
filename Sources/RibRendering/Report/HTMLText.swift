/// Text for HTML content and attribute values: `&`, `<`, `>`, `"` and `'` become character
/// references, so a name from a trace always shows as text and never becomes markup.
package func htmlText(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
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
