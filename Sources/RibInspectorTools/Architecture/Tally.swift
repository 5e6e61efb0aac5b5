/// Counts per item, remembering the order items were first seen.
struct Tally<Item: Hashable & Sendable> {
    private(set) var order: [Item] = []
    private(set) var counts: [Item: Int] = [:]

    /// Counts the item once more.
    mutating func add(_ item: Item) {
        if counts[item] == nil { order.append(item) }
        counts[item, default: 0] += 1
    }

    /// Every item with its count, in the order first seen.
    var counted: [ObservedArchitecture.Counted<Item>] {
        order.map { ObservedArchitecture.Counted(item: $0, count: counts[$0] ?? 0) }
    }
}
