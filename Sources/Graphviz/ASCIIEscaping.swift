import RibvizEscaping

/// Replaces ASCII characters in text, byte by byte: what the escaping functions
/// (``htmlEscaped(_:)``, ``labelEscaped(_:)``, ``tooltipEscaped(_:)``) share.
///
/// Graphviz reads bytes, and in UTF-8 an ASCII byte is always that character, never
/// part of another one, so every markup character and backslash is found, even one
/// that a combining mark follows (which Swift would count as part of a different
/// `Character`). Text with nothing to replace, the common case, is returned as it is,
/// without copying.
///
/// - Parameters:
///   - text: The text to escape.
///   - replacement: The replacement for an ASCII byte, or nil to keep it.
/// - Returns: The text with every byte that has a replacement replaced.
@inline(__always)
func replacingASCII(in text: String, with replacement: (UInt8) -> StaticString?) -> String {
    let utf8 = text.utf8
    guard let first = utf8.firstIndex(where: { replacement($0) != nil }) else { return text }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(utf8.count + 16)
    escaped.append(contentsOf: utf8[..<first])
    for byte in utf8[first...] {
        if let replaced = replacement(byte) {
            replaced.withUTF8Buffer { escaped.append(contentsOf: $0) }
        } else {
            escaped.append(byte)
        }
    }
    return String(decoding: escaped, as: UTF8.self)
}

/// Writes the characters a picture must not carry raw as visible escapes, `\u{0}` for a
/// NUL: control characters other than line breaks and tabs (graphviz cuts a text at a
/// NUL), the bidirectional controls (U+202E and the others), which would reorder what
/// follows them, and the zero-width characters (U+200B and the others), which would hide. The escaping functions apply it first, so a name with any of them
/// still draws, and shows what it holds.
func showingInvisibles(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }),
        text.unicodeScalars.contains(where: isInvisible)
    else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if isInvisible(scalar) {
            result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
        } else {
            result.append(scalar)
        }
    }
    return String(result)
}

/// Whether ``showingInvisibles(_:)`` escapes the scalar: what text outputs escape
/// (`TextEscaping`) but line breaks and tabs, which labels keep.
private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x09: false
    // The noncharacters XML forbids: graphviz's parser of HTML-like labels rejects them.
    case 0xFFFE, 0xFFFF: true
    default: TextEscaping.isShownEscaped(scalar)
    }
}
