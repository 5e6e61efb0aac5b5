import Dispatch
import Foundation

/// Maps a collection on every core: results come back in the input's order.
enum ConcurrentMap {
    /// `transform` applied to each element, on as many threads as there are cores when
    /// there are at least `minimumCount` elements, otherwise on the calling thread.
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element],
        minimumCount: Int = 8,
        _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        guard elements.count >= minimumCount, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return elements.map(transform)
        }
        let slots = Slots<Mapped>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(transform(elements[index]), at: index)
        }
        return slots.values()
    }

    /// One slot per element, each written once, from any thread.
    private final class Slots<Value>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func set(_ value: Value, at index: Int) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
