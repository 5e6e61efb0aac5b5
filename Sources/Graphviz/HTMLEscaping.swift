/// Escapes text for use inside an HTML-like label.
///
/// Replaces `&`, `<`, `>`, `"` and `'` with character references, so any text
/// (a user's name, a type name such as `Array<Int>`) shows as it is and cannot
/// open or close markup, and doubles backslashes, which graphviz reads as escape
/// sequences (`\N`, the node's name) even inside HTML-like labels:
///
///     let label = AttributeValue.html("<b>\(htmlEscaped(title))</b>")
///
/// Only HTML-like labels need this. Plain text values (``AttributeValue/text(_:)``)
/// are quoted by graphviz itself; for plain labels see ``labelEscaped(_:)``.
///
/// - Parameter text: Text to show literally.
/// - Returns: The text with the five markup characters replaced, backslashes doubled
///   and invisible characters (a NUL, U+202E, …) written as `\u{…}`.
public func htmlEscaped(_ text: String) -> String {
    replacingASCII(in: showingInvisibles(text)) { byte in
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        case UInt8(ascii: "\\"): "\\\\"
        default: nil
        }
    }
}
