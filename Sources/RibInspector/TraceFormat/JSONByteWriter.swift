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

    /// Appends a JSON string literal, escaping quotes, backslashes and control characters.
    package mutating func append(string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscaped(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
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
