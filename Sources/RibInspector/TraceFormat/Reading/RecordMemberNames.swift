/// Recognises the member names of records, and learns the order a writer puts them in so
/// that most names are recognised by one comparison with the bytes that spell the
/// predicted `"name":`, without scanning a string or looking it up.
///
/// The prediction is only a shortcut: a name it does not expect is read and looked up as
/// usual, and members in any order, with any spacing, read the same.
struct RecordMemberNames {
    typealias Key = RecordFields.Key

    private let table = Key.table()
    /// For each key (by raw value) the bytes `"name":`, one after another.
    private let quoted: [UInt8]
    private let quotedStart: [Int]
    private let quotedLength: [Int]
    /// For each key (by raw value, and one more for the start of a record) the raw value of
    /// the key that followed it last time, or -1.
    private var successor: [Int]

    /// The position before a record's first member, in ``successor``.
    static let recordStart = Key.allCases.count

    init() {
        var quoted: [UInt8] = []
        var quotedStart: [Int] = []
        var quotedLength: [Int] = []
        for key in Key.allCases {
            let bytes = Array("\"\(key.name)\":".utf8)
            quotedStart.append(quoted.count)
            quotedLength.append(bytes.count)
            quoted.append(contentsOf: bytes)
        }
        self.quoted = quoted
        self.quotedStart = quotedStart
        self.quotedLength = quotedLength
        successor = Array(repeating: -1, count: Key.allCases.count + 1)
    }

    /// Reads the member name at the scanner's position and the `:` after it, leaving the
    /// scanner at the value; `nil` for a name the format does not know.
    ///
    /// - Parameter previous: The raw value of the previous key, or ``recordStart``.
    @inline(__always)
    mutating func readName(after previous: Int, in scanner: inout JSONScanner) throws(ReadFailure) -> Key? {
        let guess = successor[previous]
        if guess >= 0, matches(guess, scanner), let key = Key(rawValue: guess) {
            scanner.offset &+= quotedLength[guess]
            scanner.skipWhitespace()
            return key
        }
        let name = try scanner.readMemberName()
        guard let key = table.word(name, in: scanner) else { return nil }
        successor[previous] = key.rawValue
        return key
    }

    @inline(__always)
    private func matches(_ key: Int, _ scanner: JSONScanner) -> Bool {
        let length = quotedLength[key]
        guard scanner.count &- scanner.offset >= length else { return false }
        return quoted.withUnsafeBufferPointer { quoted in
            let start = quotedStart[key]
            for index in 0..<length where quoted[start &+ index] != scanner.base[scanner.offset &+ index] { return false }
            return true
        }
    }
}
