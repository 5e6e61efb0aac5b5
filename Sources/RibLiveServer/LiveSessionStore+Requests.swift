import Foundation
import RibInspector

extension LiveSessionStore {
    /// Asks the app of session `name` for `kind` on `rib` and waits for its answer, at most
    /// `waitNanoseconds`: the request goes to the app's sink with the answer to its next
    /// batch or idle poll (``exchangeRequests(answers:of:)``), and the sink's answer ends the wait.
    ///
    /// - Returns: What the app answered, or ``LiveAppRequests/Outcome/expired``.
    /// - Throws: ``LiveRefusal`` 404 for a session or RIB the server does not know, 409 for
    ///   a session that ended, 429 when ``LiveAppRequests/maximumPerSession`` requests of
    ///   the session wait already.
    func ask(
        _ kind: LiveAppRequests.Kind, rib: RibID, of name: LiveSessionName, waitingAtMostNanoseconds waitNanoseconds: UInt64
    ) async throws(LiveRefusal) -> LiveAppRequests.Outcome {
        guard let session = try existingSession(named: name) else {
            throw LiveRefusal(status: 404, message: "no session \(name) yet; the sessions are at /")
        }
        guard !session.hasEnded else {
            throw LiveRefusal(status: 409, message: "session \(name) ended: its app answers no more requests")
        }
        guard session.state?.declarations.rib(rib) != nil else {
            throw LiveRefusal(status: 404, message: "session \(name) has no RIB \(rib.rawValue)")
        }
        guard appRequests.count(of: name) < LiveAppRequests.maximumPerSession else {
            throw LiveRefusal(
                status: 429,
                message: "\(LiveAppRequests.maximumPerSession) requests of session \(name) already wait for its app; wait for their answers (the app may be paused or gone)")
        }
        let request = LiveAppRequests.Handed(id: appRequests.newID(), kind: kind, rib: rib)
        // A cancelled timer is gone at once, where a task in `Task.sleep` stays until its time.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: waitNanoseconds)))
        timer.setEventHandler { [weak self] in
            Task { await self?.expire(request.id) }
        }
        timer.resume()
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                appRequests.add(request, of: name, continuation)
                resumeAskWatchers()
                if Task.isCancelled { appRequests.expire(request.id) }
            }
        } onCancel: {
            Task { [weak self] in await self?.expire(request.id) }
        }
    }

    /// Takes the app's `answers` to requests of session `name` and hands it the requests it
    /// has not received yet: what the answer to the sink's batch or idle poll carries.
    func exchangeRequests(answers: [(id: UInt64, outcome: LiveAppRequests.Outcome)], of name: LiveSessionName) -> [LiveAppRequests.Handed] {
        for answer in answers { appRequests.answer(answer.id, with: answer.outcome, of: name) }
        return appRequests.hand(of: name)
    }

    /// How many records the session `name` holds (0 for one the server does not know),
    /// for a sink's idle poll, which brings none.
    func heldRecords(of name: LiveSessionName) throws(LiveRefusal) -> UInt64 {
        try existingSession(named: name)?.recordCount ?? 0
    }

    /// The name the session `name` declares `rib` with, or `RIB <id>`.
    func ribName(_ rib: RibID, of name: LiveSessionName) -> String {
        ((try? existingSession(named: name))??.state?.declarations.rib(rib)?.name) ?? "RIB \(rib.rawValue)"
    }

    /// Returns once at least `count` requests of pages wait for the app of session `name`:
    /// a seam for tests, which must know that a request waits before they play the sink.
    func waitUntilAsked(_ count: Int = 1, for name: LiveSessionName) async {
        guard appRequests.count(of: name) < count else { return }
        await withCheckedContinuation { askWatchers.append((name, count, $0)) }
    }

    private func resumeAskWatchers() {
        askWatchers.removeAll { watcher in
            guard appRequests.count(of: watcher.session) >= watcher.count else { return false }
            watcher.continuation.resume()
            return true
        }
    }

    private func expire(_ id: UInt64) {
        appRequests.expire(id)
    }
}
