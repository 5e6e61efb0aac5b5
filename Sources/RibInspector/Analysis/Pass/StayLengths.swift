/// The lengths of one RIB name's finished stays in the live tree, kept so that adding one
/// costs little and their median, with the stays still open added, stays cheap to ask for
/// however many there are.
///
/// The latest lengths wait unsorted in a short buffer; a full buffer is sorted into a run
/// of its own, and a run is merged with the one before it while that one is not more than
/// twice as long, so there are about log₂ of the count runs and each length is moved about
/// that many times. A rank is found by bisecting the values, counting in each sorted run.
struct StayLengths {
    /// Sorted runs, each more than twice as long as the next.
    private var runs: [[UInt64]] = []
    /// The latest lengths, unsorted, fewer than ``bufferSize``.
    private var buffer: [UInt64] = []
    /// How many lengths there are.
    private(set) var count = 0
    /// Their sum, wrapping as the figures add up.
    private(set) var total: UInt64 = 0

    private static let bufferSize = 32

    /// Adds the length of a finished stay.
    mutating func add(_ length: UInt64) {
        buffer.append(length)
        count += 1
        total &+= length
        guard buffer.count == Self.bufferSize else { return }
        var run = buffer.sorted()
        buffer.removeAll(keepingCapacity: true)
        while let last = runs.last, last.count <= 2 * run.count {
            run = Self.merged(runs.removeLast(), run)
        }
        runs.append(run)
    }

    /// The median of these lengths and `open` (sorted) taken together; `nil` when both are
    /// empty.
    func median(with open: [UInt64]) -> UInt64? {
        let sortedRuns = runs + [buffer.sorted(), open]
        let count = self.count + open.count
        guard count > 0 else { return nil }
        let middle = count / 2
        if count.isMultiple(of: 2) {
            let low = Self.element(at: middle - 1, of: sortedRuns)
            let high = Self.element(at: middle, of: sortedRuns)
            return low + (high - low) / 2
        }
        return Self.element(at: middle, of: sortedRuns)
    }

    /// The element at `rank` (from 0) of sorted runs taken together: the least value that
    /// has more than `rank` elements at or below it, found by bisecting between the least
    /// and the greatest value.
    private static func element(at rank: Int, of sortedRuns: [[UInt64]]) -> UInt64 {
        var low = sortedRuns.lazy.compactMap(\.first).min() ?? 0
        var high = sortedRuns.lazy.compactMap(\.last).max() ?? 0
        while low < high {
            let middle = low + (high - low) / 2
            let atOrBelow = sortedRuns.reduce(0) { $0 + upperBound(of: middle, in: $1) }
            if atOrBelow > rank { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Two sorted lists as one.
    private static func merged(_ first: [UInt64], _ second: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if second[j] < first[i] {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// How many elements of `sorted` are at or below `value`.
    private static func upperBound(of value: UInt64, in sorted: [UInt64]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
