extension JSONByteWriter {
    /// Appends `bytes` as a JSON string of standard base64 (RFC 4648, with `=` padding),
    /// which needs no escaping: how a trace holds a screen's picture.
    package mutating func append(base64 bytes: [UInt8]) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        reserve((bytes.count + 2) / 3 * 4 + 2)
        append(uncheckedByte: UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index])
            let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first << 16 | second << 8 | third
            append(uncheckedByte: alphabet[Int(group >> 18 & 0x3F)])
            append(uncheckedByte: alphabet[Int(group >> 12 & 0x3F)])
            append(uncheckedByte: remaining > 1 ? alphabet[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
            append(uncheckedByte: remaining > 2 ? alphabet[Int(group & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        append(uncheckedByte: UInt8(ascii: "\""))
    }
}
