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
/// A tab or line break, which an HTML-like label would show as nothing (and which
/// graphviz refuses as the only text of an element), is written as `\t`, `\n` or `\r`.
/// An element with no text at all (`<b></b>`) is a syntax error to graphviz: give empty
/// text something to show.
///
/// - Parameter text: Text to show literally.
/// - Returns: The text with the five markup characters replaced, backslashes doubled,
///   tabs and line breaks written as `\t`, `\n`, `\r`, and invisible characters (a NUL,
///   U+202E, U+FFFF, …) written as `\u{…}`.
public func htmlEscaped(_ text: String) -> String {
    replacingASCII(in: showingInvisibles(text)) { byte in
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\t"): "\\\\t"
        case UInt8(ascii: "\n"): "\\\\n"
        case UInt8(ascii: "\r"): "\\\\r"
        default: nil
        }
    }
}
