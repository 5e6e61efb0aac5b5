/// Escapes text so that a plain-text label shows it literally.
///
/// In label attributes (`label`, `xlabel`, `headlabel`, `taillabel`) graphviz
/// reads backslash sequences (`\n`, `\l`, `\r`, `\N`, `\G`, ...) and decodes
/// character entities (`&amp;`, `&nbsp;`, ...). This doubles every backslash and
/// writes `&` as `&amp;`, so that a label such as `C:\new` or `&amp;` shows
/// exactly those characters:
///
///     node.attributes["label"] = .text(labelEscaped(fileName))
///
/// Line break characters in the text still break lines. Quoting is graphviz's
/// job and is not done here. Record labels (`shape=record`) also treat
/// `{ } | < >` specially; this does not escape those.
///
/// - Parameter text: Text to show literally in a plain-text label.
/// - Returns: The text with `\` doubled, `&` replaced by `&amp;` and invisible
///   characters (a NUL, U+202E, …) written as `\u{…}`.
public func labelEscaped(_ text: String) -> String {
    replacingASCII(in: showingInvisibles(text)) { byte in
        switch byte {
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "&"): "&amp;"
        default: nil
        }
    }
}

/// Escapes text for a `tooltip` (or another attribute graphviz expands twice, such as
/// `URL`), so that it shows literally.
///
/// Graphviz expands backslash sequences in tooltips twice: once like a label, once more
/// when writing the SVG. This writes each backslash as four and `&` as `&amp;`.
///
/// - Parameter text: Text to show literally in a tooltip.
/// - Returns: The text with `\` quadrupled, `&` replaced by `&amp;` and invisible
///   characters (a NUL, U+202E, …) written as `\u{…}`.
public func tooltipEscaped(_ text: String) -> String {
    replacingASCII(in: showingInvisibles(text)) { byte in
        switch byte {
        case UInt8(ascii: "\\"): "\\\\\\\\"
        case UInt8(ascii: "&"): "&amp;"
        default: nil
        }
    }
}
