/// Finds files nested deeper than the scan parses, before swift-syntax does.
///
/// swift-syntax parses and visits nesting recursively, and its time grows faster than the
/// depth: `Builder<Array<Array<…>>>` 10,000 deep takes minutes even on a large stack
/// (``ConcurrentMap/stackSize``). No RIB is declared that deep, so such a file is skipped
/// with a warning instead.
enum NestingScreen {
    /// The deepest nesting of `(`, `[`, `{` and generic `<` the scan parses.
    static let maximumNesting = 1_500

    /// The UTF-8 offset where the nesting first goes over ``maximumNesting``, or `nil`.
    ///
    /// Counts bytes, without parsing: `<` counts when it follows a name (`Array<`), and
    /// `>` closes only such a `<`, so comparisons and `->` do not add up. Brackets inside
    /// strings and comments count too, which only ever overestimates.
    static func firstTooDeep(in source: String) -> Int? {
        var source = source
        return source.withUTF8(firstTooDeep(in:))
    }

    private static func firstTooDeep(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var depth = 0
        var openAngles = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            guard brackets[Int(byte)] else {
                offset += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "<") where offset > 0 && isNameByte(bytes[offset - 1]):
                depth += 1
                openAngles += 1
            case UInt8(ascii: ">") where openAngles > 0:
                depth = max(depth - 1, 0)
                openAngles -= 1
            default:
                break
            }
            if depth > maximumNesting { return offset }
            offset += 1
        }
        return nil
    }

    /// The bytes that may open or close a level: most of a file's bytes are none.
    private static let brackets: [Bool] = (0...255).map { byte in "()[]{}<>".utf8.contains(UInt8(byte)) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
