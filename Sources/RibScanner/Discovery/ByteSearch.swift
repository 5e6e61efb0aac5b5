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
        guard !needle.isEmpty, haystack.count >= needle.count, let base = haystack.baseAddress else { return nil }
        // memchr finds the candidates by the needle's first capital letter, rarer in code
        // than most (`D` in `let needleDependenciesHash`), else by its first byte: most of
        // a file's bytes are never looked at twice.
        let anchor = needle.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        let lastStart = haystack.count - needle.count
        var index = max(start, 0)
        while index <= lastStart {
            guard let found = memchr(base + index + anchor, Int32(needle[anchor]), lastStart - index + 1) else { return nil }
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - anchor
            var matched = 0
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

    /// The byte with ASCII capital letters lowered.
    static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
