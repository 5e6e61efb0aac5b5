import Foundation
import RibvizLocking

/// Records the lifecycle of a RIB tree: what was attached, detached, activated, loaded and
/// deallocated, in which scope, in exact order and with monotonic timestamps.
///
/// A runtime (ribviz's `RibRuntime`, or ``RibTreeObserver`` for uber/RIBs-iOS and ModernRIBs
/// apps) declares each RIB, scope and workflow once and then calls ``record(_:)`` at the
/// moment something happens. Recording is thread-safe and never needs graphviz, so an app
/// can embed it.
///
/// ```swift
/// let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"))
/// recorder.recording {
///     launchRouter.launch(from: window)   // RIBs built here report to `recorder`
/// }
/// try TraceEncoder().write(recorder.trace(), to: URL(fileURLWithPath: "trace.json"))
/// ```
public final class RibRecorder: @unchecked Sendable {
    // @unchecked: every stored `var` below is read and written only while `lock` is held.
    // That lock is also why the ones `record(_:)` touches are `@exclusivity(unchecked)`:
    // the runtime's check of each access, which the lock already makes exclusive, would
    // cost the hot path more than the lock itself.

    /// Which events the recorder keeps in memory.
    public enum Retention: Hashable, Sendable {
        /// Every event, for tests and short sessions.
        case everything
        /// The most recent events only: a ring buffer for long-running apps. Once it has
        /// dropped events, ``RibRecorder/trace()`` opens with events that restate the tree,
        /// activity and workflow steps in progress as the dropped events left them
        /// (``Trace/openingEventCount``), so that the window reads on its own.
        case mostRecent(Int)
        /// None: events only go to the sink.
        case nothing
    }

    private let lock = Lock()
    private let clock: RecorderClock
    private let startTime: UInt64
    /// Where declarations and events stream to, until the recording finishes.
    @exclusivity(unchecked) private var sinks: [any TraceSink]
    /// The recording as it was when ``finish()`` ended it.
    @exclusivity(unchecked) private var finished: Trace?
    private var header: TraceHeader
    private var ribs: [RibDescriptor] = []
    /// One box of type names per kind of RIB, which its instances' declarations share.
    private var typeNames = RibDescriptor.TypeNameTable()
    @exclusivity(unchecked) private var scopes: [ScopeDescriptor] = []
    @exclusivity(unchecked) private var scopeIndex: [ScopeID: Int] = [:]
    private var workflows: [WorkflowDescriptor] = []
    @exclusivity(unchecked) private var store: EventStore
    /// What the events a ring buffer dropped left behind, for the opening of its window.
    @exclusivity(unchecked) private var window: WindowOpening?
    @exclusivity(unchecked) private var nextSequence: UInt64 = 0
    @exclusivity(unchecked) private var lastTime: UInt64 = 0
    /// The pictures of RIBs' views recorded so far, and those refused.
    private var screenLedger: ScreenLedger

    /// Creates a recorder that starts its clock now.
    ///
    /// - Parameters:
    ///   - app: The app being recorded.
    ///   - session: A name and metadata for the session; `recorder` is filled in when
    ///     missing, and so is `startedAt` (the wall-clock time now) unless the clock is
    ///     manual, so that scripted sessions write the same trace on every run.
    ///   - retention: Which events to keep in memory for ``trace()``.
    ///   - sink: Where to stream every declaration and event as it happens, if anywhere.
    ///   - clock: Where timestamps come from; a ``ManualClock`` makes traces reproducible.
    public convenience init(
        app: AppInfo,
        session: SessionInfo = SessionInfo(),
        retention: Retention = .everything,
        sink: TraceFileSink? = nil,
        clock: RecorderClock = .monotonic
    ) {
        self.init(app: app, session: session, retention: retention, sinks: sink.map { [$0] } ?? [], clock: clock)
    }

    /// Creates a recorder that starts its clock now and streams to several sinks at once,
    /// for example a file and `ribviz live`:
    ///
    /// ```swift
    /// let recorder = RibRecorder(
    ///     app: AppInfo(name: "TicTacToe"),
    ///     retention: .nothing,
    ///     sinks: [try TraceFileSink(url: traceURL), LiveTraceSink(url: liveURL)]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - app: The app being recorded.
    ///   - session: A name and metadata for the session; `recorder` is filled in when
    ///     missing, and so is `startedAt` (the wall-clock time now) unless the clock is
    ///     manual, so that scripted sessions write the same trace on every run.
    ///   - retention: Which events to keep in memory for ``trace()``.
    ///   - sinks: Where to stream every declaration and event as it happens, in this order.
    ///   - clock: Where timestamps come from; a ``ManualClock`` makes traces reproducible.
    public init(
        app: AppInfo,
        session: SessionInfo = SessionInfo(),
        retention: Retention = .everything,
        sinks: [any TraceSink],
        clock: RecorderClock = .monotonic
    ) {
        var session = session
        if session.startedAt == nil, case .monotonic = clock {
            session.startedAt = ISO8601DateFormatter().string(from: Date())
        }
        if session.recorder == nil {
            session.recorder = "ribviz \(RibInspectorVersion.current)"
        }
        self.header = TraceHeader(app: app, session: session)
        self.sinks = sinks
        switch retention {
        case .everything: store = EventStore(capacity: nil)
        case .mostRecent(let count):
            store = EventStore(capacity: count)
            window = WindowOpening()
        case .nothing: store = EventStore(capacity: 0)
        }
        screenLedger = ScreenLedger(keepsScreens: retention != .nothing)
        self.clock = clock
        startTime = clock.now()
        for sink in sinks { sink.begin(header) }
    }

    // MARK: - Declaring

    /// Declares a RIB instance and returns its identifier. Call once per router instance.
    public func declareRib(
        named name: String,
        routerType: String? = nil,
        interactorType: String? = nil,
        builderType: String? = nil,
        adapterType: String? = nil,
        isViewful: Bool? = nil,
        scope: ScopeID? = nil,
        tracksInteractorDeallocation: Bool = false
    ) -> RibID {
        lock.withLock {
            var rib = RibDescriptor(
                id: RibID(rawValue: UInt32(ribs.count + 1)),
                name: name,
                routerType: routerType,
                interactorType: interactorType,
                builderType: builderType,
                adapterType: adapterType,
                isViewful: isViewful,
                scope: scope,
                tracksInteractorDeallocation: tracksInteractorDeallocation
            )
            rib.shareTypeNames(in: &typeNames)
            ribs.append(rib)
            for sink in sinks { sink.declare(rib) }
            return rib.id
        }
    }

    /// Declares a scope (one component instance) and returns its identifier.
    public func declareScope(named name: String, componentType: String? = nil, parent: ScopeID? = nil) -> ScopeID {
        lock.withLock {
            let scope = ScopeDescriptor(
                id: ScopeID(rawValue: UInt32(scopes.count + 1)),
                name: name,
                componentType: componentType,
                parent: parent
            )
            scopeIndex[scope.id] = scopes.count
            scopes.append(scope)
            for sink in sinks { sink.declare(scope) }
            return scope.id
        }
    }

    /// Declares a workflow run and returns its identifier.
    public func declareWorkflow(named name: String) -> WorkflowID {
        lock.withLock {
            let workflow = WorkflowDescriptor(id: WorkflowID(rawValue: UInt32(workflows.count + 1)), name: name)
            workflows.append(workflow)
            for sink in sinks { sink.declare(workflow) }
            return workflow.id
        }
    }

    // MARK: - Recording

    /// Records that something happened now.
    ///
    /// Events get strictly increasing sequence numbers and never-decreasing timestamps in
    /// the order their calls take the recorder's lock, whatever thread they come from.
    public func record(_ kind: consuming RibEvent.Kind) {
        // The kind moves into the event here, outside the lock's closure, which could only
        // copy it; the sinks borrow the event, and only a store that keeps it copies it.
        var event = RibEvent(sequence: 0, time: 0, kind: kind)
        lock.withLock { recordLocked(&event) }
    }

    /// Numbers and times `event`, then hands it to the sinks and the store. Call it while
    /// holding `lock`. The event is `inout`, so that passing it on borrows it: a value the
    /// closure captured would be copied for every call.
    @inline(__always)
    private func recordLocked(_ event: inout RibEvent) {
        guard finished == nil else { return }
        lastTime = elapsedTime()
        event.sequence = nextSequence
        event.time = lastTime
        nextSequence &+= 1
        if case .sharedObjectCreated(let name, let scope) = event.kind, let index = scopeIndex[scope],
            !scopes[index].sharedObjects.contains(name)
        {
            scopes[index].sharedObjects.append(name)
        }
        for sink in sinks { sink.append(event) }
        if window == nil {
            store.append(event)
        } else {
            store.append(event) { window?.drop($0) }
        }
    }

    // MARK: - Screens

    /// What the recorder takes of the pictures handed to ``recordScreen(of:image:)``: the
    /// limit for one picture and the session's budget. Change it before the first screen.
    public var screenLimits: ScreenLimits {
        get { lock.withLock { screenLedger.limits } }
        set { lock.withLock { screenLedger.limits = newValue } }
    }

    /// Records a picture of what a viewful RIB shows now: a ``RibScreen`` between the
    /// events recorded before it and those after, which changes nothing in the tree.
    ///
    /// The picture is hashed before the recorder's lock is taken, so recording threads wait
    /// only for the bookkeeping and for the sinks to buffer the picture. A picture the
    /// recording already holds is stored once: the new screen names it. A picture larger
    /// than ``ScreenLimits/maximumImageByteCount``, one past the session's
    /// ``ScreenLimits/sessionByteBudget``, one whose bytes are not its media type, and one
    /// of an undeclared RIB are refused and counted in ``Trace/droppedScreens``, which the
    /// sinks stream too. Apps usually let a ``ScreenCapture`` call this.
    ///
    /// - Returns: What became of the picture.
    @discardableResult
    public func recordScreen(of rib: RibID, image: ScreenImage) -> ScreenRecording {
        lock.withLock {
            guard finished == nil else { return .notRecording }
            let isDeclared = rib.rawValue >= 1 && Int(rib.rawValue) <= ribs.count
            let isNew: Bool
            switch screenLedger.admit(image, ofDeclaredRib: isDeclared) {
            case .dropped(let reason):
                for sink in sinks { sink.noteDroppedScreens(screenLedger.drops) }
                return .dropped(reason)
            case .new: isNew = true
            case .known: isNew = false
            }
            lastTime = elapsedTime()
            let screen = RibScreen(rib: rib, sequence: nextSequence, time: lastTime, image: image.digest)
            screenLedger.keep(screen)
            for sink in sinks { sink.append(screen, image: isNew ? image : nil) }
            return isNew ? .recorded(screen) : .referenced(screen)
        }
    }

    /// Records a picture of what a viewful RIB shows now, from its encoded bytes: see
    /// ``recordScreen(of:image:)``.
    @discardableResult
    public func recordScreen(
        of rib: RibID,
        image: Data,
        mediaType: ScreenImage.MediaType,
        pixelWidth: Int,
        pixelHeight: Int
    ) -> ScreenRecording {
        recordScreen(of: rib, image: ScreenImage(bytes: [UInt8](image), mediaType: mediaType, pixelWidth: pixelWidth, pixelHeight: pixelHeight))
    }

    /// The recorder's clock reading since it started, never before the last record's time.
    var elapsedNanoseconds: UInt64 {
        lock.withLock { elapsedTime() }
    }

    // MARK: - Reading

    /// The trace so far: every declaration, the events the retention policy kept, and as
    /// its ``Trace/end`` the clock's reading now; once ``finish()`` was called, the trace
    /// as it was then.
    ///
    /// The trace ends when you take it, so in a test a pause before it counts: detach a
    /// RIB, `clock.advance(by: .seconds(2))`, then `trace().leaks(after: .seconds(1))`
    /// judges the RIB as RIBs' `LeakDetector` would.
    public func trace() -> Trace {
        lock.withLock { finished ?? traceNow() }
    }

    /// The trace so far, ending now. Call it while holding `lock`.
    ///
    /// A ring buffer's trace opens with events that restate what the dropped events left
    /// (``Trace/openingEventCount``), so that its window reads on its own; such a trace is
    /// format version ``TraceHeader/openingVersion``.
    private func traceNow() -> Trace {
        let opening = window?.openingEvents ?? []
        var header = header
        if !opening.isEmpty { header.version = TraceHeader.openingVersion }
        var trace = Trace(
            recordedHeader: header,
            ribs: ribs,
            scopes: scopes,
            workflows: workflows,
            events: opening + store.ordered,
            end: elapsedTime()
        )
        trace.openingEventCount = opening.count
        let firstKept = trace.events.dropFirst(opening.count).first?.sequence ?? nextSequence
        (trace.screens, trace.screenImages) = screenLedger.screens(from: firstKept)
        trace.droppedScreens = screenLedger.drops
        return trace
    }

    /// The clock's reading since the recorder started, never before the last event's time.
    /// Call it while holding `lock`.
    @inline(__always)
    private func elapsedTime() -> UInt64 {
        max(clock.now() &- startTime, lastTime)
    }

    /// How many events were recorded, including any the retention policy dropped.
    public var eventCount: UInt64 {
        lock.withLock { nextSequence }
    }

    /// Writes out everything the sinks buffer: a file sink writes its file, a live sink
    /// sends what it holds soon.
    ///
    /// It does not end the recording, so call it as often as you like: when the app goes
    /// to the background, or on a timer. ``finish()`` ends it.
    ///
    /// - Throws: The first error a sink met while writing, if any; every sink is flushed
    ///   even so.
    public func flush() throws {
        try lock.withLock {
            var firstError: (any Error)?
            for sink in sinks {
                do { try sink.flush() } catch { firstError = firstError ?? error }
            }
            if let firstError { throw firstError }
        }
    }

    /// Ends the recording: the trace ends now (``Trace/end``), and each sink writes its end
    /// record and flushes.
    ///
    /// Call it once, when the session is over: when the app terminates, or at the end of a
    /// test that streams to a file. Afterwards the recorder records nothing more:
    /// ``record(_:)`` does nothing, the recorder lets go of its sinks (a file closes
    /// once nothing else holds it), and ``trace()`` returns the recording as it was when it
    /// finished. Calling it again changes nothing. A file whose app never called it still
    /// reads, and ends at its last event.
    ///
    /// ```swift
    /// func applicationWillTerminate(_ application: UIApplication) {
    ///     try? recorder.finish()   // the trace file ends with {"record":"end","t":…}
    /// }
    /// ```
    ///
    /// - Throws: The first error a sink met while writing, if any; every sink is
    ///   finished even so.
    public func finish() throws {
        try lock.withLock {
            guard finished == nil else { return }
            let trace = traceNow()
            finished = trace
            let sinks = self.sinks
            self.sinks = []
            var firstError: (any Error)?
            for sink in sinks {
                do { try sink.finish(at: trace.endTime) } catch { firstError = firstError ?? error }
            }
            if let firstError { throw firstError }
        }
    }
}

// MARK: - The current recorder

extension RibRecorder {
    @TaskLocal private static var scoped: RibRecorder?
    private static let installed = Locked<RibRecorder?>(nil)

    /// The recorder that RIBs created now report to: the one made current by
    /// ``recording(_:)`` on this task, otherwise the one ``install(_:)`` set, if any.
    public static var current: RibRecorder? {
        scoped ?? installed.withLock { $0 }
    }

    /// Makes `recorder` the process-wide recorder, for apps; `nil` stops recording RIBs
    /// created from now on.
    public static func install(_ recorder: RibRecorder?) {
        installed.withLock { $0 = recorder }
    }

    /// Runs `body` with this recorder as ``current`` for the current task and the tasks it
    /// creates, so concurrently running tests each record only their own RIBs.
    public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self, operation: body)
    }

    /// Runs `body` with this recorder as ``current`` for the current task and the tasks it
    /// creates, so concurrently running tests each record only their own RIBs.
    public func recording<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$scoped.withValue(self, operation: body, isolation: isolation)
    }
}

/// The version of ribviz written into traces it records.
public enum RibInspectorVersion {
    /// This library's version.
    public static let current = "0.1.0"
}
