import CHeapUsage

/// What this process's allocator holds (glibc's `mallinfo2` and `malloc_info`): the bytes
/// handed out, the bytes it took from the system, and the free bytes it keeps, which the
/// resident memory counts but no structure holds.
public struct AllocatorFigures: Sendable, CustomStringConvertible {
    /// Bytes handed out from the arenas and not taken back.
    public var inUse: Int
    /// Bytes the arenas took from the system (brk and their heaps).
    public var arenas: Int
    /// Bytes in blocks mapped on their own (mmap, for large allocations), handed out.
    public var mapped: Int
    /// Bytes free inside the arenas, kept by the allocator.
    public var free: Int
    /// How many arenas there are: the main one and one for each thread that found the others busy.
    public var arenaCount: Int

    /// The figures now; `nil` without glibc's `mallinfo2`.
    public static func now() -> AllocatorFigures? {
        let figures = cheapusage_allocator_now()
        guard figures.arenas > 0 || figures.mapped > 0 else { return nil }
        return AllocatorFigures(
            inUse: Int(figures.in_use), arenas: Int(figures.arenas), mapped: Int(figures.mapped), free: Int(figures.free),
            arenaCount: Int(figures.arena_count))
    }

    /// Gives every arena's free pages back to the system (glibc's `malloc_trim(0)`).
    public static func trim() {
        _ = cheapusage_trim()
    }

    /// The figures as one line of five numbers, for another process to read (``init(line:)``).
    public var line: String { "\(inUse) \(arenas) \(mapped) \(free) \(arenaCount)" }

    /// `heap in use 9.4 MB (arenas 7.4 MB, mapped blocks 2.0 MB); the 9 arenas took 10.2 MB, 2.8 MB of it free`.
    public var description: String {
        "heap in use \(megabytes(inUse + mapped)) (arenas \(megabytes(inUse)), mapped blocks \(megabytes(mapped))); the \(arenaCount) arenas took \(megabytes(arenas)), \(megabytes(free)) of it free"
    }
}

extension AllocatorFigures {
    /// Figures written by ``line``; `nil` when `line` is not five numbers.
    public init?(line: some StringProtocol) {
        let numbers = line.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        self.init(inUse: numbers[0], arenas: numbers[1], mapped: numbers[2], free: numbers[3], arenaCount: numbers[4])
    }
}
