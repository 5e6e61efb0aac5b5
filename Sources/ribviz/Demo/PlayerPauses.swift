import Foundation
import RibInspector

/// The main actor's work while `ribviz demo --live` plays: the scripted player holds the
/// main thread from the session's first event to its last, so the work handed to this
/// scheduler (the live sink's requests of the page) runs in the user's pauses instead
/// (``pause(nanoseconds:)``), on the player's thread, as it comes due.
final class PlayerPauses: ScreenCaptureScheduler, @unchecked Sendable {
    /// A piece of work and when it is due.
    private struct Item {
        var due: Date
        var work: @MainActor @Sendable () -> Void
    }

    // Unchecked: `items` and `endsHeldPause` are only touched while `condition` is locked.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var endsHeldPause = false

    func schedule(afterNanoseconds delayNanoseconds: UInt64, _ work: @escaping @MainActor @Sendable () -> Void) {
        condition.withLock {
            items.append(Item(due: Date().addingTimeInterval(Double(delayNanoseconds) / 1e9), work: work))
            condition.broadcast()
        }
    }

    /// Lets `nanoseconds` pass, running the work handed in as it comes due; with `nil`, a
    /// held pause, until ``endHeldPause()`` (a seam for tests, which hold the player at a
    /// moment of the session while they ask it things).
    @MainActor
    func pause(nanoseconds: UInt64?) {
        let end = nanoseconds.map { Date().addingTimeInterval(Double($0) / 1e9) }
        while let work = nextWork(until: end) {
            work()
        }
    }

    /// Ends the held pause under way, or the next one.
    func endHeldPause() {
        condition.withLock {
            endsHeldPause = true
            condition.broadcast()
        }
    }

    /// Waits for the next piece of work that comes due before the pause ends, and takes it;
    /// `nil` once the pause is over.
    private func nextWork(until end: Date?) -> (@MainActor @Sendable () -> Void)? {
        condition.withLock {
            while true {
                let now = Date()
                if let index = items.indices.min(by: { items[$0].due < items[$1].due }), items[index].due <= now {
                    return items.remove(at: index).work
                }
                if let end {
                    if end <= now { return nil }
                } else if endsHeldPause {
                    endsHeldPause = false
                    return nil
                }
                let wake = [end, items.map(\.due).min()].compactMap { $0 }.min()
                if let wake { _ = condition.wait(until: wake) } else { condition.wait() }
            }
        }
    }
}
