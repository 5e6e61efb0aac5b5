import Foundation

/// Runs a subprocess to its end on a thread of its own (see ``onOwnThread(_:)``), once one
/// of as many slots as the machine has cores is free: `work` starts the process and waits
/// for it. Tests that wait without holding a thread all start together, and would
/// otherwise start all their processes at once; a test waits for its slot without holding
/// a thread either.
public func runningSubprocess<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    await ProcessSlots.shared.take()
    // The slot goes back from the process's thread as it ends, not once this test goes on.
    return try await onOwnThread { () throws(Failure) -> Value in
        defer { ProcessSlots.shared.give() }
        return try work()
    }
}

/// The slots of ``runningSubprocess(_:)``: a count of free slots, and the tests waiting for
/// one in the order they asked.
private final class ProcessSlots: @unchecked Sendable {
    // @unchecked: `free` and `waiting` are only touched while `lock` is held.
    static let shared = ProcessSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// Takes a free slot, waiting for one when none is.
    func take() async {
        await withCheckedContinuation { continuation in
            let isFree: Bool = lock.withLock {
                guard free > 0 else {
                    waiting.append(continuation)
                    return false
                }
                free -= 1
                return true
            }
            if isFree { continuation.resume() }
        }
    }

    /// Gives a slot back: to the test that has waited longest, or to the free ones.
    func give() {
        let next: CheckedContinuation<Void, Never>? = lock.withLock {
            guard !waiting.isEmpty else {
                free += 1
                return nil
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}
