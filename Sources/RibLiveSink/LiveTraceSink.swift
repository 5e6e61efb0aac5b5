import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector

/// Sends a recording to `ribviz live` as it happens, so its RIB tree shows in a browser
/// while the app runs.
///
/// The sink encodes exactly the JSON Lines records a `TraceFileSink` writes and keeps them
/// in memory; a background thread posts them with `URLSession`, one request at a time: as
/// soon as records wait and no request is under way, so the records that arrive while one
/// is gather into the next (at most ``batchSize`` records each). With a
/// ``batchIntervalNanoseconds`` above 0, records wait up to that long to gather instead,
/// unless ``batchSize`` of them wait. Recording never waits for the network:
/// each call only encodes its record into the buffer under a short lock, which also makes
/// the sink safe to share between recorders on several threads.
///
/// When the server is absent or restarts, the app runs on: the sink keeps its records and
/// retries with a growing pause (up to 2 s). The server answers every batch with how many
/// records of the session it holds, and the sink resends from there, so nothing is lost or
/// sent twice, as long as at most ``capacity`` records wait. A server that holds nothing of
/// the session (started again with another save folder) gets it again from the start: the
/// header and every declaration, then the records it had not taken; the events it had
/// taken are missing there, which the gap in the sequence numbers shows. Past that, new events are not
/// kept and ``droppedEventCount`` counts them; once a later event is kept, the trace shows
/// the gap in its sequence numbers (declarations are always kept).
///
/// Screens go with the events, as the same `screen` records: each picture's bytes once per
/// session, later screens of it naming it only. A screen counts as one record, and its
/// picture's bytes against ``pictureByteCapacity`` until the server holds them; a screen
/// that does not fit, or that names a picture this sink never kept, is not kept and
/// ``droppedScreenCount`` counts it.
///
/// With a handler (``answerRequests(scheduler:pollIntervalNanoseconds:_:)``), the sink also
/// takes the page's requests for the app (*Capture now*, *Show on device*): they come with
/// the server's answer to each batch, and while the app records nothing the sink asks for
/// them every ``defaultRequestPollNanoseconds``; the handler's answers go back with the next
/// request, after the records it made.
///
/// ```swift
/// #if DEBUG
/// let live = LiveTraceSink(url: URL(string: "http://127.0.0.1:8080")!)
/// let recorder = RibRecorder(app: AppInfo(name: "MyApp"), retention: .nothing, sinks: [live])
/// #endif
/// ```
public final class LiveTraceSink: TraceSink, @unchecked Sendable {
    // @unchecked: `state` and `scratch` are only touched while `condition` is locked, so
    // recorders on several threads may share one sink.

    /// The default number of records the sink keeps while the server has not taken them.
    public static let defaultCapacity = 100_000
    /// The default number of bytes of pictures the sink keeps while the server has not
    /// taken them: 4 MiB, so that a batch stays under the server's limit.
    public static let defaultPictureByteCapacity = 4 * 1024 * 1024
    /// How many bytes one request carries at most, unless one record alone is larger: far
    /// under the size a `ribviz live` server takes by default.
    static let batchByteTarget = 4 * 1024 * 1024

    /// The server, for example `http://127.0.0.1:8080`.
    public let url: URL
    /// The session's name on the server: letters, digits, `-`, `_` and `.`.
    public let session: String
    /// How many unsent records the sink keeps at most.
    public let capacity: Int
    /// How many bytes of unsent pictures the sink keeps at most.
    public let pictureByteCapacity: Int
    /// How long records wait at most to gather into a batch, in nanoseconds; 0 (the
    /// default) sends them as soon as no request is under way.
    public let batchIntervalNanoseconds: UInt64
    /// How many records are sent at most in one request, and how many make it go at once.
    public let batchSize: Int

    private let token: String?
    private let condition = NSCondition()
    // Unchecked: `condition` already keeps two threads from touching them at once, and the
    // runtime's check of every access cost the recording thread a share of each record.
    @exclusivity(unchecked) private var state = LiveSinkBuffer()
    @exclusivity(unchecked) private var scratch = TraceLineEncoder(capacity: 1024)
    @exclusivity(unchecked) private var desk = LiveRequestDesk()
    private let transport: LiveTransport

    /// Creates a sink that sends to the `ribviz live` server at `url`.
    ///
    /// - Parameters:
    ///   - url: The address `ribviz live` printed, for example `http://127.0.0.1:8080`.
    ///   - session: The session's name on the server; by default a new random one, so that
    ///     two apps (or two launches) never mix.
    ///   - token: The token `ribviz live --host` printed, for a server on another machine.
    ///   - capacity: How many unsent records to keep at most (``defaultCapacity``).
    ///   - batchIntervalNanoseconds: How long records wait at most to gather into a batch;
    ///     0 (the default) sends them as soon as no request is under way, and records that
    ///     arrive while one is gather into the next.
    ///   - batchSize: How many records one request carries at most.
    ///   - pictureByteCapacity: How many bytes of unsent pictures to keep at most
    ///     (``defaultPictureByteCapacity``).
    public init(
        url: URL,
        session: String = LiveTraceSink.newSessionName(),
        token: String? = nil,
        capacity: Int = LiveTraceSink.defaultCapacity,
        pictureByteCapacity: Int = LiveTraceSink.defaultPictureByteCapacity,
        batchIntervalNanoseconds: UInt64 = 0,
        batchSize: Int = 500
    ) {
        self.url = url
        self.session = session
        self.token = token
        self.capacity = max(1, capacity)
        self.pictureByteCapacity = max(0, pictureByteCapacity)
        self.batchIntervalNanoseconds = batchIntervalNanoseconds
        self.batchSize = max(1, batchSize)
        transport = LiveTransport(
            endpoint: url.appendingPathComponent("sessions")
                .appendingPathComponent(session).appendingPathComponent("records"), token: token)
        let thread = Thread { [weak self] in self?.sendLoop() }
        thread.name = "ribviz.LiveTraceSink"
        thread.start()
    }

    /// A new random session name.
    public static func newSessionName() -> String {
        UUID().uuidString.lowercased()
    }

    // MARK: - TraceSink

    public func begin(_ header: TraceHeader) {
        keep(.declaration) { $0.appendHeader(header) }
    }

    public func declare(_ rib: RibDescriptor) {
        keep(.declaration) { $0.append(rib) }
    }

    public func declare(_ scope: ScopeDescriptor) {
        keep(.declaration) { $0.append(scope) }
    }

    public func declare(_ workflow: WorkflowDescriptor) {
        keep(.declaration) { $0.append(workflow) }
    }

    public func append(_ event: RibEvent) {
        keep(.event) { $0.append(event) }
    }

    public func append(_ screen: RibScreen, image: ScreenImage?) {
        keep(.screen) { state, encoder in
            // A picture another recorder of this sink sent goes by name only.
            let known = state.sentPictures.contains(screen.image)
            let picture = known ? nil : image
            guard known || picture.map({ state.pendingPictureBytes + $0.bytes.count <= pictureByteCapacity }) == true else {
                state.droppedScreens &+= 1
                return nil
            }
            encoder.append(screen, image: picture)
            return picture
        }
    }

    public func noteDroppedScreens(_ drops: ScreenDrops) {
        keep(.note) { $0.append(drops) }
    }

    /// Asks the sending thread to send what waits now; it does not wait for it.
    public func flush() {
        condition.withLock {
            state.wantsSending = true
            condition.broadcast()
        }
    }

    /// Adds the end record and asks for it to be sent now; it does not wait for it (see
    /// ``waitUntilSent(timeoutNanoseconds:)``).
    public func finish(at end: UInt64) {
        keep(.end) { $0.appendEnd(at: end) }
        condition.withLock {
            state.isFinished = true
            state.wantsSending = true
            condition.broadcast()
        }
    }

    // MARK: - Observing

    /// Waits, up to `timeoutNanoseconds`, until the server holds every record kept so far;
    /// for the end of a test or a command-line tool, never on the main thread of an app.
    ///
    /// - Returns: Whether everything was sent in time.
    @discardableResult
    public func waitUntilSent(timeoutNanoseconds: UInt64) -> Bool {
        let deadline = Date().addingTimeInterval(TimeInterval(nanoseconds: timeoutNanoseconds))
        condition.lock()
        defer { condition.unlock() }
        state.wantsSending = true
        condition.broadcast()
        while state.pendingCount > 0 {
            guard condition.wait(until: deadline) else { return state.pendingCount == 0 }
        }
        return true
    }

    /// How many events were not kept because ``capacity`` records were waiting.
    public var droppedEventCount: UInt64 {
        condition.withLock { state.droppedEvents }
    }

    /// How many screens were not kept: ``capacity`` records or ``pictureByteCapacity``
    /// bytes of pictures were waiting, or the screen named a picture this sink had not kept.
    public var droppedScreenCount: UInt64 {
        condition.withLock { state.droppedScreens }
    }

    /// How many records the server acknowledged.
    public var sentRecordCount: UInt64 {
        condition.withLock { state.acknowledged }
    }

    /// The last problem the sink met while sending (the server absent, a refusal), or `nil`
    /// once a batch went through.
    public var lastProblem: String? {
        condition.withLock { state.lastProblem }
    }

    /// Waits, up to `timeoutNanoseconds`, until the last problem met while sending is one
    /// that `matches`; for tests, which wait for the sink to report a problem rather than
    /// for time to pass.
    ///
    /// - Returns: The problem, or `nil` when none that matches came in time.
    func waitForProblem(timeoutNanoseconds: UInt64, where matches: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(TimeInterval(nanoseconds: timeoutNanoseconds))
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let problem = state.lastProblem, matches(problem) { return problem }
            guard condition.wait(until: deadline) else { return state.lastProblem.flatMap { matches($0) ? $0 : nil } }
        }
    }

    // MARK: - Keeping and sending

    /// What a kept record is.
    private enum RecordKind {
        /// The header or a declaration: always kept, and kept after the server took it too.
        case declaration
        /// An event: dropped while ``capacity`` records wait.
        case event
        /// A screen: dropped, and counted, while ``capacity`` records wait.
        case screen
        /// A count of screens the recorder refused: dropped while ``capacity`` records
        /// wait, since the next one counts them all.
        case note
        /// The end record.
        case end
    }

    /// Encodes one record with `encode` and keeps its line in the buffer, unless it is an
    /// event, a screen or a note and the buffer is full; both under the lock, so that records of two threads
    /// never mix.
    private func keep(_ kind: RecordKind, _ encode: (inout TraceLineEncoder) -> Void) {
        keep(kind) { _, encoder in
            encode(&encoder)
            return .some(nil)
        }
    }

    /// Keeps one record as above; `encode` may refuse it (it returns `nil` without
    /// encoding), and returns the picture whose bytes the line carries, if any.
    private func keep(_ kind: RecordKind, _ encode: (inout LiveSinkBuffer, inout TraceLineEncoder) -> ScreenImage??) {
        condition.withLock {
            if kind != .declaration, kind != .end, state.pendingCount >= capacity {
                if kind == .event { state.droppedEvents &+= 1 }
                if kind == .screen { state.droppedScreens &+= 1 }
                return
            }
            guard let picture = encode(&state, &scratch) else { return }
            scratch.withUnsafeBytes { state.append(line: $0.assumingMemoryBound(to: UInt8.self), isDeclaration: kind == .declaration) }
            scratch.removeAll()
            if let picture { state.notePictureLine(picture) }
            if state.pendingCount >= batchSize {
                // Woken once per batch, not once per record: while the server is away, the
                // records pile up past a batch, and waking the pausing sender for each of
                // them made recording 2.7× slower.
                if !state.wantsSending {
                    state.wantsSending = true
                    condition.broadcast()
                }
            } else if state.isSenderIdle {
                // Woken once per batch: the records after this one gather while it is sent.
                // A broadcast, since a thread in waitUntilSent may wait on the condition too,
                // and a signal could wake it instead of the sending thread.
                state.isSenderIdle = false
                condition.broadcast()
            }
        }
    }

    private func sendLoop() {
        var pause: UInt64 = 0  // nanoseconds
        while true {
            guard let batch = nextBatch(after: pause) else { return }
            let answers = condition.withLock { desk.header(upTo: batch.firstRecord + UInt64(batch.recordCount)) }
            let outcome = transport.send(batch.bytes, firstRecord: batch.firstRecord, answers: answers?.text)
            if case .held(_, let requests) = outcome {
                condition.withLock {
                    desk.forget(answers?.ids ?? [])
                    desk.serverHandsRequests = requests != nil
                    desk.lastExchange = Date()
                }
                hand(requests ?? [])
            }
            switch outcome {
            case .held(0, _) where batch.firstRecord > 0:
                // The server holds nothing of the session (it started again with another save
                // folder): the session starts again there, from its header and declarations.
                pause = 0
                condition.withLock { state.startAgain() }
            case .held(let count, _) where count < batch.firstRecord:
                // The server holds the start of the session but lost later records that
                // this sink no longer holds (its saved file was cut back): the session
                // cannot continue there.
                pause = Self.longestPause
                note(
                    problem:
                        "the server holds \(count) records of session \(session) and lost the rest, which this sink no longer holds; start ribviz live again with its --save-dir, or start a new session"
                )
            case .held(let count, _):
                pause = 0
                condition.withLock {
                    state.acknowledge(upTo: count)
                    state.lastProblem = nil
                    condition.broadcast()
                }
            case .failed(let problem, let isPermanent):
                pause = isPermanent ? Self.longestPause : min(max(pause * 2, Self.shortestPause), Self.longestPause)
                note(problem: problem)
            }
        }
    }

    /// Changes the request desk under the lock.
    func withDesk(_ change: (inout LiveRequestDesk) -> Void) {
        condition.withLock {
            change(&desk)
            condition.broadcast()
        }
    }

    /// Hands the server's requests to the app's handler, on the main actor through its
    /// scheduler; its answer goes with the next request to the server.
    private func hand(_ requests: [LiveRequest]) {
        guard !requests.isEmpty, let (handler, scheduler) = condition.withLock({ desk.handler.flatMap { h in desk.scheduler.map { (h, $0) } } }) else { return }
        for request in requests {
            scheduler.schedule(afterNanoseconds: 0) { [weak self] in
                let answer = handler(request)
                self?.note(answer, to: request.id)
            }
        }
    }

    /// Keeps the app's answer to request `id` for the next request to the server, after
    /// the records kept so far, and wakes the sending thread.
    private func note(_ answer: LiveRequestAnswer, to id: UInt64) {
        condition.withLock {
            desk.note(answer, to: id, afterRecord: state.firstRecord + UInt64(state.pendingCount))
            state.wantsSending = true
            condition.broadcast()
        }
    }

    /// Notes `problem` as the last one and wakes the threads in ``waitForProblem(timeoutNanoseconds:where:)``.
    private func note(problem: String) {
        condition.withLock {
            state.lastProblem = problem
            condition.broadcast()
        }
    }

    /// The pause after the first failure to send, in nanoseconds; it doubles with each
    /// failure after it.
    private static let shortestPause: UInt64 = 100_000_000
    /// The longest pause between two tries, in nanoseconds.
    private static let longestPause: UInt64 = 2_000_000_000

    /// Waits for something to send (and at least `pause` nanoseconds after a failure): any
    /// record with a batch interval of 0, else ``batchSize`` records, a flush, or the
    /// interval's end with records waiting; then
    /// takes up to ``batchSize`` records. With no record waiting, an answer of the app's
    /// or the time to poll for requests makes an empty batch. `nil` once the recording is finished and
    /// everything was sent, or the sink is gone.
    private func nextBatch(after pause: UInt64) -> LiveSinkBuffer.Batch? {
        condition.lock()
        defer { condition.unlock() }
        let earliest = Date().addingTimeInterval(TimeInterval(nanoseconds: pause))
        while Date() < earliest { _ = condition.wait(until: earliest) }
        while state.pendingCount == 0 || !state.wantsSending {
            if state.pendingCount == 0 {
                if state.isFinished { return nil }
                // Idle: the app's answers go at once, and the server is asked for requests
                // now and then, with a request that brings no record.
                if desk.hasAnswers || desk.nextPoll.map({ $0 <= Date() }) == true {
                    state.wantsSending = false
                    return state.batch(maximumRecords: 0)
                }
            }
            if batchIntervalNanoseconds == 0 {
                if state.pendingCount > 0 { break }
                state.isSenderIdle = true
                if let poll = desk.nextPoll { _ = condition.wait(until: poll) } else { condition.wait() }
                state.isSenderIdle = false
                continue
            }
            var until = Date().addingTimeInterval(TimeInterval(nanoseconds: batchIntervalNanoseconds))
            if state.pendingCount == 0, let poll = desk.nextPoll { until = min(until, poll) }
            if !condition.wait(until: until), state.pendingCount > 0 {
                break
            }
        }
        state.wantsSending = false
        return state.batch(maximumRecords: batchSize, maximumBytes: Self.batchByteTarget)
    }
}
