import Dispatch
import Foundation
import RibvizLocking

/// Maps a collection on every core: results come back in the input's order.
///
/// The work runs on threads of its own with a large stack (``stackSize``), never on the
/// caller's: swift-syntax parses and visits nested code recursively, and a file of deeply
/// nested generics needs far more stack than a usual thread's 8 MiB.
enum ConcurrentMap {
    /// The stack of each worker thread: 512 MiB of address space, of which a thread only
    /// uses, and the system only backs with memory, what its deepest recursion needs.
    static let stackSize = 512 << 20

    /// `transform` applied to each element, on as many threads as there are cores when
    /// there are at least `minimumCount` elements, otherwise on one thread.
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element],
        minimumCount: Int = 8,
        _ transform: @escaping @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        guard !elements.isEmpty else { return [] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threadCount = elements.count >= minimumCount ? max(min(cores, elements.count), 1) : 1
        // The next element to take, and one slot per element, each written once.
        let next = Locked(0)
        let slots = Locked([Mapped?](repeating: nil, count: elements.count))
        let finished = DispatchGroup()
        for _ in 0..<threadCount {
            finished.enter()
            let thread = Thread {
                while let index = next.withLock({ (taken: inout Int) -> Int? in
                    guard taken < elements.count else { return nil }
                    taken += 1
                    return taken - 1
                }) {
                    let mapped = transform(elements[index])
                    slots.withLock { $0[index] = mapped }
                }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
        return slots.withLock { $0.compactMap { $0 } }
    }
}
