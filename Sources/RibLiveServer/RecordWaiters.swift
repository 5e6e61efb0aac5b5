/// The pages' requests for updates that wait for a session's next records: each is woken as
/// soon as a batch arrives, or when its wait is over, without polling.
///
/// ``LiveSessionStore`` owns it (an actor), so its state needs no lock.
struct RecordWaiters {
    private struct Waiter {
        var session: LiveSessionName
        var continuation: CheckedContinuation<Void, Never>
    }

    private var waiters: [Int: Waiter] = [:]
    private var nextTicket = 0

    /// A new ticket, which ``add(ticket:for:_:)`` registers and ``wake(ticket:)`` wakes.
    mutating func newTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }

    /// Registers the waiter `ticket` for `session`'s next records.
    mutating func add(ticket: Int, for session: LiveSessionName, _ continuation: CheckedContinuation<Void, Never>) {
        waiters[ticket] = Waiter(session: session, continuation: continuation)
    }

    /// How many waiters wait for `session`'s next records.
    func count(of session: LiveSessionName) -> Int {
        waiters.values.count { $0.session == session }
    }

    /// Wakes every waiter of `session`.
    mutating func wakeAll(of session: LiveSessionName) {
        for (ticket, waiter) in waiters where waiter.session == session {
            waiters[ticket] = nil
            waiter.continuation.resume()
        }
    }

    /// Wakes one waiter, if it still waits (its session may have woken it already).
    mutating func wake(ticket: Int) {
        waiters.removeValue(forKey: ticket)?.continuation.resume()
    }
}
