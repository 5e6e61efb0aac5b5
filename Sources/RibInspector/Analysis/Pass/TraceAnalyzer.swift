/// The one pass behind ``TraceAnalysis``: replays each event once, checks it against the
/// tree before and after, and keeps running figures.
///
/// It takes events as they come, with the declarations so far, and never holds them: a
/// live session advances it batch by batch and asks for the analysis so far at any point
/// (``analysis(of:eventCount:endTime:)``).
struct TraceAnalyzer {
    /// The header and the declarations so far; the events are not needed.
    private var trace: Trace
    private let options: TraceAnalysis.Options
    private var wording: FindingWording
    private var replay: LiveTreeReplay
    private var departures: DepartureLedger
    private var interactors: InteractorLedger
    private var lifetimes: LifetimeTally
    private var workflows = WorkflowProgress()
    private var findings: [TraceFinding] = []

    /// RIBs attached under a parent that was not in the live tree: their activation is
    /// already explained by that finding.
    private var attachedOutsideLiveTree: Set<RibID> = []
    /// RIB names already reported as too deep: one finding per name.
    private var namesTooDeep: Set<String> = []
    private var deepest: SessionSummary.Deepest?
    private var peakAttachedCount = 0
    /// Whether an interactor's activation was seen: until then every interactor looks
    /// inactive, so the analysis holds back the findings of RIBs attached under inactive parents.
    private(set) var recordsActivity = false
    private var droppedEventCount: UInt64 = 0
    private var lastSequence: UInt64?
    /// RIBs in the tree that were not declared when an event named them (only a trace built
    /// by hand has them): the summary counts those still undeclared as instances too.
    private var undeclaredInTree: Set<RibID> = []

    /// Starts before the first event of a trace with these `declarations` (its events, if
    /// it has any, are not read: pass them to ``analyze(_:at:)``); with
    /// `keepsDeallocatedRibs: false`, its tree drops the nodes of deallocated RIBs.
    init(declarations: Trace, options: TraceAnalysis.Options, keepsDeallocatedRibs: Bool = true) {
        trace = declarations
        self.options = options
        wording = FindingWording(trace: declarations)
        replay = LiveTreeReplay(expectedRibCount: declarations.ribs.count, keepsDeallocatedRibs: keepsDeallocatedRibs)
        departures = DepartureLedger(criterion: .aliveAfter(grace: options.leakGraceNanoseconds))
        lifetimes = LifetimeTally(trace: declarations)
        interactors = InteractorLedger(criterion: .aliveAfter(grace: options.leakGraceNanoseconds))
    }

    /// Takes the declarations so far of a trace that grows: the same header and every
    /// declaration the analyzer has, then more. Call it before the events that use them.
    mutating func declare(_ declarations: Trace) {
        trace = declarations
        wording = FindingWording(trace: declarations)
        lifetimes.declare(declarations)
    }

    /// Whether ``analysis(of:eventCount:endTime:)`` may name `rib` from the declarations it
    /// is given: the deepest RIB so far, a leak's RIB, a workflow step's RIB.
    func namesFromDeclarations(_ rib: RibID) -> Bool {
        deepest?.rib == rib || departures.involves(rib) || interactors.involves(rib) || workflows.involves(rib)
    }

    /// Holds `placeholder` (the header alone) instead of the declarations until the next
    /// ``declare(_:)``, so that another holder can add to them in place.
    mutating func releaseDeclarations(keeping placeholder: Trace) {
        trace = placeholder
        wording = FindingWording(trace: placeholder)
        lifetimes.releaseDeclarations(keeping: placeholder)
    }

    /// Analyses `event`, the event at `index`; call it for every event, in order.
    mutating func analyze(_ event: RibEvent, at index: Int) {
        countDroppedEvents(before: event)
        // Opening events restate the state a ring buffer's dropped events left, in an order
        // of their own: how a RIB came to be attached or active then is not in the trace.
        let isOpening = index < trace.openingEventCount
        var parentWasInactive = false
        if case .attached(_, let parent) = event.kind, !isOpening {
            parentWasInactive = replay.tree[parent]?.isActive != true
        }
        defer { noteUndeclaredRibs(of: event) }
        do {
            try replay.apply(event)
        } catch {
            findings.append(contradiction(error, at: index, of: event))
            return
        }
        if !replay.departed.isEmpty { ribsDeparted(at: index, of: event) }
        if !replay.arrived.isEmpty { ribsArrived(at: index, of: event) }

        switch event.kind {
        case .anomaly(.attachedTwice(let rib, let parent)):
            findings.append(attachedTwice(rib, to: parent, at: index, of: event))
        case .anomaly(.detachedNonChild(let rib, let parent)):
            findings.append(detachedNonChild(rib, from: parent, at: index, of: event))
        case .attached(let rib, let parent):
            if parentWasInactive {
                findings.append(
                    wording.finding(
                        .attachedUnderInactiveParent, at: index, of: event, rib: rib,
                        "\(wording.name(parent)) attaches \(wording.name(rib)) while \(wording.name(parent))'s interactor is inactive; RIBs activates \(wording.name(rib)) anyway"
                    ))
                if replay.liveDepth(of: rib) == nil { attachedOutsideLiveTree.insert(rib) }
            }
        case .detached(let rib, _):
            forgetAttachmentOutsideLiveTree(of: rib)
        case .activated(let rib):
            recordsActivity = true
            if replay.liveDepth(of: rib) == nil, !attachedOutsideLiveTree.contains(rib), !isOpening {
                let state = replay.tree.status(of: rib) == .built ? "was never attached" : "is detached"
                findings.append(
                    wording.finding(
                        .activeWhileDetached, at: index, of: event, rib: rib,
                        "\(wording.name(rib))'s interactor becomes active, but \(wording.name(rib)) is not in the live tree: it \(state)"
                    ))
            }
        case .deallocated(let rib):
            departures.ribDeallocated(rib, at: index, of: event)
            lifetimes.ribDeallocated(rib)
            forgetAttachmentOutsideLiveTree(of: rib)
            interactors.note(event, at: index, in: trace)
        case .interactorDeallocated:
            interactors.note(event, at: index, in: trace)
        case .workflowStarted(let workflow):
            workflows.workflowStarted(workflow, at: TraceEventPosition(index: index, of: event))
        case .workflowEnded(let workflow, let outcome):
            workflows.workflowEnded(workflow, outcome)
        case .stepStarted(let step):
            if let first = workflows.stepStarted(step, at: TraceEventPosition(index: index, of: event)) {
                findings.append(
                    wording.finding(
                        .repeatedStep, at: index, of: event, rib: step.rib, step: step, relatedEvent: first,
                        "\(wording.describe(step)) starts again; it first started in \(first)"
                    ))
            }
        case .stepFinished(let step):
            if let first = workflows.stepFinished(step, at: TraceEventPosition(index: index, of: event)) {
                findings.append(
                    wording.finding(
                        .repeatedStep, at: index, of: event, rib: step.rib, step: step, relatedEvent: first,
                        "\(wording.describe(step)) finishes again; it first finished in \(first)"
                    ))
            }
        case .built, .launched, .deactivated, .loaded, .sharedObjectCreated:
            break
        }
    }

    // MARK: - Moves in and out of the live tree

    private mutating func ribsDeparted(at index: Int, of event: RibEvent) {
        let moves = replay.departed
        departures.ribsDeparted(moves, at: index, of: event)
        lifetimes.ribsDeparted(moves, at: event.time)
        // A deallocated root is gone, not detached.
        let gone = event.kind.deallocatedRib
        for (rib, _, wasActive) in moves where wasActive && rib != gone {
            findings.append(
                wording.finding(
                    .activeWhileDetached, at: index, of: event, rib: rib,
                    "\(wording.name(rib))'s interactor is still active after \(wording.name(rib)) left the tree (\(trace.logLine(for: event.kind)))"
                ))
        }
    }

    private mutating func ribsArrived(at index: Int, of event: RibEvent) {
        let moves = replay.arrived
        departures.ribsArrived(moves)
        lifetimes.ribsArrived(moves, at: event.time)
        peakAttachedCount = max(peakAttachedCount, replay.liveCount)
        for (rib, depth, _) in moves {
            forgetAttachmentOutsideLiveTree(of: rib)
            if depth > (deepest?.depth ?? -1) {
                deepest = SessionSummary.Deepest(depth: depth, rib: rib, event: TraceEventPosition(index: index, of: event))
            }
            guard depth > options.maximumDepth else { continue }
            let name = trace.rib(rib)?.name ?? rib.description
            guard namesTooDeep.insert(name).inserted else { continue }
            findings.append(
                wording.finding(
                    .tooDeep, at: index, of: event, rib: rib,
                    "\(wording.name(rib)) is at depth \(depth) (\(wording.path(to: rib, in: replay.tree))), deeper than the limit of \(options.maximumDepth)"
                ))
        }
    }

    /// A RIB attached outside the live tree that left its parent, came into the live tree
    /// or went: its next activation needs no explaining any more.
    private mutating func forgetAttachmentOutsideLiveTree(of rib: RibID) {
        if !attachedOutsideLiveTree.isEmpty { attachedOutsideLiveTree.remove(rib) }
    }

    // MARK: - Anomalies and contradictions

    private func attachedTwice(_ rib: RibID, to parent: RibID, at index: Int, of event: RibEvent) -> TraceFinding {
        wording.finding(
            .attachedTwice, at: index, of: event, rib: rib,
            "\(wording.name(parent)) attaches \(wording.name(rib)), which is \(wording.whereAttached(rib, attachingTo: parent, in: replay.tree)); the tree is unchanged"
        )
    }

    private func detachedNonChild(_ rib: RibID, from parent: RibID, at index: Int, of event: RibEvent) -> TraceFinding {
        let actual = replay.tree[rib]?.parent.map { "its parent is \(wording.name($0))" } ?? "it has no parent"
        return wording.finding(
            .detachedNonChild, at: index, of: event, rib: rib,
            "\(wording.name(parent)) detaches \(wording.name(rib)), which is not its child (\(actual)); the tree is unchanged"
        )
    }

    /// An event the tree refuses. The two refusals RIBs itself makes, attaching an attached
    /// RIB and detaching a non-child, are reported as those anomalies.
    private func contradiction(_ error: ReplayError, at index: Int, of event: RibEvent) -> TraceFinding {
        switch error {
        case .alreadyAttached(let rib, let parent, _):
            return attachedTwice(rib, to: parent, at: index, of: event)
        case .notAChild(let rib, let parent, _):
            return detachedNonChild(rib, from: parent, at: index, of: event)
        default:
            return wording.finding(
                .contradictoryEvent, at: index, of: event, rib: event.kind.rib,
                "\(error); the event is skipped"
            )
        }
    }

    /// Notes the RIBs `event` put in the tree without a declaration: the event's RIB, and
    /// the parent it attaches to (the only RIBs an event makes a node for).
    private mutating func noteUndeclaredRibs(of event: RibEvent) {
        if let rib = event.kind.rib { noteIfUndeclared(rib) }
        if case .attached(_, let parent) = event.kind { noteIfUndeclared(parent) }
    }

    private mutating func noteIfUndeclared(_ rib: RibID) {
        // A deallocated RIB's node may be dropped: the tree still knows it.
        guard !trace.declares(rib), replay.tree.status(of: rib) != nil else { return }
        undeclaredInTree.insert(rib)
    }

    private mutating func countDroppedEvents(before event: RibEvent) {
        if let last = lastSequence {
            if event.sequence > last &+ 1 { droppedEventCount &+= event.sequence - last - 1 }
        } else {
            // Opening events take the last numbers of the events a ring buffer dropped.
            droppedEventCount = event.sequence &+ UInt64(trace.openingEventCount)
        }
        lastSequence = max(lastSequence ?? 0, event.sequence)
    }

    // MARK: - The result

    /// The analysis of the events so far, `eventCount` of them, as if the trace ended at
    /// `endTime` (``Trace/endTime``): RIBs still out of the tree are judged at that time.
    /// `trace` is what the result's ``TraceAnalysis/trace`` gives: the whole trace, or its
    /// declarations alone for a session still growing.
    func analysis(of trace: Trace, eventCount: Int, endTime: UInt64) -> TraceAnalysis {
        var all = findings
        if !recordsActivity {
            // Without activity in the trace every interactor looks inactive.
            all.removeAll { $0.kind == .attachedUnderInactiveParent }
        }
        let leaks = departures.leaks(in: trace, endTime: endTime) + interactors.leaks(in: trace, endTime: endTime)
        all += leaks.map { wording.leak($0, graceNanoseconds: options.leakGraceNanoseconds) }
        all += workflows.unfinished().map(unfinishedFinding)
        let ordered = all.enumerated()
            .sorted { ($0.element.event.index, $0.offset) < ($1.element.event.index, $1.offset) }
            .map(\.element)

        let summary = SessionSummary(
            header: trace.header,
            eventCount: eventCount,
            droppedEventCount: droppedEventCount,
            durationNanoseconds: endTime,
            ribInstanceCount: trace.declaredRibCount + undeclaredInTree.count { !trace.declares($0) },
            ribCount: lifetimes.nameCount,
            scopeCount: trace.scopes.count,
            workflowCount: trace.workflows.count,
            deepest: deepest,
            peakAttachedCount: peakAttachedCount,
            recordsActivity: recordsActivity
        )
        return TraceAnalysis(
            options: options,
            summary: summary,
            finalSnapshot: RibTreeSnapshot(trace: trace, tree: replay.tree, eventCount: eventCount),
            lifetimes: lifetimes.lifetimes(endTime: endTime),
            findings: ordered
        )
    }

    private func unfinishedFinding(_ unfinished: WorkflowProgress.Unfinished) -> TraceFinding {
        switch unfinished {
        case .step(let step, let started, let startedAs):
            wording.finding(
                .unfinishedStep, at: started, eventLine: trace.logLine(for: .stepStarted(startedAs)), rib: step.rib, step: step,
                "\(wording.describe(step)) started and never finished"
            )
        case .workflow(let workflow, let started, let next):
            wording.finding(
                .unfinishedWorkflow, at: started, eventLine: trace.logLine(for: .workflowStarted(workflow)),
                "\(wording.workflowName(workflow)) started and never ended; "
                    + (next.map { "its step \($0) never started (the step's actionable item never became active)" } ?? "no step started after its last one")
            )
        }
    }
}
