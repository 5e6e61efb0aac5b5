import RibInspector
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Turns byte offsets into lines and columns, and collects the reader's warnings.
///
/// Lines are counted forward from the last position asked for, so a reader that asks in
/// file order counts every line once, and never needs bytes it has already let go of.
struct Diagnostics {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    /// Newlines are counted up to here.
    private var countedUpTo = 0
    private var line = 1
    private var lineStart = 0

    /// The warnings so far, in file order.
    private var warnings: [TraceWarning] = []
    /// Records skipped for the same reason share one warning, which counts them.
    private var skipped: [String: (warningIndex: Int, count: Int)] = [:]

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The line, column and offset of a byte.
    mutating func position(of offset: Int) -> TraceReadError.Position {
        let target = min(max(offset, 0), count)
        if target < countedUpTo {
            countedUpTo = 0
            line = 1
            lineStart = 0
        }
        countLines(upTo: target)
        return TraceReadError.Position(line: line, column: target - lineStart + 1, byteOffset: offset)
    }

    /// Counts the lines before `offset`, so that later positions need no byte before it.
    mutating func countLines(upTo offset: Int) {
        let end = min(offset, count)
        while countedUpTo < end {
            guard let found = memchr(base + countedUpTo, Int32(UInt8(ascii: "\n")), end - countedUpTo) else {
                countedUpTo = end
                return
            }
            let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            line += 1
            lineStart = newline + 1
            countedUpTo = newline + 1
        }
    }

    /// Adds a warning about the line that holds `offset`.
    mutating func warn(at offset: Int, _ message: String) {
        warnings.append(TraceWarning(line: position(of: offset).line, message: message))
    }

    /// Notes that a record was skipped; records skipped for the same `reason` (for example
    /// `events of unknown kind "teleport"`) share one warning on the first one's line.
    mutating func skip(_ reason: String, at offset: Int) {
        if let entry = skipped[reason] {
            skipped[reason] = (entry.warningIndex, entry.count + 1)
            return
        }
        skipped[reason] = (warnings.count, 1)
        warn(at: offset, "")
    }

    /// The warnings, with the counts of skipped records filled in.
    func finishedWarnings() -> [TraceWarning] {
        var result = warnings
        for (reason, entry) in skipped {
            result[entry.warningIndex].message =
                "skipped \(reason): \(entry.count) in all, the first on this line; a newer ribviz may know them"
        }
        return result
    }
}
