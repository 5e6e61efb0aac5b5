import RibInspector
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where a JSON string's text lies in the scanned bytes, between its quotes.
///
/// The scanner has checked the text (UTF-8, escapes) when it made the token, so turning
/// it into a `String` cannot fail; most strings are never turned into one.
struct JSONString {
    /// The offset of the first byte after the opening quote.
    var start: Int
    /// The offset of the closing quote.
    var end: Int
    /// Whether the text contains backslash escapes, so its bytes are not its characters.
    var isEscaped: Bool
}

extension JSONScanner {
    /// Reads the string that starts at the current byte (a `"`), checking its UTF-8 and
    /// its escapes.
    @inline(__always)
    mutating func readString() throws(ReadFailure) -> JSONString {
        offset &+= 1
        let start = offset
        var isEscaped = false
        while offset < count {
            skipPlainASCII()
            guard offset < count else { break }
            let byte = base[offset]
            if byte == UInt8(ascii: "\"") {
                let string = JSONString(start: start, end: offset, isEscaped: isEscaped)
                offset &+= 1
                return string
            }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                try skipEscape()
            } else if byte < 0x20 {
                throw ReadFailure(
                    offset: offset,
                    problem: .invalidJSON(
                        "a control character (\(describeByte(at: offset))) inside a string; write it as an escape such as \\n"))
            } else if byte >= 0x80 {
                try skipUTF8Sequence()
            } else {
                offset &+= 1
            }
        }
        throw ReadFailure(offset: offset, problem: .truncated(expected: "'\"' to end the string that starts at byte \(start - 1)"))
    }

    /// Skips eight bytes at a time while none of them ends the string or needs a closer
    /// look (no `"`, no `\\`, no control character, nothing beyond ASCII), then to the first
    /// byte that does.
    @inline(__always)
    private mutating func skipPlainASCII() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while count &- offset >= 8 {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // A byte is zero in `word ^ pattern` where `word` has that byte; `x - ones & ~x`
            // sets the high bit of (at least) the first such byte.
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let special =
                ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                | ((word &- ones &* 0x20) & ~word) | word
            // The lowest flagged byte is always a real one (a borrow only flags bytes
            // above it), so the scanner moves straight to it.
            guard special & highBits == 0 else {
                offset &+= (special & highBits).trailingZeroBitCount &>> 3
                return
            }
            offset &+= 8
        }
    }

    /// Skips one escape (`\n`, `\u00e9`, a surrogate pair), checking it.
    private mutating func skipEscape() throws(ReadFailure) {
        let escapeStart = offset
        offset &+= 1
        guard let letter = peek() else { throw unexpected("an escaped character after '\\'") }
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset &+= 1
        case UInt8(ascii: "u"):
            offset &+= 1
            let unit = try readHexCodeUnit()
            if (0xDC00...0xDFFF).contains(unit) {
                throw ReadFailure(offset: escapeStart, problem: .invalidJSON("a \\u escape with a lone low surrogate"))
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard count &- offset >= 2, base[offset] == UInt8(ascii: "\\"), base[offset &+ 1] == UInt8(ascii: "u") else {
                    throw ReadFailure(
                        offset: escapeStart,
                        problem: .invalidJSON(
                            "a \\u escape with a high surrogate that no low surrogate follows"))
                }
                offset &+= 2
                guard (0xDC00...0xDFFF).contains(try readHexCodeUnit()) else {
                    throw ReadFailure(
                        offset: escapeStart,
                        problem: .invalidJSON(
                            "a \\u escape with a high surrogate that no low surrogate follows"))
                }
            }
        default:
            throw ReadFailure(
                offset: offset,
                problem: .invalidJSON(
                    "an unknown escape \\\(describeByte(at: offset)) in a string"))
        }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func readHexCodeUnit() throws(ReadFailure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek().flatMap(Self.hexValue) else { throw unexpected("four hex digits after \\u") }
            unit = unit << 4 | UInt32(digit)
            offset &+= 1
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips one multi-byte UTF-8 sequence, checking it is well formed (no overlong forms,
    /// no surrogates, nothing above U+10FFFF).
    private mutating func skipUTF8Sequence() throws(ReadFailure) {
        let first = base[offset]
        let continuationCount: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch first {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0: continuationCount = 2; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED: continuationCount = 2; secondRange = 0x80...0x9F
        case 0xF0: continuationCount = 3; secondRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4: continuationCount = 3; secondRange = 0x80...0x8F
        default: throw ReadFailure(offset: offset, problem: .invalidUTF8)
        }
        for index in 1...continuationCount {
            let position = offset &+ index
            guard position < count else { throw ReadFailure(offset: position, problem: .invalidUTF8) }
            let range: ClosedRange<UInt8> = index == 1 ? secondRange : 0x80...0xBF
            guard range.contains(base[position]) else { throw ReadFailure(offset: position, problem: .invalidUTF8) }
        }
        offset &+= continuationCount &+ 1
    }

    // MARK: - Using strings

    /// The string's text.
    func string(_ token: JSONString) -> String {
        let raw = UnsafeBufferPointer(start: base + token.start, count: token.end - token.start)
        guard token.isEscaped else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: unescapedBytes(raw), as: UTF8.self)
    }

    /// Whether the string's text is exactly `word`.
    func string(_ token: JSONString, equals word: String) -> Bool {
        var word = word
        return word.withUTF8 { wordBytes in
            if token.isEscaped { return string(token) == String(decoding: wordBytes, as: UTF8.self) }
            let length = token.end - token.start
            guard length == wordBytes.count, let wordBase = wordBytes.baseAddress else { return length == wordBytes.count }
            return memcmp(base + token.start, wordBase, length) == 0
        }
    }

    /// The UTF-8 bytes a checked, escaped string stands for.
    private func unescapedBytes(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = 0
        func hexUnit(at position: Int) -> UInt32 {
            var unit: UInt32 = 0
            for digitIndex in position..<min(position + 4, raw.count) {
                unit = unit << 4 | UInt32(Self.hexValue(raw[digitIndex]) ?? 0)
            }
            return unit
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let letter = raw[index + 1]
            index += 2
            switch letter {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalarValue = hexUnit(at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalarValue) {
                    let low = hexUnit(at: index + 2)
                    index += 6
                    scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low &- 0xDC00)
                }
                let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
                bytes.append(contentsOf: String(scalar).utf8)
            default: bytes.append(letter)  // \" \\ \/
            }
        }
        return bytes
    }
}
