import RibInspector

/// A set of 32-bit identifiers that answers `contains` with one bit test for the small,
/// dense identifiers recorders hand out (1, 2, 3…), and with a hash set for the rest.
struct IdentifierSet {
    /// Identifiers below this live in the bitmap (at most 512 KiB of it).
    private static let denseLimit: UInt32 = 1 << 22

    private var bits: [UInt64] = []
    private var sparse: Set<UInt32> = []

    mutating func insert(_ identifier: UInt32) {
        guard identifier < Self.denseLimit else {
            sparse.insert(identifier)
            return
        }
        let word = Int(identifier >> 6)
        if word >= bits.count {
            bits.append(contentsOf: repeatElement(0, count: max(word + 1 - bits.count, bits.count)))
        }
        bits[word] |= 1 << UInt64(identifier & 63)
    }

    @inline(__always)
    func contains(_ identifier: UInt32) -> Bool {
        guard identifier < Self.denseLimit else { return sparse.contains(identifier) }
        let word = Int(identifier >> 6)
        return word < bits.count && bits[word] & (1 << UInt64(identifier & 63)) != 0
    }
}
