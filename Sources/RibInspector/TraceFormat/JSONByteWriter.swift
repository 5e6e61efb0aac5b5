/// Appends JSON text to a byte buffer without going through `Encodable`: the trace
/// writers use it on the recording hot path and for million-event documents.
///
/// The text is written straight into memory the writer owns, with one capacity check per
/// value; it is not copyable, so that no two writers ever share that memory.
package struct JSONByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    package private(set) var count = 0
    private var capacity: Int

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The UTF-8 text written so far, as a new array.
    package var bytes: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// Runs `body` with the text written so far.
    package func withUnsafeBytes<Result, Failure>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Forgets the text written so far, keeping the memory.
    package mutating func removeAll() {
        count = 0
    }

    /// Appends text that needs no escaping (keys, punctuation, known tokens).
    @inline(__always)
    package mutating func append(raw text: StaticString) {
        append(utf8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    package mutating func append(byte: UInt8) {
        reserve(1)
        append(uncheckedByte: byte)
    }

    /// Appends UTF-8 text that needs no escaping.
    @inline(__always)
    package mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        reserve(text.count)
        append(uncheckedUTF8: text)
    }

    /// Appends a member's name and its colon given as one run with its comma, `,"name":`,
    /// leaving the comma out when it is the object's first member. For a literal run the
    /// compiler knows the bytes, so this is one short copy.
    @inline(__always)
    package mutating func append(separatedMember run: StaticString, isFirst: Bool = false) {
        reserve(run.utf8CodeUnitCount)
        append(uncheckedSeparatedMember: run, isFirst: isFirst)
    }

    // MARK: - Within reserved room

    /// Makes room for `extra` more bytes, so that that many bytes of the `unchecked`
    /// appends below fit without checking: a writer of a record whose longest possible
    /// text is known reserves it once instead of once per value.
    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(toHold: extra) }
    }

    /// Appends one byte within room made by ``reserve(_:)``.
    @inline(__always)
    package mutating func append(uncheckedByte byte: UInt8) {
        assert(count < capacity, "append(uncheckedByte:) past the room reserved")
        start[count] = byte
        count += 1
    }

    /// Appends text that needs no escaping within room made by ``reserve(_:)``.
    @inline(__always)
    package mutating func append(uncheckedRaw text: StaticString) {
        append(uncheckedUTF8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `,"name":` (or `"name":` for the object's first member) within room made by
    /// ``reserve(_:)``.
    @inline(__always)
    package mutating func append(uncheckedSeparatedMember run: StaticString, isFirst: Bool = false) {
        let skipped = isFirst ? 1 : 0
        append(uncheckedUTF8: UnsafeBufferPointer(start: run.utf8Start + skipped, count: run.utf8CodeUnitCount - skipped))
    }

    @inline(__always)
    private mutating func append(uncheckedUTF8 text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        assert(capacity - count >= text.count, "an unchecked append past the room reserved")
        (start + count).update(from: source, count: text.count)
        count += text.count
    }

    /// Appends a member's name and its colon, `"name":`, after a comma unless it is the
    /// object's first member; for names that need no escaping.
    package mutating func append(member name: String, isFirst: Bool = false) {
        if !isFirst { append(byte: UInt8(ascii: ",")) }
        append(string: name)
        append(byte: UInt8(ascii: ":"))
    }

    /// Appends a JSON string literal, escaping quotes, backslashes, control characters, the
    /// bidirectional controls (U+202E and the others, as `\u202e`) and the zero-width
    /// characters (U+200B and the others), so that a name shown from the JSON can neither
    /// break a line, nor reorder what follows it, nor hide.
    package mutating func append(string: String) {
        append(byte: UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == 0xE2 || byte == 0xD8 || byte == 0xEF, let scalar = Self.hiddenCharacter(in: utf8, at: index) {
                    append(utf8: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    appendUnicodeEscape(scalar)
                    index += byte == 0xD8 ? 2 : 3
                    runStart = index
                    continue
                }
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(utf8: UnsafeBufferPointer(rebasing: utf8[runStart..<index - 1]))
                appendEscaped(byte)
                runStart = index
            }
            append(utf8: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        append(byte: UInt8(ascii: "\""))
    }

    /// `json` with every bidirectional control and zero-width character written as a `\u`
    /// escape, as ``append(string:)`` writes them: for JSON text written elsewhere
    /// (`JSONEncoder`), where such characters can only stand inside strings.
    package static func escapingHiddenCharacters(in json: [UInt8]) -> [UInt8] {
        json.withUnsafeBufferPointer { utf8 in
            var escaped = JSONByteWriter(capacity: utf8.count + 64)
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == 0xE2 || byte == 0xD8 || byte == 0xEF, let scalar = hiddenCharacter(in: utf8, at: index) {
                    escaped.append(utf8: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    escaped.appendUnicodeEscape(scalar)
                    index += byte == 0xD8 ? 2 : 3
                    runStart = index
                } else {
                    index += 1
                }
            }
            escaped.append(utf8: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            return escaped.bytes
        }
    }

    /// The bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
    /// or zero-width character (U+200B–U+200D, U+2060, U+FEFF) whose UTF-8 starts at
    /// `index`, if one does.
    private static func hiddenCharacter(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        if utf8[index] == 0xD8 {
            return index + 1 < utf8.count && utf8[index + 1] == 0x9C ? 0x061C : nil
        }
        guard index + 2 < utf8.count else { return nil }
        switch (utf8[index], utf8[index + 1], utf8[index + 2]) {
        case (0xE2, 0x80, 0x8B...0x8F), (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA0), (0xE2, 0x81, 0xA6...0xA9), (0xEF, 0xBB, 0xBF):
            return UInt32(utf8[index] & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        default:
            return nil
        }
    }

    /// Appends `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        append(byte: UInt8(ascii: "\\"))
        append(byte: UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            append(byte: hex[Int(scalar >> UInt32(shift) & 0xF)])
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        append(byte: UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): append(byte: UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): append(byte: UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): append(byte: UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): append(byte: UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): append(byte: UInt8(ascii: "t"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            append(byte: UInt8(ascii: "u"))
            append(byte: UInt8(ascii: "0"))
            append(byte: UInt8(ascii: "0"))
            append(byte: hex[Int(byte >> 4)])
            append(byte: hex[Int(byte & 0xF)])
        }
    }

    /// The most bytes a number takes: `UInt64.max` and `Int.min` both take 20.
    package static let longestNumber = 20

    /// Appends a non-negative integer.
    @inline(__always)
    package mutating func append(number: UInt64) {
        reserve(Self.longestNumber)
        append(uncheckedNumber: number)
    }

    /// Appends a non-negative integer within room made by ``reserve(_:)`` (at most
    /// ``longestNumber`` bytes): four digits at a time, each four split into two pairs with
    /// 32-bit arithmetic, and each pair copied as one 16-bit word.
    @inline(__always)
    package mutating func append(uncheckedNumber number: UInt64) {
        if number < 10 {
            append(uncheckedByte: UInt8(truncatingIfNeeded: number) &+ UInt8(ascii: "0"))
            return
        }
        let digits = Self.decimalDigitCount(of: number)
        assert(capacity - count >= digits, "append(uncheckedNumber:) past the room reserved")
        var end = start + count + digits
        var value = number
        while value >= 10_000 {
            let four = UInt32(truncatingIfNeeded: value % 10_000)
            value /= 10_000
            end -= 4
            Self.storePair(four / 100, at: end)
            Self.storePair(four % 100, at: end + 2)
        }
        var rest = UInt32(truncatingIfNeeded: value)
        if rest >= 100 {
            end -= 2
            Self.storePair(rest % 100, at: end)
            rest /= 100
        }
        if rest >= 10 {
            Self.storePair(rest, at: end - 2)
        } else {
            end[-1] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
        }
        count += digits
    }

    /// Writes the two digits of `pair` (below 100) at `position`.
    @inline(__always)
    private static func storePair(_ pair: UInt32, at position: UnsafeMutablePointer<UInt8>) {
        let text = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: Int(pair) &* 2, as: UInt16.self)
        UnsafeMutableRawPointer(position).storeBytes(of: text, as: UInt16.self)
    }

    /// "00", "01", … "99": the text of every pair of digits.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// 10^exponent, for 0 ≤ exponent ≤ 19: a table of constants rather than a lazily made
    /// array, whose every read on the recording hot path would first check it was made.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// How many decimal digits `number` has (at least 1): from its bit length, since
    /// log10(2) is about 1233 / 4096, then one comparison.
    @inline(__always)
    private static func decimalDigitCount(of number: UInt64) -> Int {
        let bits = UInt64.bitWidth - (number | 1).leadingZeroBitCount
        let atLeast = (bits &* 1233) >> 12
        return atLeast + (number >= powerOfTen(atLeast) ? 1 : 0)
    }

    /// Appends an integer that may be negative.
    package mutating func append(number: Int) {
        reserve(Self.longestNumber)
        append(uncheckedNumber: number)
    }

    /// Appends an integer that may be negative within room made by ``reserve(_:)`` (at
    /// most ``longestNumber`` bytes).
    @inline(__always)
    package mutating func append(uncheckedNumber number: Int) {
        if number < 0 { append(uncheckedByte: UInt8(ascii: "-")) }
        append(uncheckedNumber: UInt64(number.magnitude))
    }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
