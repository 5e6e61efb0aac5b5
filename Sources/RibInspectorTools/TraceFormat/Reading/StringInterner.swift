import RibInspector
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Makes one `String` per distinct text: a trace repeats the same type names, step names
/// and shared-object names thousands of times, and each repeat then costs a lookup instead
/// of an allocation, and no memory.
struct StringInterner: Sendable {
    private struct Entry {
        var hash: UInt64
        var string: String
    }

    /// Texts longer than this are made directly: they are rarely repeated, and hashing
    /// them would cost more than it saves.
    private static let maximumLength = 64
    /// The table stops growing here; texts beyond it are made directly.
    private static let maximumCount = 1 << 16

    private var entries: [Entry?] = Array(repeating: nil, count: 1024)
    private var count = 0

    /// The string for a scanned text, shared with every earlier equal text.
    mutating func string(_ token: JSONString, in scanner: JSONScanner) -> String {
        let length = token.end - token.start
        guard !token.isEscaped, length <= Self.maximumLength, count < Self.maximumCount else {
            return scanner.string(token)
        }
        let bytes = UnsafeBufferPointer(start: scanner.base + token.start, count: length)
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let mask = entries.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while let entry = entries[index] {
            if entry.hash == hash, Self.string(entry.string, equals: bytes) { return entry.string }
            index = (index + 1) & mask
        }
        let string = scanner.string(token)
        entries[index] = Entry(hash: hash, string: string)
        count += 1
        if count * 2 > entries.count { grow() }
        return string
    }

    private static func string(_ string: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { stored in
            guard stored.count == bytes.count else { return false }
            guard let storedBase = stored.baseAddress, let base = bytes.baseAddress else { return bytes.isEmpty }
            return memcmp(storedBase, base, bytes.count) == 0
        } ?? string.utf8.elementsEqual(bytes)
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: nil, count: old.count * 2)
        let mask = entries.count - 1
        for case let entry? in old {
            var index = Int(truncatingIfNeeded: entry.hash) & mask
            while entries[index] != nil { index = (index + 1) & mask }
            entries[index] = entry
        }
    }
}
