import RibInspector

/// The requests a session's page makes of its app (*Capture now*, *Show on device*) that
/// wait for the app's answer: handed to the app's sink with the answer to its next batch or
/// idle poll, answered in a later one, or expired.
///
/// ``LiveSessionStore`` owns it (an actor), so its state needs no lock.
struct LiveAppRequests {
    /// What a page asks of the app.
    enum Kind: String, Sendable {
        /// A fresh picture of the RIB's view, which comes back as a screen record.
        case capture
        /// An outline flashed over the RIB's view on the device for a second.
        case outline
    }

    /// What became of a request.
    enum Outcome: Equatable, Sendable {
        /// The app did it (for a capture, the screen record came before the answer).
        case done
        /// The RIB is no longer attached in the app.
        case gone
        /// The app could not do it, for the reason it gave.
        case failed(String)
        /// The app did not answer in time.
        case expired
    }

    /// A request as the sink receives it.
    struct Handed: Equatable, Sendable {
        var id: UInt64
        var kind: Kind
        var rib: RibID
    }

    /// How many requests of one session wait for the app at most: a page asks one at a
    /// time, so more means an app that does not answer.
    static let maximumPerSession = 8

    private struct Pending {
        var session: LiveSessionName
        var request: Handed
        var isHanded = false
        var continuation: CheckedContinuation<Outcome, Never>
    }

    private var pending: [UInt64: Pending] = [:]
    private var lastID: UInt64 = 0

    /// A new request's identifier.
    mutating func newID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// How many requests of `session` wait for the app.
    func count(of session: LiveSessionName) -> Int {
        pending.values.count { $0.session == session }
    }

    /// Registers `request` of `session`, whose outcome `continuation` receives.
    mutating func add(_ request: Handed, of session: LiveSessionName, _ continuation: CheckedContinuation<Outcome, Never>) {
        pending[request.id] = Pending(session: session, request: request, continuation: continuation)
    }

    /// Ends the request `id` of `session` with `outcome`, if it still waits and was handed
    /// to the app (an answer for another session's request, or one never handed, is ignored).
    mutating func answer(_ id: UInt64, with outcome: Outcome, of session: LiveSessionName) {
        guard let request = pending[id], request.session == session, request.isHanded else { return }
        pending[id] = nil
        request.continuation.resume(returning: outcome)
    }

    /// Ends the request `id` as expired, if it still waits.
    mutating func expire(_ id: UInt64) {
        pending.removeValue(forKey: id)?.continuation.resume(returning: .expired)
    }

    /// The requests of `session` not handed to the app yet, oldest first, now handed.
    mutating func hand(of session: LiveSessionName) -> [Handed] {
        let due = pending.values.filter { $0.session == session && !$0.isHanded }.map(\.request).sorted { $0.id < $1.id }
        for request in due { pending[request.id]?.isHanded = true }
        return due
    }
}
