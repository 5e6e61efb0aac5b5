import RibInspector

/// A JSON pull parser over UTF-8 bytes that stay where they are (a mapped file or the
/// caller's buffer): the trace reader asks it for the next key, number or string and it
/// never builds a tree of values.
///
/// Every read checks the end of the buffer; a problem throws a ``ReadFailure`` with the
/// byte offset where it was found.
struct JSONScanner {
    /// The deepest nesting the scanner follows when it skips an unknown value.
    static let nestingLimit = 256

    /// The first byte.
    let base: UnsafePointer<UInt8>
    /// How many bytes there are.
    let count: Int
    /// The offset of the next byte to read.
    var offset: Int

    init(base: UnsafePointer<UInt8>, count: Int, offset: Int = 0) {
        self.base = base
        self.count = count
        self.offset = offset
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= count }

    /// The next byte, or `nil` at the end.
    @inline(__always)
    func peek() -> UInt8? {
        offset < count ? base[offset] : nil
    }

    /// Skips JSON's whitespace: spaces, tabs, line breaks.
    @inline(__always)
    mutating func skipWhitespace() {
        while offset < count {
            switch base[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset &+= 1
            default: return
            }
        }
    }

    /// Skips spaces and tabs but stops at a line break.
    mutating func skipSpacesWithinLine() {
        while offset < count {
            switch base[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset &+= 1
            default: return
            }
        }
    }

    /// Consumes `byte` or throws, naming what the trace needed here.
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ expected: @autoclosure () -> String) throws(ReadFailure) {
        guard offset < count, base[offset] == byte else { throw unexpected(expected()) }
        offset &+= 1
    }

    // MARK: - Objects and arrays

    /// Reads the next member's key and the `:` after it, leaving the scanner at the value;
    /// returns `nil` once the object's closing brace is consumed.
    ///
    /// - Parameter isFirst: `true` before the first member; the scanner clears it.
    @inline(__always)
    mutating func nextKey(isFirst: inout Bool) throws(ReadFailure) -> JSONString? {
        guard try nextMember(isFirst: &isFirst) else { return nil }
        return try readMemberName()
    }

    /// Moves past the `,` before the next member, leaving the scanner at its name; returns
    /// `false` once the object's closing brace is consumed.
    ///
    /// - Parameter isFirst: `true` before the first member; the scanner clears it.
    @inline(__always)
    mutating func nextMember(isFirst: inout Bool) throws(ReadFailure) -> Bool {
        skipWhitespace()
        if isFirst {
            isFirst = false
            guard peek() != UInt8(ascii: "}") else {
                offset &+= 1
                return false
            }
            return true
        }
        switch peek() {
        case UInt8(ascii: ","):
            offset &+= 1
            skipWhitespace()
            return true
        case UInt8(ascii: "}"):
            offset &+= 1
            return false
        default:
            throw unexpected("',' or '}' after an object member")
        }
    }

    /// Reads a member name and the `:` after it, leaving the scanner at the value.
    @inline(__always)
    mutating func readMemberName() throws(ReadFailure) -> JSONString {
        guard peek() == UInt8(ascii: "\"") else { throw unexpected("a member name in double quotes") }
        let name = try readString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after a member name")
        skipWhitespace()
        return name
    }

    /// Moves to the next element, leaving the scanner at it; returns `false` once the
    /// array's closing bracket is consumed.
    @inline(__always)
    mutating func nextElement(isFirst: inout Bool) throws(ReadFailure) -> Bool {
        skipWhitespace()
        if isFirst {
            isFirst = false
            if peek() == UInt8(ascii: "]") {
                offset &+= 1
                return false
            }
            return true
        }
        switch peek() {
        case UInt8(ascii: ","):
            offset &+= 1
            skipWhitespace()
            return true
        case UInt8(ascii: "]"):
            offset &+= 1
            return false
        default:
            throw unexpected("',' or ']' after an array element")
        }
    }

    // MARK: - Scalars

    /// Reads a non-negative whole number no greater than `maximum`.
    @inline(__always)
    mutating func readWholeNumber(maximum: UInt64 = .max, field: @autoclosure () -> String) throws(ReadFailure) -> UInt64 {
        if let value = readShortWholeNumber(maximum: maximum) { return value }
        return try readAnyWholeNumber(maximum: maximum, field: field())
    }

    /// The numbers a recorder writes, read from one or two 8-byte loads: up to 15 digits,
    /// no leading zero, not above `maximum`, followed by a byte that continues no number.
    /// `nil`, without moving, for anything else, which ``readAnyWholeNumber(maximum:field:)``
    /// then reads or rejects with its message.
    @inline(__always)
    private mutating func readShortWholeNumber(maximum: UInt64) -> UInt64? {
        guard count &- offset >= 16 else { return nil }
        var (value, digitCount) = leadingDigits(at: offset)
        if digitCount == 8 {
            let lowCount = leadingDigits(at: offset &+ 8).count
            guard lowCount < 8 else { return nil }
            // The first `lowCount` digits, then the last eight.
            let first = Self.number(ofDigits: digitValues(at: offset), count: lowCount)
            value = first &* 100_000_000 &+ Self.number(ofDigits: digitValues(at: offset &+ lowCount), count: 8)
            digitCount &+= lowCount
        }
        // At most 15 digits, so the byte after them is within the 16.
        let next = base[offset &+ digitCount]
        guard digitCount > 0, digitCount == 1 || base[offset] != UInt8(ascii: "0"), value <= maximum,
            next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E")
        else { return nil }
        offset &+= digitCount
        return value
    }

    /// Reads a whole number digit by digit, or says what is wrong with it: near the end of
    /// the bytes, for long numbers, and for anything that is not a whole number.
    private mutating func readAnyWholeNumber(maximum: UInt64, field: @autoclosure () -> String) throws(ReadFailure) -> UInt64 {
        let start = offset
        guard offset < count, base[offset] &- UInt8(ascii: "0") < 10 else {
            throw wrongValue(field: field(), expected: "a whole number")
        }
        if base[offset] == UInt8(ascii: "0"), offset &+ 1 < count, base[offset &+ 1] &- UInt8(ascii: "0") < 10 {
            throw ReadFailure(offset: start, problem: .invalidJSON("a number with a leading zero"))
        }
        var value: UInt64 = 0
        while offset < count, base[offset] &- UInt8(ascii: "0") < 10 {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(base[offset] &- UInt8(ascii: "0")))
            guard !overflow, !carry else { throw tooLarge(start, maximum, field()) }
            value = sum
            offset &+= 1
        }
        guard value <= maximum else { throw tooLarge(start, maximum, field()) }
        if let next = peek(), next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            throw ReadFailure(
                offset: start,
                problem: .invalidValue(
                    field: field(), expected: "a whole number", found: "a number with a fraction or an exponent"))
        }
        return value
    }

    /// The value of the decimal digits that start at `position` (at most eight) and how
    /// many there are, from one 8-byte load; at least 8 bytes must remain.
    @inline(__always)
    private func leadingDigits(at position: Int) -> (value: UInt64, count: Int) {
        let values = digitValues(at: position)
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte's high bit is set where it is not a digit: 0x76 added to 0…9 stays below
        // 0x80, added to 10…0x7F reaches it; bytes of 0x80 and above have it already. The
        // low seven bits are added alone, so no carry crosses into the next byte.
        let notDigits = (((values & (ones &* 0x7F)) &+ (ones &* 0x76)) | values) & (ones &* 0x80)
        let count = notDigits.trailingZeroBitCount >> 3
        return (Self.number(ofDigits: values, count: count), count)
    }

    /// The 8 bytes at `position` with digits turned into 0…9 in their byte; every other
    /// byte becomes 10 or more. At least 8 bytes must remain.
    @inline(__always)
    private func digitValues(at position: Int) -> UInt64 {
        UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self).littleEndian ^ 0x3030_3030_3030_3030
    }

    /// The number the first `count` (0…8) bytes of `values` spell, each a digit's value.
    @inline(__always)
    private static func number(ofDigits values: UInt64, count: Int) -> UInt64 {
        guard count > 0 else { return 0 }
        // Move the digits to the top bytes, leaving zeros (leading zero digits) below, and
        // combine pairs, then pairs of pairs, then the two halves.
        var digits = values << UInt64(64 &- 8 &* count)
        digits = (digits &* 10) &+ (digits >> 8)
        digits = ((digits & 0x00FF_00FF_00FF_00FF) &* (100 << 16 &+ 1)) >> 16
        digits = ((digits & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 &+ 1)) >> 32
        return digits & 0xFFFF_FFFF
    }

    private func tooLarge(_ start: Int, _ maximum: UInt64, _ field: String) -> ReadFailure {
        ReadFailure(offset: start, problem: .invalidValue(field: field, expected: "a whole number up to \(maximum)", found: "a larger number"))
    }

    /// Reads a string value.
    @inline(__always)
    mutating func readStringValue(field: @autoclosure () -> String) throws(ReadFailure) -> JSONString {
        guard peek() == UInt8(ascii: "\"") else { throw wrongValue(field: field(), expected: "a string") }
        return try readString()
    }

    /// Reads a string value, or `null` as `nil`.
    mutating func readOptionalStringValue(field: @autoclosure () -> String) throws(ReadFailure) -> JSONString? {
        if try readNull() { return nil }
        return try readStringValue(field: field())
    }

    /// Reads `true` or `false`, or `null` as `nil`.
    mutating func readOptionalBool(field: @autoclosure () -> String) throws(ReadFailure) -> Bool? {
        if try readNull() { return nil }
        if try readLiteral("true") { return true }
        if try readLiteral("false") { return false }
        throw wrongValue(field: field(), expected: "true or false")
    }

    /// Consumes `null` if it is next.
    mutating func readNull() throws(ReadFailure) -> Bool {
        try readLiteral("null")
    }

    /// Consumes the literal if the value starts with its first letter; throws when the
    /// value starts like it but is not it.
    private mutating func readLiteral(_ literal: StaticString) throws(ReadFailure) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard peek() == literal.utf8Start.pointee else { return false }
        for index in 0..<length where offset &+ index >= count || base[offset &+ index] != literal.utf8Start[index] {
            // At the end of the file this is a cut, like any other (`fals` of a crashed app).
            offset = min(offset &+ index, count)
            throw unexpected("'\(literal)'")
        }
        offset &+= length
        return true
    }

    // MARK: - Skipping

    /// Skips one value of any kind, checking that it is valid JSON.
    ///
    /// - Parameter depth: How deep the value is nested; beyond ``nestingLimit`` it throws.
    mutating func skipValue(depth: Int) throws(ReadFailure) {
        guard depth <= Self.nestingLimit else {
            throw ReadFailure(offset: offset, problem: .nestedTooDeeply(limit: Self.nestingLimit))
        }
        skipWhitespace()
        guard let first = peek() else { throw unexpected("a value") }
        switch first {
        case UInt8(ascii: "{"):
            offset &+= 1
            var isFirst = true
            while try nextKey(isFirst: &isFirst) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            offset &+= 1
            var isFirst = true
            while try nextElement(isFirst: &isFirst) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "t"):
            guard try readLiteral("true") else { throw unexpected("a value") }
        case UInt8(ascii: "f"):
            guard try readLiteral("false") else { throw unexpected("a value") }
        case UInt8(ascii: "n"):
            guard try readNull() else { throw unexpected("a value") }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
        default:
            throw unexpected("a value")
        }
    }

    /// Skips a number of any kind: `-12.5e3`.
    private mutating func skipNumber() throws(ReadFailure) {
        if peek() == UInt8(ascii: "-") { offset &+= 1 }
        guard let first = peek(), first &- UInt8(ascii: "0") < 10 else { throw unexpected("a digit") }
        offset &+= 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            offset &+= 1
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else { throw unexpected("a digit after '.'") }
            skipDigits()
        }
        if let exponent = peek(), exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            offset &+= 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset &+= 1 }
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else { throw unexpected("a digit in the exponent") }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while offset < count, base[offset] &- UInt8(ascii: "0") < 10 { offset &+= 1 }
    }

    // MARK: - Failures

    /// A failure at the current byte: the file ends early, or the byte is not what the
    /// trace needs here.
    func unexpected(_ expected: String) -> ReadFailure {
        guard offset < count else { return ReadFailure(offset: offset, problem: .truncated(expected: expected)) }
        return ReadFailure(offset: offset, problem: .invalidJSON("expected \(expected), found \(describeByte(at: offset))"))
    }

    /// A failure for a member whose value at the current byte is not what it should be, or
    /// is missing because the file ends.
    func wrongValue(field: String, expected: String) -> ReadFailure {
        guard offset < count else { return unexpected("\(expected) for \"\(field)\"") }
        return ReadFailure(offset: offset, problem: .invalidValue(field: field, expected: expected, found: describeValue(at: offset)))
    }

    /// Names the byte at `offset` for a message: `'x'` or `byte 0x07`.
    func describeByte(at offset: Int) -> String {
        guard offset < count else { return "the end of the file" }
        let byte = base[offset]
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Names the kind of value that starts at `offset`: "a string", "an object", …
    func describeValue(at offset: Int) -> String {
        guard offset < count else { return describeByte(at: offset) }
        return switch base[offset] {
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        case UInt8(ascii: "-"): "a negative number"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
        default: describeByte(at: offset)
        }
    }
}

/// A problem found at a byte offset, before the reader knows the line it is on.
struct ReadFailure: Error {
    /// Where, from the start of the bytes.
    var offset: Int
    /// What.
    var problem: TraceReadError.Problem
}
