#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a word in a file's bytes without Foundation: the screens that run on every
/// scanned file (``KeywordFilter``, ``GeneratedCodeScreen``) look for short ASCII words,
/// where the C library's `memchr` over the bytes beats `String.contains` many times over.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack, from: 0) != nil
    }

    /// Where `needle` first occurs in `haystack` at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count, let base = haystack.baseAddress else { return nil }
        let lastStart = haystack.count - needle.count
        var index = max(start, 0)
        while index <= lastStart {
            // memchr finds the candidates: most of a file's bytes are never looked at twice.
            guard let found = memchr(base + index, Int32(first), lastStart - index + 1) else { return nil }
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var matched = 1
            while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` occurs in the first `limit` bytes of `text`.
    static func contains(_ text: String, _ needle: [UInt8], within limit: Int = .max) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            contains(UnsafeBufferPointer(rebasing: bytes.prefix(limit)), needle)
        }
    }

    /// Whether `needle`, lower-case ASCII, occurs in `text` in any case of ASCII letters.
    static func containsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if lowered(bytes[index]) == first {
                var matched = 1
                while matched < needle.count, lowered(bytes[index + matched]) == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
