import Foundation
import RibInspector
import RibRendering

/// The sessions a server receives, by name, each saved in the save folder as it grows.
actor LiveSessionStore {
    let folder: URL
    /// The thresholds of the findings the sessions' pages show.
    let analysisOptions: TraceAnalysis.Options
    /// Told when a session's end record arrives (``LiveServerOptions/sessionEnded``).
    private let sessionEnded: (@Sendable (URL) -> Void)?
    /// How many sessions the store holds at most (``LiveServerOptions/maximumSessions``).
    let maximumSessions: Int
    /// The list of the sessions, kept as they change: read without waiting for the store.
    nonisolated let list: LiveSessionList
    /// The sessions that received a record or were read from their saved file, and those
    /// that ended before their first record.
    private var sessions: [LiveSessionName: LiveSession] = [:]
    /// The names of the sessions with records, by their lowercase form: a new session's
    /// name is compared with them without going through the sessions.
    private var namesByFoldedName: [String: LiveSessionName] = [:]
    private var waiters = RecordWaiters()
    /// The pages' requests that wait for an app's answer (``ask(_:rib:of:waitingAtMostNanoseconds:)``).
    var appRequests = LiveAppRequests()
    /// Callers of ``waitUntilAsked(_:for:)``, each with the session and number of requests it waits for.
    var askWatchers: [(session: LiveSessionName, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Callers of ``waitUntilWaiting(_:for:)``, each with the session and number of waiting
    /// requests it waits for.
    private var waitingWatchers: [(session: LiveSessionName, count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// A store that saves into `folder`; the list's links carry `token`; `sessionEnded` is
    /// told when a session's end record arrives (``LiveServerOptions/sessionEnded``).
    init(
        folder: URL, analysisOptions: TraceAnalysis.Options = TraceAnalysis.Options(), maximumSessions: Int = LiveServerOptions.defaultMaximumSessions,
        token: String? = nil, sessionEnded: (@Sendable (URL) -> Void)? = nil
    ) {
        self.folder = folder
        list = LiveSessionList(token: token)
        self.analysisOptions = analysisOptions
        self.sessionEnded = sessionEnded
        self.maximumSessions = maximumSessions
    }

    /// Takes a batch for the session `name` (see ``LiveSession/receive(_:firstRecord:now:)``).
    ///
    /// - Returns: Whether the batch continued the session, and how many records it holds.
    func receive(_ batch: [UInt8], firstRecord: UInt64, for name: LiveSessionName) throws(LiveRefusal) -> (continued: Bool, records: UInt64) {
        if sessions[name] == nil { try refuseNewSessionPastLimit() }
        var session = try session(named: name)
        // Out of the dictionary while it takes the batch, so that its state changes in place
        // instead of being copied whole (a refused batch changes nothing).
        sessions[name] = nil
        // A new session that took nothing is not kept: a refused first batch leaves nothing.
        defer { if session.recordCount > 0 || session.endReason != nil { hold(session) } }
        let held = session.recordCount
        let hadEnded = session.hasEnded
        let continued = try session.receive(batch, firstRecord: firstRecord)
        if session.recordCount > held { waiters.wakeAll(of: name) }
        list.note(session)
        if !hadEnded, session.hasEnded { sessionEnded?(session.file) }
        return (continued, session.recordCount)
    }

    /// How many records the session `name` holds, once that is more than `after`, or after
    /// `waitNanoseconds` (then possibly `after` or fewer). A waiting call wakes as soon as a batch
    /// brings records, not on a timer.
    func recordCount(of name: LiveSessionName, after: UInt64, waitingAtMostNanoseconds waitNanoseconds: UInt64) async throws(LiveRefusal) -> UInt64 {
        let held = try existingSession(named: name)?.recordCount ?? 0
        // A page that shows more than the session holds waits for nothing: it reloads.
        guard held == after, waitNanoseconds > 0 else { return held }
        let ticket = waiters.newTicket()
        // A timer that is cancelled is gone at once: a task sleeping in `Task.sleep` would
        // stay in memory (on Linux) until its time is up, one for every request answered
        // within the last wait.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: waitNanoseconds)))
        timer.setEventHandler { [weak self] in
            Task { await self?.endWait(ticket: ticket) }
        }
        timer.resume()
        // Woken early, the timer ends too (had it fired, its wake finds no waiter).
        defer { timer.cancel() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.add(ticket: ticket, for: name, continuation)
                resumeWaitingWatchers()
                // A request cancelled before it waited (the server stops) does not wait.
                if Task.isCancelled { waiters.wake(ticket: ticket) }
            }
        } onCancel: {
            Task { [weak self] in await self?.endWait(ticket: ticket) }
        }
        return try existingSession(named: name)?.recordCount ?? 0
    }

    /// What a page that shows `after` records, drawn in `direction`, needs
    /// (``LiveReportState/update(afterRecords:direction:)``'s JSON), as soon as the session
    /// holds more, or after `waitNanoseconds` with what it holds.
    ///
    /// The update is taken from the session's state inside the store, and written as JSON
    /// (the longer part) outside it, so batches that arrive meanwhile wait only for the
    /// first part, and the state, whose copy nothing else holds, takes them in place.
    nonisolated func update(
        of name: LiveSessionName, after: UInt64, direction: LayoutDirection, waitingAtMostNanoseconds waitNanoseconds: UInt64
    ) async throws(LiveRefusal) -> LiveUpdateAnswer {
        let asked = DispatchTime.now().uptimeNanoseconds
        let records = try await recordCount(of: name, after: after, waitingAtMostNanoseconds: waitNanoseconds)
        let woken = DispatchTime.now().uptimeNanoseconds
        guard let pending = try await pendingUpdate(of: name, after: after, direction: direction) else {
            // A page that shows more records than the session holds (the server started
            // again with another save folder, or the session is gone) cannot follow it: it
            // loads the session again.
            let reload = records < after ? #","reload":true"# : ""
            return LiveUpdateAnswer(body: Data(#"{"records":\#(records)\#(reload)}"#.utf8), waitedNanoseconds: woken - asked, computedNanoseconds: 0)
        }
        let body = pending.json
        return LiveUpdateAnswer(
            body: body, records: pending.records, waitedNanoseconds: woken - asked, computedNanoseconds: DispatchTime.now().uptimeNanoseconds - woken)
    }

    private func pendingUpdate(of name: LiveSessionName, after: UInt64, direction: LayoutDirection) throws(LiveRefusal) -> LiveReportState.PendingUpdate? {
        guard try existingSession(named: name) != nil else { return nil }
        // In place: the state notes the figures it gives (a copy would copy the whole state).
        return sessions[name]?.pendingUpdate(afterRecords: after, direction: direction)
    }

    /// The session `name`, if it ever received a record, to draw its page from: its state
    /// notes the figures the page shows, so that the page's updates carry those that change.
    func sessionForPage(named name: LiveSessionName) throws(LiveRefusal) -> LiveSession? {
        guard try existingSession(named: name) != nil else { return nil }
        sessions[name]?.noteShown()
        return sessions[name]
    }

    /// Returns once at least `count` requests wait for records of the session `name`: a
    /// seam for tests, which must know that a request waits before they send the batch
    /// that is to wake it.
    func waitUntilWaiting(_ count: Int = 1, for name: LiveSessionName) async {
        guard waiters.count(of: name) < count else { return }
        await withCheckedContinuation { waitingWatchers.append((name, count, $0)) }
    }

    /// Ends the waits of the requests for the session `name`'s records now, as their timers
    /// would: a seam for tests of what a request answers once its wait is over, which need
    /// not wait that long.
    func endWaits(of name: LiveSessionName) {
        waiters.wakeAll(of: name)
    }

    private func resumeWaitingWatchers() {
        waitingWatchers.removeAll { watcher in
            guard waiters.count(of: watcher.session) >= watcher.count else { return false }
            watcher.continuation.resume()
            return true
        }
    }

    private func endWait(ticket: Int) {
        waiters.wake(ticket: ticket)
    }

    /// The session `name`, if it ever received a record (from this server or one before it).
    func existingSession(named name: LiveSessionName) throws(LiveRefusal) -> LiveSession? {
        let session = try session(named: name)
        return session.recordCount > 0 ? session : nil
    }

    /// Ends the session `name` before its end record, because of `reason` (the list shows
    /// it): a followed file's line that does not continue the trace.
    func end(_ name: LiveSessionName, because reason: String) {
        guard sessions[name] != nil || sessions.count < maximumSessions, var session = try? session(named: name) else { return }
        session.endReason = reason
        hold(session)
        list.note(session)
    }

    /// The session `name`: held, read from its saved file, or new. One read from its file
    /// is kept (and listed); a new one only once it takes a record, so a request for a
    /// session that does not exist costs nothing after it.
    ///
    /// - Throws: ``LiveRefusal`` 429 for a saved session when the store holds
    ///   ``maximumSessions`` sessions.
    private func session(named name: LiveSessionName) throws(LiveRefusal) -> LiveSession {
        if let session = sessions[name] { return session }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LiveRefusal(status: 500, message: "cannot create the save folder \(folder.path): \(error.localizedDescription)")
        }
        try refuseCaseTwin(of: name)
        let session = try LiveSession(name: name, folder: folder, analysisOptions: analysisOptions)
        if session.recordCount > 0 {
            try refuseNewSessionPastLimit()
            hold(session)
            list.note(session)
        }
        return session
    }

    /// Keeps `session` among the sessions, and its name among those with records.
    private func hold(_ session: LiveSession) {
        sessions[session.name] = session
        if session.recordCount > 0 { namesByFoldedName[session.name.rawValue.lowercased()] = session.name }
    }

    /// Refuses one more session once the store holds ``maximumSessions``.
    private func refuseNewSessionPastLimit() throws(LiveRefusal) {
        guard sessions.count >= maximumSessions else { return }
        throw LiveRefusal(
            status: 429,
            message:
                "this server holds \(sessions.count) sessions, its limit (--max-sessions \(maximumSessions)), and takes no new one; its sessions stay saved in \(folder.path): start ribviz live again (with a higher --max-sessions, or another --save-dir) to take new sessions"
        )
    }

    /// Refuses a name that differs only in case from a session's or a saved file's: on a
    /// case-insensitive disk (macOS's default), both would be saved in the same file.
    private func refuseCaseTwin(of name: LiveSessionName) throws(LiveRefusal) {
        let folded = name.rawValue.lowercased()
        let fileName = "\(name.rawValue).jsonl"
        let twin =
            namesByFoldedName[folded].flatMap { $0 == name ? nil : "session \($0)" }
            ?? (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .first { $0 != fileName && $0.lowercased() == fileName.lowercased() }
            .map { "the saved file \(folder.appendingPathComponent($0).path)" }
        guard let twin else { return }
        throw LiveRefusal(
            status: 409,
            message:
                "session \(name) differs only in case from \(twin): on a disk that ignores case they would share one file; use the same name or one that differs in more than case"
        )
    }
}
