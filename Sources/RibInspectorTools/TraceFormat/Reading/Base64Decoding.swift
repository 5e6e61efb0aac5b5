/// Decodes standard base64 (RFC 4648, `=` padding, no line breaks): the bytes of a
/// screen's picture.
enum Base64Decoding {
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(index)
        }
        return table
    }()

    /// How many bytes `length` characters of base64 decode to, at most.
    static func decodedLength(ofEncoded length: Int) -> Int {
        length / 4 * 3
    }

    /// The bytes `text` encodes, or `nil` when it is not base64: a length that is not a
    /// multiple of 4, a character outside the alphabet, or padding anywhere but at the end.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(decodedLength(ofEncoded: text.count))
        var index = 0
        while index < text.count {
            let isLast = index + 4 == text.count
            let padding = isLast ? (text[index + 3] == UInt8(ascii: "=") ? (text[index + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for offset in 0..<4 {
                let character = text[index + offset]
                let value = offset >= 4 - padding ? 0 : values[Int(character)]
                guard value != 0xFF else { return nil }
                group = group << 6 | UInt32(value)
            }
            bytes.append(UInt8(truncatingIfNeeded: group >> 16))
            if padding < 2 { bytes.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if padding < 1 { bytes.append(UInt8(truncatingIfNeeded: group)) }
            index += 4
        }
        return bytes
    }
}
