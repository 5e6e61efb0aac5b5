/// When each of a set of values last changed, in records, so that a page that shows some
/// number of records gets only the values that changed since.
///
/// The ledger sees the values only when it is shown them (``note(_:atRecords:)``), not at
/// every record. That is exact as long as it is shown the values every time a page is given
/// them: a page that shows `N` records then holds the values the ledger noted at `N`, and a
/// value noted unchanged at every look since its last change is the page's too, even if it
/// changed and changed back between two looks.
///
/// ```swift
/// var ledger = LiveChangeLedger<Int, String>()
/// ledger.note([0: "1.000 s", 1: "2.000 s"], atRecords: 40)
/// ledger.note([0: "1.000 s", 1: "2.500 s"], atRecords: 55)
/// ledger.changed(1, afterRecords: 40)   // true: the page at 40 records shows 2.000 s
/// ledger.changed(0, afterRecords: 40)   // false
/// ```
struct LiveChangeLedger<Key: Hashable & Sendable, Value: Equatable & Sendable>: Sendable {
    /// Each key's value at the last look, and the records at the look where it took it.
    private var entries: [Key: (value: Value, since: UInt64)] = [:]

    /// Takes the values as they are when the session holds `records` records. Call it with
    /// non-decreasing record counts, every time a page is given the values, with every key
    /// the values have (a key, once noted, is never left out).
    mutating func note(_ values: some Sequence<(key: Key, value: Value)>, atRecords records: UInt64) {
        for (key, value) in values where entries[key]?.value != value {
            entries[key] = (value, records)
        }
    }

    /// Whether the value under `key` may differ from the one a page that shows `records`
    /// records holds: it changed after that, or it was never noted (a page older than the
    /// first look lacks every value, as each was noted after it).
    func changed(_ key: Key, afterRecords records: UInt64) -> Bool {
        guard let entry = entries[key] else { return true }
        return entry.since > records
    }
}
