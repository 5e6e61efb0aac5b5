import Dispatch
import Foundation
import RibvizLocking

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
        // One slot per element, each written once, from any thread.
        let slots = Locked([Mapped?](repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let mapped = transform(elements[index])
            slots.withLock { $0[index] = mapped }
        }
        return slots.withLock { $0.compactMap { $0 } }
    }
}
