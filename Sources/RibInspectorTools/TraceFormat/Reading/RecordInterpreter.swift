import RibInspector

/// Turns the records a parser reads into declarations and events, checking what JSON
/// alone cannot: required members, declarations before use, unique identifiers,
/// increasing sequence numbers and times, and an end not before the last event. It passes
/// them on in batches to a ``TraceBuildQueue``, which builds the trace and replays the tree.
struct RecordInterpreter: Sendable {
    /// Nanoseconds per unit of the trace's `t`.
    private let timeScale: UInt64
    private var lastSequence: UInt64?
    private var lastTime: UInt64 = 0
    /// When recording stopped, in the trace's time unit, and where the file says so.
    private var end: (time: UInt64, offset: Int)?
    /// Whether every event so far is present (the sequence numbers have no gap), so that a
    /// contradiction with the tree is the trace's fault and not a dropped event's.
    private var checksTree = true
    /// How many opening events have been read, skipped ones included: they come first.
    private var openingEventCount = 0
    /// How many opening events the trace keeps (``RibInspector/Trace/openingEventCount``):
    /// those of a kind this version knows.
    private var keptOpeningEventCount = 0
    /// How many events have been read so far, skipped ones included.
    private var readEventCount = 0
    private var ribs = IdentifierSet()
    private var scopes = IdentifierSet()
    private var workflows = IdentifierSet()
    /// Scopes named by declarations before they are declared, checked at the end.
    private var scopeReferences: [ScopeReference] = []
    private var strings = StringInterner()
    /// One box of type names per kind of RIB, which its instances' declarations share.
    private var typeNames = RibDescriptor.TypeNameTable()
    private let kinds = WordTable<TraceVocabulary.EventKind>()
    private let anomalies = WordTable<TraceVocabulary.AnomalyKind>()
    /// The screens read so far, with their pictures.
    private var screens: ScreenReading
    private var batch = TraceBatch(checksTree: true)
    private var queue: TraceBuildQueue

    /// An interpreter for a trace of `byteCount` bytes; one that reads `inChunks` keeps
    /// where each event came from and hands the events over chunk by chunk
    /// (``settleChunk()``).
    init(
        header: TraceHeader, timeScale: UInt64, byteCount: Int, inChunks: Bool = false,
        screenLimits: ScreenReading.Limits = ScreenReading.Limits()
    ) {
        self.timeScale = timeScale
        screens = ScreenReading(limits: screenLimits)
        let builder = TraceBuilder(
            header: header, expectedEventCount: inChunks ? 0 : byteCount / Self.typicalEventSize, keepsOffsets: inChunks)
        queue = TraceBuildQueue(builder, byteCount: inChunks ? 0 : byteCount)
    }

    /// About how many bytes an event takes in a file, to reserve room for the events.
    private static let typicalEventSize = 64

    // MARK: - Declarations

    mutating func declareRib(_ fields: RecordFields, in text: JSONScanner) throws(ReadFailure) {
        let what = "the RIB declaration"
        let id = try required(fields.id, .id, in: what, fields)
        var rib = RibDescriptor(
            id: RibID(rawValue: id),
            name: strings.string(try required(fields.name, .name, in: what, fields), in: text),
            routerType: fields.router.map { strings.string($0, in: text) },
            interactorType: fields.interactor.map { strings.string($0, in: text) },
            builderType: fields.builder.map { strings.string($0, in: text) },
            adapterType: fields.adapter.map { strings.string($0, in: text) },
            isViewful: fields.viewful,
            scope: fields.scope.map(ScopeID.init(rawValue:)),
            tracksInteractorDeallocation: fields.interactorTracked ?? false
        )
        rib.shareTypeNames(in: &typeNames)
        guard !ribs.contains(id) else { throw ReadFailure(offset: fields.start, problem: .duplicateDeclaration("RIB id \(id)")) }
        ribs.insert(id)
        try append(.rib(rib), at: fields.start)
        if let scope = fields.scope, !scopes.contains(scope) {
            scopeReferences.append(ScopeReference(scope: scope, declaration: .rib(id), offset: fields.start))
        }
    }

    mutating func declareScope(_ fields: RecordFields, in text: JSONScanner) throws(ReadFailure) {
        let what = "the scope declaration"
        let id = try required(fields.id, .id, in: what, fields)
        let scope = ScopeDescriptor(
            id: ScopeID(rawValue: id),
            name: strings.string(try required(fields.name, .name, in: what, fields), in: text),
            componentType: fields.component.map { strings.string($0, in: text) },
            parent: fields.parent.map(ScopeID.init(rawValue:))
        )
        guard !scopes.contains(id) else { throw ReadFailure(offset: fields.start, problem: .duplicateDeclaration("scope id \(id)")) }
        scopes.insert(id)
        var shared: [String] = []
        if let sharedList = fields.sharedList {
            var list = JSONScanner(base: text.base, count: text.count, offset: sharedList)
            shared = (try list.readStringList(field: RecordFields.Key.shared.text) ?? []).map { strings.string($0, in: text) }
        }
        try append(.scope(scope, shared: shared), at: fields.start)
        if let parent = fields.parent, !scopes.contains(parent) {
            scopeReferences.append(ScopeReference(scope: parent, declaration: .scope(id), offset: fields.start))
        }
    }

    mutating func declareWorkflow(_ fields: RecordFields, in text: JSONScanner) throws(ReadFailure) {
        let what = "the workflow declaration"
        let id = try required(fields.id, .id, in: what, fields)
        let workflow = WorkflowDescriptor(
            id: WorkflowID(rawValue: id),
            name: strings.string(try required(fields.name, .name, in: what, fields), in: text)
        )
        guard !workflows.contains(id) else {
            throw ReadFailure(offset: fields.start, problem: .duplicateDeclaration("workflow id \(id)"))
        }
        workflows.insert(id)
        try append(.workflow(workflow), at: fields.start)
    }

    // MARK: - Events

    /// Checks an event's members and order and passes it on as a ``RibEvent``; an event of
    /// a kind this version does not know is skipped with a warning.
    @inline(__always)
    mutating func addEvent(
        _ fields: RecordFields,
        in text: JSONScanner,
        diagnostics: inout Diagnostics
    ) throws(ReadFailure) {
        let sequence = try required(fields.seq, .seq, in: "the event", fields)
        let time = try scaledTime(try required(fields.t, .t, in: "the event", fields), field: RecordFields.Key.t.text, at: fields.start)
        let kindWord = try required(fields.kind, .kind, in: "the event", fields)
        try checkOrder(sequence: sequence, time: time, isOpening: fields.opening ?? false, fields, diagnostics: &diagnostics)
        guard let word = kinds.word(kindWord, in: text) else {
            diagnostics.skip("events of unknown kind \"\(TextEscaping.singleLine(text.string(kindWord)))\"", at: fields.start)
            return
        }
        guard let kind = try makeKind(word, fields, in: text, diagnostics: &diagnostics) else { return }
        if fields.opening == true { keptOpeningEventCount += 1 }
        batch.append(RibEvent(sequence: sequence, time: time, kind: kind), at: fields.start)
        if batch.isFull { try flush() }
    }

    private mutating func append(_ declaration: TraceBatch.Declaration.Descriptor, at offset: Int) throws(ReadFailure) {
        batch.append(declaration, at: offset)
        if batch.isFull { try flush() }
    }

    /// Hands the batch so far to the builder.
    private mutating func flush() throws(ReadFailure) {
        guard !batch.isEmpty else { return }
        let full = batch
        batch = TraceBatch(checksTree: checksTree)
        try queue.send(full)
    }

    /// The latest time a trace may hold, in nanoseconds: 2^63 − 1, about 292 years, the
    /// most a `Duration` or a signed 64-bit count of nanoseconds (as Swift's clocks and
    /// Perfetto use) holds.
    static let latestTime = UInt64(Int64.max)

    /// `time`, in the trace's unit, in nanoseconds; a failure naming `field` when it is
    /// later than ``latestTime``.
    @inline(__always)
    private func scaledTime(_ time: UInt64, field: @autoclosure () -> String, at offset: Int) throws(ReadFailure) -> UInt64 {
        let (nanoseconds, overflow) = time.multipliedReportingOverflow(by: timeScale)
        guard !overflow, nanoseconds <= Self.latestTime else {
            throw ReadFailure(
                offset: offset,
                problem: .invalidValue(
                    field: field(), expected: "a time within 2^63 nanoseconds (292 years) of the session's start",
                    found: "\(time), which is later"))
        }
        return nanoseconds
    }

    @inline(__always)
    private mutating func checkOrder(
        sequence: UInt64,
        time: UInt64,
        isOpening: Bool,
        _ fields: RecordFields,
        diagnostics: inout Diagnostics
    ) throws(ReadFailure) {
        if isOpening {
            guard openingEventCount == readEventCount else {
                throw ReadFailure(
                    offset: fields.start,
                    problem: .misplaced(
                        "an opening event comes after event \(lastSequence ?? 0); opening events restate the tree at the start of a ring buffer's window and come before its first kept event"
                    ))
            }
            openingEventCount += 1
            if lastSequence == nil {
                // The window follows its opening: the events before it were not kept.
                lastSequence = sequence
                readEventCount = 1
                lastTime = time
                return
            }
        } else if openingEventCount > 0, openingEventCount == readEventCount {
            diagnostics.warn(at: fields.start, Self.windowWarning(notKept: sequence))
        }
        readEventCount += 1
        let expected: UInt64
        if let lastSequence {
            guard sequence > lastSequence else {
                throw ReadFailure(offset: fields.start, problem: .sequenceNotIncreasing(previous: lastSequence, found: sequence))
            }
            expected = lastSequence + 1
        } else {
            expected = 0
        }
        guard time >= lastTime else {
            throw ReadFailure(offset: fields.start, problem: .timeWentBackwards(previous: lastTime, found: time))
        }
        if sequence != expected, checksTree {
            try flush()
            checksTree = false
            batch.checksTree = false
            diagnostics.warn(
                at: fields.start,
                expected == 0
                    ? "the trace starts at event \(sequence): the recorder kept only its most recent events, so events that contradict the tree are not reported"
                    : "\(expected == sequence - 1 ? "event \(expected) is" : "events \(expected) to \(sequence - 1) are") missing, so from here events that contradict the tree are not reported"
            )
        }
        lastSequence = sequence
        lastTime = time
    }

    /// The warning for a trace whose first `notKept` events a ring buffer dropped, and which
    /// opens with the tree as they left it.
    static func windowWarning(notKept: UInt64) -> String {
        "the trace starts mid-session: the first \(notKept) event\(notKept == 1 ? " was" : "s were") not kept, and it opens with the tree as it was then"
    }

    /// The event's kind with its members, or `nil` when a word in it is unknown (the
    /// event is then skipped with a warning).
    @inline(__always)
    private mutating func makeKind(
        _ word: TraceVocabulary.EventKind,
        _ fields: RecordFields,
        in text: JSONScanner,
        diagnostics: inout Diagnostics
    ) throws(ReadFailure) -> RibEvent.Kind? {
        // The word's text is made only for a message: making it for every event cost more
        // than reading the event's members.
        switch word {
        case .built: return .built(try rib(fields.rib, .rib, word, fields))
        case .launch: return .launched(try rib(fields.rib, .rib, word, fields))
        case .activate: return .activated(try rib(fields.rib, .rib, word, fields))
        case .deactivate: return .deactivated(try rib(fields.rib, .rib, word, fields))
        case .load: return .loaded(try rib(fields.rib, .rib, word, fields))
        case .deallocate: return .deallocated(try rib(fields.rib, .rib, word, fields))
        case .deallocateInteractor: return .interactorDeallocated(try rib(fields.rib, .rib, word, fields))
        case .attach:
            return .attached(try rib(fields.rib, .rib, word, fields), parent: try rib(fields.parent, .parent, word, fields))
        case .detach:
            return .detached(try rib(fields.rib, .rib, word, fields), parent: try rib(fields.parent, .parent, word, fields))
        case .share:
            let name = strings.string(try required(fields.name, .name, in: "the share event", fields), in: text)
            let scope = try required(fields.scope, .scope, in: "the share event", fields)
            guard scopes.contains(scope) else { throw ReadFailure(offset: fields.start, problem: .undeclared("scope \(scope)")) }
            return .sharedObjectCreated(name, scope: ScopeID(rawValue: scope))
        case .workflowStart:
            return .workflowStarted(try workflow(fields, word))
        case .stepStart:
            return .stepStarted(try step(fields, word, in: text))
        case .stepFinish:
            return .stepFinished(try step(fields, word, in: text))
        case .workflowEnd:
            let workflow = try workflow(fields, word)
            let outcomeText = text.string(try required(fields.outcome, .outcome, in: "the \(word.rawValue) event", fields))
            guard let outcome = RibEvent.WorkflowOutcome(rawValue: outcomeText) else {
                diagnostics.skip("workflowEnd events with unknown outcome \"\(TextEscaping.singleLine(outcomeText))\"", at: fields.start)
                return nil
            }
            return .workflowEnded(workflow, outcome)
        case .anomaly:
            let anomalyWord = try required(fields.anomaly, .anomaly, in: "the anomaly event", fields)
            guard let anomaly = anomalies.word(anomalyWord, in: text) else {
                diagnostics.skip(
                    "anomaly events of unknown kind \"\(TextEscaping.singleLine(text.string(anomalyWord)))\"",
                    at: fields.start)
                return nil
            }
            let rib = try rib(fields.rib, .rib, word, fields)
            let parent = try self.rib(fields.parent, .parent, word, fields)
            switch anomaly {
            case .attachedTwice: return .anomaly(.attachedTwice(rib, parent: parent))
            case .detachedNonChild: return .anomaly(.detachedNonChild(rib, parent: parent))
            }
        }
    }

    /// The step of a `stepStart` or `stepFinish` event (`kind`).
    private mutating func step(_ fields: RecordFields, _ kind: TraceVocabulary.EventKind, in text: JSONScanner) throws(ReadFailure) -> WorkflowStep {
        var stepRib: RibID?
        if let rib = fields.rib { stepRib = try self.rib(rib, .rib, kind, fields) }
        return WorkflowStep(
            workflow: try workflow(fields, kind),
            index: Int(truncatingIfNeeded: try required(fields.step, .step, in: "the \(kind.rawValue) event", fields)),
            name: strings.string(try required(fields.name, .name, in: "the \(kind.rawValue) event", fields), in: text),
            rib: stepRib
        )
    }

    @inline(__always)
    private func rib(
        _ value: UInt32?,
        _ field: RecordFields.Key,
        _ kind: TraceVocabulary.EventKind,
        _ fields: RecordFields
    ) throws(ReadFailure) -> RibID {
        let id = try required(value, field, in: "the \(kind.rawValue) event", fields)
        guard ribs.contains(id) else { throw ReadFailure(offset: fields.start, problem: .undeclared("RIB \(id)")) }
        return RibID(rawValue: id)
    }

    private func workflow(_ fields: RecordFields, _ kind: TraceVocabulary.EventKind) throws(ReadFailure) -> WorkflowID {
        let id = try required(fields.workflow, .workflow, in: "the \(kind.rawValue) event", fields)
        guard workflows.contains(id) else { throw ReadFailure(offset: fields.start, problem: .undeclared("workflow \(id)")) }
        return WorkflowID(rawValue: id)
    }

    @inline(__always)
    private func required<Value>(
        _ value: Value?,
        _ field: RecordFields.Key,
        in container: @autoclosure () -> String,
        _ fields: RecordFields
    ) throws(ReadFailure) -> Value {
        guard let value else { throw ReadFailure(offset: fields.start, problem: .missingField(field.text, in: container())) }
        return value
    }

    /// A scope that a declaration names before the scope is declared, to be checked once
    /// every declaration is read.
    private struct ScopeReference: Sendable {
        enum Declaration: Sendable {
            case rib(UInt32)
            case scope(UInt32)
        }

        var scope: UInt32
        var declaration: Declaration
        var offset: Int
    }

    // MARK: - Screens

    /// Reads a screen: in JSON Lines (`amongEvents`) it sits between events; in a document
    /// it is an element of the `screens` array. A broken screen is skipped with a warning.
    mutating func addScreen(_ fields: RecordFields, in text: JSONScanner, amongEvents: Bool, diagnostics: inout Diagnostics) {
        let nextEvent = lastSequence.map { (sequence: $0 &+ 1, time: lastTime) } ?? (sequence: 0, time: lastTime)
        let context = ScreenReading.Context(nextEvent: amongEvents ? nextEvent : nil, timeScale: timeScale, ribs: ribs)
        if let problem = screens.read(fields, in: text, context: context) {
            diagnostics.skipBroken(problem, at: fields.start)
        }
    }

    /// Reads the counts of screens the recorder refused.
    mutating func noteScreenDrops(_ fields: RecordFields) {
        screens.readDrops(fields)
    }

    /// Hands over the screens read since the last call, with the pictures first seen
    /// among them.
    mutating func takeScreens() -> (screens: [RibScreen], images: [ScreenDigest: ScreenImage], drops: ScreenDrops) {
        let (taken, images) = screens.take()
        return (taken, images, screens.drops)
    }

    // MARK: - The end

    /// Reads the end record of a JSON Lines trace.
    mutating func end(_ fields: RecordFields) throws(ReadFailure) {
        try end(at: try required(fields.t, .t, in: "the end record", fields), field: RecordFields.Key.t.text, offset: fields.start)
    }

    /// Notes when recording stopped, in the trace's time unit: the value of `field` at
    /// `offset`. It is checked against the last event once every event is read.
    mutating func end(at time: UInt64, field: String, offset: Int) throws(ReadFailure) {
        guard end == nil else {
            throw ReadFailure(offset: offset, problem: .misplaced("a second end record; a trace ends once, after its last event"))
        }
        end = (try scaledTime(time, field: field, at: offset), offset)
    }

    // MARK: - Finishing

    private func undeclaredScope(_ reference: ScopeReference) -> ReadFailure {
        let declaration =
            switch reference.declaration {
            case .rib(let id): "the declaration of RIB \(id)"
            case .scope(let id): "the declaration of scope \(id)"
            }
        return ReadFailure(offset: reference.offset, problem: .undeclaredReference("scope \(reference.scope)", from: declaration))
    }

    /// The trace and the tree after its last event, once every batch is built and every
    /// declaration's references are checked.
    mutating func finish(warnings: [TraceWarning]) throws(ReadFailure) -> (Trace, RibTree) {
        try flush()
        var (trace, tree) = try queue.finish(warnings: warnings)
        for reference in scopeReferences where !scopes.contains(reference.scope) {
            throw undeclaredScope(reference)
        }
        if let end {
            guard end.time >= lastTime else {
                throw ReadFailure(offset: end.offset, problem: .endBeforeLastEvent(end: end.time, lastEvent: lastTime))
            }
            trace.end = end.time
        }
        trace.openingEventCount = keptOpeningEventCount
        (trace.screens, trace.screenImages, trace.droppedScreens) = takeScreens()
        return (trace, tree)
    }

    // MARK: - Chunk by chunk

    /// A copy to read the next chunk into. It shares this one's builder, which notes what
    /// the chunk changes: when the chunk fails, ``undoChunk()`` on this one undoes that, and
    /// this one reads on as it was (no copy of the trace or the tree is made).
    func startingChunk() -> RecordInterpreter {
        queue.startChunk()
        return self
    }

    /// Undoes what the builder took of the chunk started by ``startingChunk()``.
    func undoChunk() {
        queue.undoChunk()
    }

    /// Lets go of the declarations of `ribs` between chunks: they still count as declared.
    func forgetRibs(_ ribs: [RibID]) {
        queue.forgetRibs(ribs)
    }

    /// Builds what the chunk read and checks that the end is not before the last event,
    /// without ending the trace. Hands over the chunk's events with their offsets.
    mutating func settleChunk() throws(ReadFailure) -> (events: [RibEvent], offsets: [Int]) {
        try flush()
        if let end, end.time < lastTime {
            throw ReadFailure(offset: end.offset, problem: .endBeforeLastEvent(end: end.time, lastEvent: lastTime))
        }
        return queue.takeEvents()
    }

    /// Hands over the scopes that declarations so far name before they are declared, each
    /// with the failure to report if the trace ends without declaring it.
    mutating func takeScopeReferences() -> [(scope: UInt32, failure: ReadFailure)] {
        defer { scopeReferences = [] }
        return scopeReferences.map { ($0.scope, undeclaredScope($0)) }
    }

    /// Whether a scope with this identifier is declared.
    func declaresScope(_ id: UInt32) -> Bool {
        scopes.contains(id)
    }

    /// Where the end record is, once it is read (negative in a chunk before this one).
    var endOffset: Int? { end?.offset }

    /// Moves the end record's offset by `distance`: the next chunk's offsets start after
    /// this one's bytes.
    mutating func moveOffsets(by distance: Int) {
        end?.offset -= distance
    }

    /// The header and the declarations so far, with the end once it is read (no events).
    var declarations: Trace {
        var trace = queue.declarations
        trace.end = end?.time
        return trace
    }

    /// The tree after the events read so far.
    var tree: RibTree { queue.tree }

    /// The failure to report when the parser failed: an earlier one from the builder, if
    /// the events before the parser's failure contradict the tree, otherwise the parser's.
    mutating func firstFailure(parserFailure: ReadFailure) -> ReadFailure {
        do {
            try flush()
            _ = try queue.finish(warnings: [])
        } catch {
            return error
        }
        return parserFailure
    }
}
