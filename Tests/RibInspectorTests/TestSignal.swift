import Dispatch
import Foundation

/// A one-time signal a test waits for: the code under test fires it through a seam and the
/// test goes on at once. The deadline is only a guard, so that a signal that never comes
/// fails the test instead of hanging it.
final class TestSignal: @unchecked Sendable {
    // @unchecked: `continuation` and `outcome` are only touched while `lock` is held.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?
    /// Whether the signal came (`true`) or the deadline passed first (`false`), once decided.
    private var outcome: Bool?

    /// Fires the signal; only the first fire (or the deadline) counts.
    func fire() { finish(fired: true) }

    /// Waits until the signal is fired, or for at most `timeout` as a guard.
    ///
    /// - Returns: Whether the signal came before the deadline.
    func wait(timeout: DispatchTimeInterval = .seconds(30)) async -> Bool {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { self.finish(fired: false) }
        return await withCheckedContinuation { continuation in
            let decided: Bool? = lock.withLock {
                if outcome == nil { self.continuation = continuation }
                return outcome
            }
            if let decided { continuation.resume(returning: decided) }
        }
    }

    private func finish(fired: Bool) {
        let waiting: CheckedContinuation<Bool, Never>? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = fired
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: fired)
    }
}
