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
