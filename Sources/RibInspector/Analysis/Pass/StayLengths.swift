/// The lengths of one RIB name's finished stays in the live tree, kept in order so that
/// their median, with the stays still open added, costs little however many there are.
///
/// Most lengths sit in one sorted array; the latest few sit in a short sorted one, merged
/// into the first once it outgrows the square root of the count, so adding a length moves
/// about that many values, not all of them.
struct StayLengths {
    private var settled: [UInt64] = []
    private var recent: [UInt64] = []
    /// How many lengths there are.
    var count: Int { settled.count + recent.count }
    /// Their sum, wrapping as the figures add up.
    private(set) var total: UInt64 = 0

    /// Adds the length of a finished stay.
    mutating func add(_ length: UInt64) {
        recent.insert(length, at: Self.upperBound(of: length, in: recent, from: 0))
        total &+= length
        if recent.count > 64, recent.count * recent.count > settled.count {
            settled = Self.merged(settled, recent)
            recent = []
        }
    }

    /// The median of these lengths and `open` (sorted) taken together; `nil` when both are
    /// empty.
    func median(with open: [UInt64]) -> UInt64? {
        let few = Self.merged(recent, open)
        let count = settled.count + few.count
        guard count > 0 else { return nil }
        let middle = count / 2
        if count.isMultiple(of: 2) {
            let low = Self.element(at: middle - 1, ofSorted: settled, and: few)
            let high = Self.element(at: middle, ofSorted: settled, and: few)
            return low + (high - low) / 2
        }
        return Self.element(at: middle, ofSorted: settled, and: few)
    }

    /// Two sorted lists as one.
    private static func merged(_ first: [UInt64], _ second: [UInt64]) -> [UInt64] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
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

    /// The element at `rank` of two sorted lists merged, walking the second (short) and
    /// jumping over the first's runs between its elements.
    private static func element(at rank: Int, ofSorted first: [UInt64], and second: [UInt64]) -> UInt64 {
        var before = 0
        var firstStart = 0
        for value in second {
            let firstEnd = upperBound(of: value, in: first, from: firstStart)
            if rank < before + firstEnd - firstStart { return first[firstStart + rank - before] }
            before += firstEnd - firstStart
            firstStart = firstEnd
            if rank == before { return value }
            before += 1
        }
        return first[firstStart + rank - before]
    }

    /// The index of the first element of `sorted` from `start` on that is greater than `value`.
    private static func upperBound(of value: UInt64, in sorted: [UInt64], from start: Int) -> Int {
        var low = start
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
