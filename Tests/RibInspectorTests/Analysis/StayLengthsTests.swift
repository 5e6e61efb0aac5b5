import Testing

@testable import RibInspector

/// `StayLengths` keeps a name's stays in sorted runs and a short buffer, merged now and then; its
/// median must be the median of every length, open stays included, wherever they sit.
@Suite("Stay lengths")
struct StayLengthsTests {
    @Test("the median of thousands of lengths, with and without open stays, is the sorted list's median", arguments: [1, 2, 65, 1_200])
    func medianMatchesSorting(count: Int) {
        var lengths = StayLengths()
        var all: [UInt64] = []
        var random: UInt64 = 41
        for _ in 0..<count {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = (random >> 40) % 1_000  // repeats, so ties occur
            lengths.add(length)
            all.append(length)
            #expect(lengths.median(with: []) == Self.median(of: all))
        }
        for open in [[0], [500, 999], [3, 3, 1_000_000]] as [[UInt64]] {
            #expect(lengths.median(with: open) == Self.median(of: all + open))
        }
        #expect(lengths.count == count)
        #expect(lengths.total == all.reduce(0, +))
    }

    @Test("no lengths and no open stays have no median")
    func empty() {
        #expect(StayLengths().median(with: []) == nil)
        #expect(StayLengths().median(with: [7]) == 7)
    }

    private static func median(of values: [UInt64]) -> UInt64 {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        guard sorted.count.isMultiple(of: 2) else { return sorted[middle] }
        return sorted[middle - 1] + (sorted[middle] - sorted[middle - 1]) / 2
    }
}
