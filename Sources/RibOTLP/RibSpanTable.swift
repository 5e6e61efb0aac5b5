import RibInspector

/// A span index for each RIB: in an array indexed by identifier for the dense identifiers
/// recorders give (1, 2, 3, …), in a dictionary for any others a trace file may hold.
struct RibSpanTable {
    private var dense: [Int32]
    private var sparse: [RibID: Int] = [:]

    /// A table for a trace that declares `declaredRibs` RIBs.
    init(declaredRibs: Int) {
        dense = Array(repeating: -1, count: declaredRibs + 1)
    }

    subscript(rib: RibID) -> Int? {
        get {
            let index = Int(rib.rawValue)
            if index < dense.count { return dense[index] < 0 ? nil : Int(dense[index]) }
            return sparse[rib]
        }
        set {
            let index = Int(rib.rawValue)
            if index < dense.count {
                dense[index] = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1
            } else {
                sparse[rib] = newValue
            }
        }
    }

    /// Removes `rib`'s span and returns it, or `nil` when it had none.
    mutating func removeValue(for rib: RibID) -> Int? {
        defer { self[rib] = nil }
        return self[rib]
    }

    /// Removes every span and returns them, in no particular order.
    mutating func removeAll() -> [Int] {
        let spans = dense.filter { $0 >= 0 }.map(Int.init) + sparse.values
        dense = Array(repeating: -1, count: dense.count)
        sparse = [:]
        return spans
    }
}
