/// Values kept per RIB (or scope, or workflow), looked up by identifier without hashing in
/// the usual case.
///
/// Recorders number RIBs, scopes and workflows 1, 2, 3… in the order they see them, so
/// most identifiers index an array directly. The array grows only to about four times the
/// number of values it holds (and at least 4,096 slots); an identifier beyond that (a
/// hand-written or damaged trace) goes to a dictionary instead, so memory stays
/// proportional to the values. Replaying a trace and the one-pass analysis look RIBs up
/// several times per event, and this keeps those lookups cheaper than the events themselves.
struct IdentifierTable<Identifier: RawRepresentable & Hashable, Value> where Identifier.RawValue == UInt32 {
    /// The values of identifiers below `dense.count`, by identifier.
    private var dense: [Value?] = []
    /// The values of identifiers from `dense.count` on.
    private var sparse: [Identifier: Value] = [:]
    /// How many values the table holds.
    private(set) var count = 0
    /// The fewest slots the array may grow to, whatever the count: a table that holds few
    /// values at a time (the RIBs in the tree now, of many over the session) still keeps
    /// every identifier it expects in the array.
    private let minimumDenseLimit: Int

    /// Creates an empty table.
    init() {
        minimumDenseLimit = 4096
    }

    /// Creates an empty table for about `expectedCount` identifiers numbered from 1.
    init(expectedCount: Int) {
        minimumDenseLimit = max(4096, 4 * expectedCount)
    }

    /// The value for an identifier; setting `nil` removes it.
    subscript(id: Identifier) -> Value? {
        get {
            let index = Int(id.rawValue)
            if index < dense.count { return dense[index] }
            return sparse.isEmpty ? nil : sparse[id]
        }
        set {
            update(id) { $0 = newValue }
        }
    }

    /// Runs `body` on the identifier's value in place (`nil` when there is none; setting `nil`
    /// removes it), without copying it: a node's children grow without being copied.
    @inline(__always)
    mutating func update<Result, Failure: Error>(
        _ id: Identifier,
        _ body: (inout Value?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let index = Int(id.rawValue)
        if index >= dense.count {
            guard index < max(minimumDenseLimit, 4 * (count + 1)) else {
                return try Self.counting(&sparse[id], &count, body)
            }
            grow(toInclude: index)
        }
        return try Self.counting(&dense[index], &count, body)
    }

    /// Runs `body` on `value`, keeping `count` right even when `body` throws.
    @inline(__always)
    private static func counting<Result, Failure: Error>(
        _ value: inout Value?,
        _ count: inout Int,
        _ body: (inout Value?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let wasPresent = value != nil
        defer { count += (value != nil ? 1 : 0) - (wasPresent ? 1 : 0) }
        return try body(&value)
    }

    /// Lengthens the array to cover `index` (doubling, within the limit), moving the values
    /// of identifiers it now covers out of the dictionary.
    private mutating func grow(toInclude index: Int) {
        let limit = max(minimumDenseLimit, 4 * (count + 1))
        let newCount = min(max(index + 1, 2 * dense.count), limit)
        let oldCount = dense.count
        dense.append(contentsOf: repeatElement(nil, count: newCount - oldCount))
        guard !sparse.isEmpty else { return }
        for (id, value) in sparse where Int(id.rawValue) < newCount {
            dense[Int(id.rawValue)] = value
            sparse[id] = nil
        }
    }

    /// Every identifier with a value, with it: in order for those in the array, then the
    /// rest in no particular order.
    var entries: [(id: Identifier, value: Value)] {
        var entries: [(id: Identifier, value: Value)] = []
        entries.reserveCapacity(count)
        for (index, value) in dense.enumerated() {
            if let value, let id = Identifier(rawValue: UInt32(index)) { entries.append((id, value)) }
        }
        entries.append(contentsOf: sparse.map { ($0.key, $0.value) })
        return entries
    }

    /// Every value, in no particular order.
    var values: [Value] {
        entries.map(\.value)
    }
}

/// Values kept per RIB.
typealias RibTable<Value> = IdentifierTable<RibID, Value>

extension IdentifierTable: Sendable where Identifier: Sendable, Value: Sendable {}

extension IdentifierTable: Equatable where Value: Equatable {
    /// Whether both tables hold the same values for the same identifiers, however they
    /// store them.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.id] == $0.value }
    }
}

extension IdentifierTable: Hashable where Value: Hashable {
    /// Hashes the identifiers and their values in an order of their own: equal tables hash
    /// the same however they store their values.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var combined = 0
        for (id, value) in entries {
            var entry = Hasher()
            entry.combine(id)
            entry.combine(value)
            combined ^= entry.finalize()
        }
        hasher.combine(combined)
    }
}
