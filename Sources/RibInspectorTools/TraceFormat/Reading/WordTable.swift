import RibInspector

/// Finds which word of an enum some JSON text is, without making a `String`: the reader
/// looks up every member name and every event kind this way.
///
/// Built from the enum's cases (for the format's vocabulary, their raw values), so the
/// reader's words are the writer's words.
struct WordTable<Word: CaseIterable & Sendable>: Sendable {
    private struct Slot {
        var start: Int
        var length: Int
        var word: Word
    }

    /// Open addressing with linear probing; `nil` marks an empty slot.
    private let slots: [Slot?]
    private let text: [UInt8]
    private let mask: Int
    private let spelling: @Sendable (Word) -> String

    /// Creates a table of every case, spelled by `spelling`.
    init(spelling: @escaping @Sendable (Word) -> String) {
        self.spelling = spelling
        let words = Array(Word.allCases)
        var size = 8
        while size < words.count * 4 { size *= 2 }
        var slots = [Slot?](repeating: nil, count: size)
        var text: [UInt8] = []
        for word in words {
            let bytes = Array(spelling(word).utf8)
            var index = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress, $0.count) } & (size - 1)
            while slots[index] != nil { index = (index + 1) & (size - 1) }
            slots[index] = Slot(start: text.count, length: bytes.count, word: word)
            text.append(contentsOf: bytes)
        }
        self.slots = slots
        self.text = text
        self.mask = size - 1
    }

    /// The word the scanned string is, if it is one.
    @inline(__always)
    func word(_ token: JSONString, in scanner: JSONScanner) -> Word? {
        if token.isEscaped {
            let text = scanner.string(token)
            return Word.allCases.first { spelling($0) == text }
        }
        return word(scanner.base + token.start, count: token.end - token.start)
    }

    /// The word these bytes spell, if they spell one.
    @inline(__always)
    func word(_ bytes: UnsafePointer<UInt8>, count: Int) -> Word? {
        var index = Self.hash(bytes, count) & mask
        while let slot = slots[index] {
            if slot.length == count, matches(slot, bytes) { return slot.word }
            index = (index + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private func matches(_ slot: Slot, _ bytes: UnsafePointer<UInt8>) -> Bool {
        // Words are a few bytes long: a loop beats a call to memcmp.
        text.withUnsafeBufferPointer { text in
            for index in 0..<slot.length where text[slot.start &+ index] != bytes[index] { return false }
            return true
        }
    }

    /// A hash of the length and the first and last bytes: three loads, and enough to tell
    /// the format's words apart (the rare collision costs one more probe).
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        guard let bytes, count > 0 else { return 0 }
        return count &* 31 &+ Int(bytes[0]) &* 7 &+ Int(bytes[count &- 1]) &* 131
    }
}

extension WordTable where Word: RawRepresentable, Word.RawValue == String {
    /// Creates a table of every case, spelled by its raw value.
    init() {
        self.init { $0.rawValue }
    }
}
