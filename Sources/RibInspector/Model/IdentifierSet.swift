/// A set of 32-bit identifiers that answers `contains` with one bit test for the small,
/// dense identifiers recorders hand out (1, 2, 3…), and with a hash set for the rest: a
/// bit per identifier, so a set of every RIB a long session deallocated stays small.
package struct IdentifierSet: Hashable, Sendable {
    /// Identifiers below this live in the bitmap (at most 512 KiB of it).
    @usableFromInline static let denseLimit: UInt32 = 1 << 22

    @usableFromInline var bits: [UInt64] = []
    @usableFromInline var sparse: Set<UInt32> = []

    /// An empty set.
    package init() {}

    /// Adds `identifier`.
    @inlinable
    package mutating func insert(_ identifier: UInt32) {
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

    /// Removes `identifier`, if the set holds it.
    package mutating func remove(_ identifier: UInt32) {
        guard identifier < Self.denseLimit else {
            sparse.remove(identifier)
            return
        }
        let word = Int(identifier >> 6)
        if word < bits.count { bits[word] &= ~(1 << UInt64(identifier & 63)) }
    }

    /// Whether the set holds `identifier`.
    @inlinable
    package func contains(_ identifier: UInt32) -> Bool {
        guard identifier < Self.denseLimit else { return sparse.contains(identifier) }
        let word = Int(identifier >> 6)
        return word < bits.count && bits[word] & (1 << UInt64(identifier & 63)) != 0
    }

    /// Whether both sets hold the same identifiers, however long their bitmaps grew.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sparse == rhs.sparse && lhs.usedBits.elementsEqual(rhs.usedBits)
    }

    /// Hashes the identifiers, not the bitmap's length.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(sparse)
        for word in usedBits { hasher.combine(word) }
    }

    /// The bitmap without its trailing empty words.
    private var usedBits: ArraySlice<UInt64> {
        bits[..<((bits.lastIndex { $0 != 0 } ?? -1) + 1)]
    }
}
