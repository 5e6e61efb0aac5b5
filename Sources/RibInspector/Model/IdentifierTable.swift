/// Values kept per RIB, looked up by identifier without hashing in the usual case.
///
/// Recorders number RIBs 1, 2, 3… in the order they see them, so most identifiers index an
/// array directly; any identifier far beyond the trace's declarations (a hand-written or
/// damaged trace) goes to a dictionary instead, so memory stays proportional to the RIBs.
/// The one-pass analysis looks RIBs up several times per event, and this keeps those
/// lookups cheaper than replaying the event itself.
struct RibTable<Value> {
    private var dense: [Value?] = []
    private var sparse: [RibID: Value] = [:]
    /// Identifiers below this go to the array.
    private let denseLimit: Int

    /// Creates an empty table for a trace that declares about `expectedCount` RIBs.
    init(expectedCount: Int) {
        denseLimit = max(4 * expectedCount, 4096)
    }

    /// The value for a RIB; setting `nil` removes it.
    subscript(rib: RibID) -> Value? {
        get {
            let index = Int(rib.rawValue)
            guard index < denseLimit else { return sparse[rib] }
            return index < dense.count ? dense[index] : nil
        }
        set {
            let index = Int(rib.rawValue)
            guard index < denseLimit else {
                sparse[rib] = newValue
                return
            }
            if index >= dense.count {
                guard newValue != nil else { return }
                dense.append(contentsOf: repeatElement(nil, count: index - dense.count + 1))
            }
            dense[index] = newValue
        }
    }

    /// Every value, in no particular order.
    var values: [Value] {
        dense.compactMap { $0 } + Array(sparse.values)
    }
}
