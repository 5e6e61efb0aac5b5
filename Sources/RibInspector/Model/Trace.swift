/// A recorded session: the RIBs, scopes and workflows it saw, and every event in order.
///
/// A trace comes from a ``RibRecorder`` (``RibRecorder/trace()``) or from a file
/// (`TraceReader`, in RibInspectorTools). Replay it with ``RibTree`` to see the tree
/// after any event.
public struct Trace: Sendable {
    /// The format version and the session.
    public var header: TraceHeader
    /// Every RIB the trace declares, in the order they were declared.
    public private(set) var ribs: [RibDescriptor]
    /// Every scope the trace declares, in the order they were declared.
    public private(set) var scopes: [ScopeDescriptor]
    /// Every workflow run the trace declares, in the order they were declared.
    public private(set) var workflows: [WorkflowDescriptor]
    /// The events, in the order they happened.
    public var events: [RibEvent]
    /// The moment recording stopped, in nanoseconds since the session started, like event
    /// times; `nil` when the trace does not say (a trace from an older ribviz, or the file
    /// of an app that stopped before it finished its recording).
    ///
    /// ``RibRecorder/trace()`` sets it to the recorder's clock reading. To ask how long the
    /// trace lasts, use ``endTime``, which also covers traces without it.
    public var end: UInt64?
    /// What a reader skipped or repaired while loading the trace, in file order.
    public var warnings: [TraceWarning]
    /// How many of the first ``events`` are opening events: not what happened then, but a
    /// restatement of the tree, activity and workflow steps that the events a ring buffer
    /// dropped left behind (`"opening":true` in a file, format version 2). 0 for a trace
    /// that has every event from the session's start.
    ///
    /// The first kept event's sequence number is how many events were recorded before it.
    public var openingEventCount = 0
    /// Pictures of what viewful RIBs showed, in the order they were taken: each names its
    /// RIB, its place among the events and its picture in ``screenImages``.
    public var screens: [RibScreen] = []
    /// The pictures the ``screens`` show, by digest: a picture taken twice is held once.
    public var screenImages: [ScreenDigest: ScreenImage] = [:]
    /// How many screens the recorder refused (too large, over its budget, invalid), so
    /// that no picture goes missing unnoticed.
    public var droppedScreens = ScreenDrops()

    /// Where each declaration is, by identifier: arrays, as recorders number densely (32
    /// bits each: a long session keeps one per RIB instance).
    private var ribIndex = IdentifierTable<RibID, UInt32>()
    /// For each RIB, by index: its position among the RIBs of the same name, from 1.
    private var nameOrdinals: [UInt32] = []
    private var nameCounts: [String: Int] = [:]
    /// For each name, the numbers `n` for which the trace declares a RIB named `name#n`:
    /// the `#n` its instances skip, so that no two RIBs share a display name.
    private var takenNumbers = TakenInstanceNumbers()
    /// How many RIB declarations the trace has had, those it let go of
    /// (``forgetRibs(_:)``) included.
    package private(set) var declaredRibCount = 0
    /// The RIBs' names, each once, in the order of their first declaration.
    package private(set) var ribNames: [String] = []
    /// RIBs whose declaration the trace let go of: a bit each.
    private var forgottenRibs = IdentifierSet()
    /// Once the trace let go of a declaration: for each RIB in ``ribs``, by index, its
    /// place among every RIB declaration made. Empty before.
    private var declarationOrdinals: [UInt32] = []
    private var scopeIndex = IdentifierTable<ScopeID, Int>()
    private var workflowIndex = IdentifierTable<WorkflowID, Int>()

    /// Creates an empty trace.
    public init(header: TraceHeader) {
        self.header = header
        self.ribs = []
        self.scopes = []
        self.workflows = []
        self.events = []
        self.warnings = []
    }

    /// Creates a trace from its parts.
    ///
    /// - Parameter end: The moment recording stopped (see ``end``), if known.
    /// - Throws: ``TraceModelError/duplicateDeclaration(_:)`` when two declarations share an identifier.
    public init(
        header: TraceHeader,
        ribs: [RibDescriptor],
        scopes: [ScopeDescriptor] = [],
        workflows: [WorkflowDescriptor] = [],
        events: [RibEvent] = [],
        end: UInt64? = nil
    ) throws(TraceModelError) {
        self.init(header: header)
        for rib in ribs { try declare(rib) }
        for scope in scopes { try declare(scope) }
        for workflow in workflows { try declare(workflow) }
        self.events = events
        self.end = end
    }

    /// Creates a trace from parts whose identifiers are unique by construction (a
    /// recorder's); where one repeats, the first declaration wins.
    init(
        recordedHeader header: TraceHeader,
        ribs: [RibDescriptor],
        scopes: [ScopeDescriptor],
        workflows: [WorkflowDescriptor],
        events: [RibEvent],
        end: UInt64
    ) {
        self.init(header: header)
        for rib in ribs where ribIndex[rib.id] == nil { appendRib(rib) }
        self.scopes = scopes
        self.workflows = workflows
        self.events = events
        self.end = end
        for (index, scope) in scopes.enumerated() where scopeIndex[scope.id] == nil { scopeIndex[scope.id] = index }
        for (index, workflow) in workflows.enumerated() where workflowIndex[workflow.id] == nil {
            workflowIndex[workflow.id] = index
        }
    }

    /// When the trace ends, in nanoseconds since the session started: ``end`` or the last
    /// event's time, whichever is later, and 0 for a trace with neither.
    ///
    /// It is the one end every measure of the trace uses: a RIB still attached stays
    /// attached until then, ``leaks(after:)`` judges the RIBs that left the tree at least
    /// its grace period before it, and a session summary lasts until then.
    public var endTime: UInt64 {
        max(end ?? 0, events.last?.time ?? 0)
    }

    /// The RIB with this identifier, if the trace declares it.
    public func rib(_ id: RibID) -> RibDescriptor? {
        ribIndex[id].map { ribs[Int($0)] }
    }

    /// Whether the trace declares a RIB with this identifier (without copying its
    /// descriptor), even one whose declaration it let go of.
    func declares(_ id: RibID) -> Bool {
        ribIndex[id] != nil || forgottenRibs.contains(id.rawValue)
    }

    /// The scope with this identifier, if the trace declares it.
    public func scope(_ id: ScopeID) -> ScopeDescriptor? {
        scopeIndex[id].map { scopes[$0] }
    }

    /// The workflow with this identifier, if the trace declares it.
    public func workflow(_ id: WorkflowID) -> WorkflowDescriptor? {
        workflowIndex[id].map { workflows[$0] }
    }

    /// Adds a RIB declaration.
    public mutating func declare(_ rib: RibDescriptor) throws(TraceModelError) {
        guard !declares(rib.id) else { throw .duplicateDeclaration("RIB id \(rib.id.rawValue)") }
        appendRib(rib)
    }

    private mutating func appendRib(_ rib: RibDescriptor) {
        if ribs.count != declaredRibCount { declarationOrdinals.append(UInt32(declaredRibCount)) }
        ribIndex[rib.id] = UInt32(ribs.count)
        ribs.append(rib)
        declaredRibCount += 1
        let ordinal = nameCounts[rib.name, default: 0] + 1
        nameCounts[rib.name] = ordinal
        nameOrdinals.append(UInt32(ordinal))
        if ordinal == 1 {
            ribNames.append(rib.name)
            takenNumbers.insert(rib.name)
        }
    }

    /// The name to show for a RIB: its name, followed by `#1`, `#2`… when the trace holds
    /// several instances of that name (two `TransportHome` RIBs are `TransportHome#1` and
    /// `TransportHome#2`). An undeclared RIB shows as `rib 7`.
    ///
    /// No two RIBs share a display name: the instances skip the numbers of RIBs whose own
    /// name is that name and a `#n` (with a RIB named `X#1`, two `X` RIBs are `X#2` and
    /// `X#3`).
    public func displayName(of id: RibID) -> String {
        guard let index = ribIndex[id].map(Int.init) else { return id.description }
        let name = ribs[index].name
        guard nameCounts[name, default: 1] > 1 else { return name }
        return "\(name)#\(takenNumbers.number(ofInstance: Int(nameOrdinals[index]), of: name))"
    }

    /// Adds a scope declaration.
    public mutating func declare(_ scope: ScopeDescriptor) throws(TraceModelError) {
        guard scopeIndex[scope.id] == nil else { throw .duplicateDeclaration("scope id \(scope.id.rawValue)") }
        scopeIndex[scope.id] = scopes.count
        scopes.append(scope)
    }

    /// Adds a workflow declaration.
    public mutating func declare(_ workflow: WorkflowDescriptor) throws(TraceModelError) {
        guard workflowIndex[workflow.id] == nil else {
            throw .duplicateDeclaration("workflow id \(workflow.id.rawValue)")
        }
        workflowIndex[workflow.id] = workflows.count
        workflows.append(workflow)
    }

    /// Records that a scope shares an object, keeping the first-seen order and no repeats.
    public mutating func addSharedObject(_ name: String, to scope: ScopeID) {
        guard let index = scopeIndex[scope], !scopes[index].sharedObjects.contains(name) else { return }
        scopes[index].sharedObjects.append(name)
    }
}

extension Trace {
    /// How many declarations of each kind a trace holds: where
    /// ``removeDeclarations(after:)`` cuts.
    package struct DeclarationCounts: Hashable, Sendable {
        package var ribs = 0
        package var scopes = 0
        package var workflows = 0

        /// No declarations.
        package init() {}
    }

    /// How many declarations of each kind the trace holds (of RIBs, how many it has had).
    package var declarationCounts: DeclarationCounts {
        var counts = DeclarationCounts()
        counts.ribs = declaredRibCount
        counts.scopes = scopes.count
        counts.workflows = workflows.count
        return counts
    }

    /// Removes the declarations made after `counts`, latest first, as if they had never
    /// been made: display names lose the `#n` only they gave. The trace must still hold
    /// them (``forgetRibs(_:)`` never let go of them).
    package mutating func removeDeclarations(after counts: DeclarationCounts) {
        while declaredRibCount > counts.ribs, let rib = ribs.popLast() {
            ribIndex[rib.id] = nil
            nameOrdinals.removeLast()
            if declarationOrdinals.count > ribs.count { declarationOrdinals.removeLast() }
            declaredRibCount -= 1
            nameCounts[rib.name] = nameCounts[rib.name].flatMap { $0 > 1 ? $0 - 1 : nil }
            if nameCounts[rib.name] == nil {
                ribNames.removeLast()
                takenNumbers.remove(rib.name)
            }
        }
        while scopes.count > counts.scopes { scopeIndex[scopes.removeLast().id] = nil }
        while workflows.count > counts.workflows { workflowIndex[workflows.removeLast().id] = nil }
    }

    /// The RIBs the trace holds that were declared after its first `count` declarations,
    /// in declaration order: `ribs[count...]` until the trace lets go of a declaration.
    package func ribs(declaredAfter count: Int) -> ArraySlice<RibDescriptor> {
        guard ribs.count != declaredRibCount else { return ribs[min(count, ribs.count)...] }
        var low = 0
        var high = declarationOrdinals.count
        while low < high {
            let middle = (low + high) / 2
            if declarationOrdinals[middle] < count { low = middle + 1 } else { high = middle }
        }
        return ribs[low...]
    }

    /// Lets go of the declarations of `forgotten`: they leave ``ribs`` and ``rib(_:)``
    /// answers `nil` for them, while the trace still counts them (``declaredRibCount``, the
    /// `#n` of later RIBs of their names) and knows that it declared them, in a bit each.
    /// For a session that grows for hours and needs the descriptors of its recent RIBs
    /// alone (`ribviz live`); it costs the RIBs the trace still holds.
    package mutating func forgetRibs(_ forgotten: some Sequence<RibID>) {
        var any = false
        for id in forgotten where ribIndex[id] != nil {
            ribIndex[id] = nil
            forgottenRibs.insert(id.rawValue)
            any = true
        }
        guard any else { return }
        if ribs.count == declaredRibCount { declarationOrdinals = Array(0..<UInt32(ribs.count)) }
        var kept = 0
        for position in ribs.indices where !forgottenRibs.contains(ribs[position].id.rawValue) {
            ribs[kept] = ribs[position]
            nameOrdinals[kept] = nameOrdinals[position]
            declarationOrdinals[kept] = declarationOrdinals[position]
            ribIndex[ribs[kept].id] = UInt32(kept)
            kept += 1
        }
        ribs.removeSubrange(kept...)
        nameOrdinals.removeSubrange(kept...)
        declarationOrdinals.removeSubrange(kept...)
    }

    /// Removes the objects a scope shares beyond its first `count`.
    package mutating func removeSharedObjects(of scope: ScopeID, after count: Int) {
        guard let index = scopeIndex[scope], scopes[index].sharedObjects.count > count else { return }
        scopes[index].sharedObjects.removeSubrange(count...)
    }
}

/// A trace built from inconsistent parts.
public enum TraceModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two declarations share an identifier; the associated text names it.
    case duplicateDeclaration(String)

    public var description: String {
        switch self {
        case .duplicateDeclaration(let what): "\(what) is declared twice"
        }
    }
}

/// Something a reader skipped or repaired, with where it was.
public struct TraceWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where in the file: a line number for JSON Lines, otherwise a line of the document.
    public var line: Int
    /// What happened, in a sentence.
    public var message: String

    /// Creates a warning.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
