import Foundation

/// Runs a subprocess to its end on a thread of its own (see ``onOwnThread(_:)``), once one
/// of as many slots as the machine has cores is free: `work` starts the process and waits
/// for it. Tests that wait without holding a thread all start together, and would
/// otherwise start all their processes at once; a test waits for its slot without holding
/// a thread either.
public func runningSubprocess<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    await ProcessSlots.shared.take()
    let result = await onOwnThread { Result { () throws(Failure) in try work() } }
    await ProcessSlots.shared.give()
    return try result.get()
}

/// The slots of ``runningSubprocess(_:)``: a count of free slots, and the tests waiting for
/// one in the order they asked.
private actor ProcessSlots {
    static let shared = ProcessSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// Takes a free slot, waiting for one when none is.
    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back: to the test that has waited longest, or to the free ones.
    func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
