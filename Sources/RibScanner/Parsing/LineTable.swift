/// Turns UTF-8 offsets of a file into line numbers, from a table of where each line starts.
///
/// Cheaper than swift-syntax's `SourceLocationConverter`, which walks the whole tree: the
/// scan needs lines only for the few declarations it keeps.
struct LineTable: Sendable {
    /// The UTF-8 offset at which each line starts; line 1 starts at 0.
    private let lineStarts: [Int]

    init(_ source: String) {
        var starts = [0]
        let found: Void? = source.utf8.withContiguousStorageIfAvailable { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        if found == nil {
            var offset = 0
            for byte in source.utf8 {
                offset += 1
                if byte == UInt8(ascii: "\n") { starts.append(offset) }
            }
        }
        lineStarts = starts
    }

    /// The line, counted from 1, that holds the byte at `offset`.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}
