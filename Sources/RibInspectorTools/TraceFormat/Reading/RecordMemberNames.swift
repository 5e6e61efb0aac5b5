import RibInspector

/// Recognises the member names of records, and learns the order a writer puts them in so
/// that most names are recognised by comparing two machine words with the bytes that
/// spell the predicted `"name":`, without scanning a string or looking it up.
///
/// The prediction is only a shortcut: a name it does not expect is read and looked up as
/// usual, and members in any order, with any spacing, read the same.
struct RecordMemberNames {
    typealias Key = RecordFields.Key

    /// The bytes of a quoted name and its colon (`"seq":`, at most 16 bytes), as two
    /// little-endian words and masks that keep only the name's bytes.
    private struct Spelling {
        var member: Member
        var length: Int
        var low: UInt64
        var lowMask: UInt64
        var high: UInt64
        var highMask: UInt64
    }

    /// A position in a record: after a key (its raw value) or at the record's start.
    typealias Position = Int

    /// A member name read: its key, the key's bit in a set of members, and the position
    /// after it, all known without a call to the key's raw value (which another module
    /// defines, so each use is a call).
    struct Member {
        var key: Key
        var bit: UInt32
        var position: Position

        init(_ key: Key) {
            self.key = key
            bit = key.bit
            position = key.rawValue
        }
    }

    /// The position before a record's first member. Stored, not static: a static constant
    /// is reached through a once-check on every record.
    let recordStart: Position = Key.allCases.count

    private let table = Key.table()
    /// Indexed by raw value.
    private let spellings: [Spelling]
    /// For each position, the raw value of the key that came next last time, or -1.
    private var successor: [Int]

    init() {
        spellings = Key.allCases.map { key in
            let bytes = Array("\"\(key.text)\":".utf8)
            var words: [UInt64] = [0, 0]
            var masks: [UInt64] = [0, 0]
            for (index, byte) in bytes.prefix(16).enumerated() {
                words[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
                masks[index / 8] |= 0xFF << (8 * UInt64(index % 8))
            }
            return Spelling(member: Member(key), length: bytes.count, low: words[0], lowMask: masks[0], high: words[1], highMask: masks[1])
        }
        successor = Array(repeating: -1, count: Key.allCases.count + 1)
    }

    /// Reads the member name at the scanner's position and the `:` after it, leaving the
    /// scanner at the value; `nil` for a name the format does not know.
    @inline(__always)
    mutating func readName(after previous: Position, in scanner: inout JSONScanner) throws(ReadFailure) -> Member? {
        let guess = successor[previous]
        if guess >= 0, scanner.count &- scanner.offset >= 16 {
            let spelling = spellings[guess]
            let bytes = UnsafeRawPointer(scanner.base + scanner.offset)
            if bytes.loadUnaligned(as: UInt64.self).littleEndian & spelling.lowMask == spelling.low,
                bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian & spelling.highMask == spelling.high,
                spelling.length <= 16
            {
                scanner.offset &+= spelling.length
                scanner.skipWhitespace()
                return spelling.member
            }
        }
        let name = try scanner.readMemberName()
        guard let key = table.word(name, in: scanner) else { return nil }
        let member = Member(key)
        successor[previous] = member.position
        return member
    }
}
