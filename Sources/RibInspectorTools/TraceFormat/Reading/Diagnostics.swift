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
    /// The line the bytes start on and their offset in the file: past the start for the
    /// later chunks of a file read chunk by chunk.
    private let firstLine: Int
    private let firstByte: Int
    /// Newlines are counted up to here.
    private var countedUpTo = 0
    private var line: Int
    private var lineStart = 0

    /// The warnings so far.
    private(set) var warnings: TraceWarningLog

    /// Diagnostics for `count` bytes at `base` that start on line `firstLine`, at offset
    /// `firstByte` of the file, after the `warnings` of the bytes before them.
    init(base: UnsafePointer<UInt8>, count: Int, firstLine: Int = 1, firstByte: Int = 0, warnings: TraceWarningLog = TraceWarningLog()) {
        self.base = base
        self.count = count
        self.firstLine = firstLine
        self.firstByte = firstByte
        self.warnings = warnings
        line = firstLine
    }

    /// The line, column and offset of a byte.
    mutating func position(of offset: Int) -> TraceReadError.Position {
        let target = min(max(offset, 0), count)
        if target < countedUpTo {
            countedUpTo = 0
            line = firstLine
            lineStart = 0
        }
        countLines(upTo: target)
        return TraceReadError.Position(line: line, column: target - lineStart + 1, byteOffset: firstByte + offset)
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
        warnings.warn(line: position(of: offset).line, message)
    }

    /// Notes that a record was skipped; records skipped for the same `reason` (for example
    /// `events of unknown kind "teleport"`) share one warning on the first one's line.
    mutating func skip(_ reason: String, at offset: Int) {
        guard !warnings.countSkipped(reason) else { return }
        warnings.skipFirst(reason, line: position(of: offset).line)
    }

    /// Notes that a broken record was skipped and the rest of the trace read on; records
    /// skipped for the same `reason` (for example `screen records whose base64 is broken`)
    /// share one warning on the first one's line, so that a flood of them costs one.
    mutating func skipBroken(_ reason: String, at offset: Int) {
        guard !warnings.countSkipped(reason) else { return }
        warnings.skipFirst(reason, line: position(of: offset).line, hint: "; the rest of the trace is read")
    }

    /// The warnings, with the counts of skipped records filled in.
    func finishedWarnings() -> [TraceWarning] {
        warnings.finished()
    }
}

/// A reader's warnings, in file order; records skipped for the same reason share one
/// warning, which counts them.
struct TraceWarningLog: Sendable {
    private var warnings: [TraceWarning] = []
    private var skipped: [String: (warningIndex: Int, count: Int, hint: String)] = [:]

    mutating func warn(line: Int, _ message: String) {
        warnings.append(TraceWarning(line: line, message: message))
    }

    /// Counts one more record skipped for `reason`; `false` when it is the first, which
    /// ``skipFirst(_:line:)`` then notes.
    mutating func countSkipped(_ reason: String) -> Bool {
        guard let entry = skipped[reason] else { return false }
        skipped[reason] = (entry.warningIndex, entry.count + 1, entry.hint)
        return true
    }

    /// Notes the first record skipped for `reason`; the warning ends with `hint`.
    mutating func skipFirst(_ reason: String, line: Int, hint: String = "; a newer ribviz may know them") {
        skipped[reason] = (warnings.count, 1, hint)
        warn(line: line, "")
    }

    /// The warnings, with the counts of skipped records filled in.
    func finished() -> [TraceWarning] {
        var result = warnings
        for (reason, entry) in skipped {
            result[entry.warningIndex].message =
                "skipped \(reason): \(entry.count) in all, the first on this line\(entry.hint)"
        }
        return result
    }
}
