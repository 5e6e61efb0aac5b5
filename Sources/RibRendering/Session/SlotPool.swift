/// The slots of one family of places (one RIB name under one parent place): hands out
/// the lowest free slot, so the first place of a name is reused whenever it is free.
struct SlotPool {
    /// Free slots below ``count``, as a binary min-heap.
    private var free: [Int] = []
    /// How many slots exist.
    private(set) var count = 0

    /// The lowest free slot, creating one when all are taken.
    mutating func take() -> Int {
        guard let lowest = free.first else {
            count += 1
            return count - 1
        }
        let last = free.removeLast()
        if !free.isEmpty {
            free[0] = last
            siftDown(from: 0)
        }
        return lowest
    }

    /// Gives a slot back.
    mutating func release(_ slot: Int) {
        free.append(slot)
        var child = free.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard free[child] < free[parent] else { break }
            free.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < free.count, free[left] < free[smallest] { smallest = left }
            if right < free.count, free[right] < free[smallest] { smallest = right }
            guard smallest != parent else { return }
            free.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
