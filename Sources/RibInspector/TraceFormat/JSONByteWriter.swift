/// Appends JSON text to a byte buffer without going through `Encodable`: the trace
/// writers use it on the recording hot path and for million-event documents.
package struct JSONByteWriter {
    /// The UTF-8 text written so far.
    package var bytes: [UInt8]

    package init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends text that needs no escaping (keys, punctuation, known tokens).
    @inline(__always)
    package mutating func append(raw text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `"key":` .
    @inline(__always)
    package mutating func append(key: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        append(raw: key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends a member's name and its colon, `"name":`, after a comma unless it is the
    /// object's first member.
    @inline(__always)
    package mutating func append(member name: StaticString, isFirst: Bool = false) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        append(key: name)
    }

    /// Appends a member's name and its colon, `"name":`, after a comma unless it is the
    /// object's first member; for names that need no escaping.
    package mutating func append(member name: String, isFirst: Bool = false) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        append(string: name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends a JSON string literal, escaping quotes, backslashes, control characters and
    /// the bidirectional controls (U+202E and the others, as `\u202e`), so that a name
    /// shown from the JSON can neither break a line nor reorder what follows it.
    package mutating func append(string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == 0xE2 || byte == 0xD8, let scalar = Self.bidirectionalControl(in: utf8, at: index) {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    appendUnicodeEscape(scalar)
                    index += byte == 0xE2 ? 3 : 2
                    runStart = index
                    continue
                }
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index - 1]))
                appendEscaped(byte)
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
    /// whose UTF-8 starts at `index`, if one does.
    private static func bidirectionalControl(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        if utf8[index] == 0xD8 {
            return index + 1 < utf8.count && utf8[index + 1] == 0x9C ? 0x061C : nil
        }
        guard index + 2 < utf8.count else { return nil }
        switch (utf8[index + 1], utf8[index + 2]) {
        case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9):
            return 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        default:
            return nil
        }
    }

    /// Appends `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int(scalar >> UInt32(shift) & 0xF)])
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }

    /// Appends a non-negative integer.
    @inline(__always)
    package mutating func append(number: UInt64) {
        if number < 10 {
            bytes.append(UInt8(truncatingIfNeeded: number) &+ UInt8(ascii: "0"))
            return
        }
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes of scratch: enough for 20 digits
        withUnsafeMutableBytes(of: &digits) { scratch in
            var value = number
            var position = scratch.count
            while value > 0 {
                position -= 1
                scratch[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
                value /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[position...]))
        }
    }

    /// Appends an integer that may be negative.
    package mutating func append(number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(number: UInt64(number.magnitude))
        } else {
            append(number: UInt64(number))
        }
    }
}
