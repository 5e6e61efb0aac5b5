/// The one pass behind ``TraceAnalysis``: replays each event once, checks it against the
/// tree before and after, and keeps running figures.
struct TraceAnalyzer {
    private let trace: Trace
    private let options: TraceAnalysis.Options
    private let wording: FindingWording
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
    private var recordsActivity = false
    private var droppedEventCount: UInt64 = 0
    private var lastSequence: UInt64?

    init(trace: Trace, options: TraceAnalysis.Options) {
        self.trace = trace
        self.options = options
        wording = FindingWording(trace: trace)
        replay = LiveTreeReplay(expectedRibCount: trace.ribs.count)
        departures = DepartureLedger(
            criterion: .aliveAfter(grace: options.leakGraceNanoseconds),
            expectedRibCount: trace.ribs.count
        )
        lifetimes = LifetimeTally(trace: trace)
        interactors = InteractorLedger(criterion: .aliveAfter(grace: options.leakGraceNanoseconds))
    }

    /// Analyses the event at `index`; call it for every event, in order.
    mutating func analyze(eventAt index: Int) {
        let event = trace.events[index]
        countDroppedEvents(before: event)
        var parentWasInactive = false
        if case .attached(_, let parent) = event.kind {
            parentWasInactive = replay.tree[parent]?.isActive != true
        }
        do {
            try replay.apply(event)
        } catch {
            findings.append(contradiction(error, at: index))
            return
        }
        if !replay.departed.isEmpty { ribsDeparted(at: index, of: event) }
        if !replay.arrived.isEmpty { ribsArrived(at: index, of: event) }

        switch event.kind {
        case .anomaly(.attachedTwice(let rib, let parent)):
            findings.append(attachedTwice(rib, to: parent, at: index))
        case .anomaly(.detachedNonChild(let rib, let parent)):
            findings.append(detachedNonChild(rib, from: parent, at: index))
        case .attached(let rib, let parent):
            if parentWasInactive {
                findings.append(
                    wording.finding(
                        .attachedUnderInactiveParent, at: index, rib: rib,
                        "\(wording.name(parent)) attaches \(wording.name(rib)) while \(wording.name(parent))'s interactor is inactive; RIBs activates \(wording.name(rib)) anyway"
                    ))
                if replay.liveDepth(of: rib) == nil { attachedOutsideLiveTree.insert(rib) }
            }
        case .detached(let rib, _):
            forgetAttachmentOutsideLiveTree(of: rib)
        case .activated(let rib):
            recordsActivity = true
            if replay.liveDepth(of: rib) == nil, !attachedOutsideLiveTree.contains(rib) {
                let state = replay.tree.status(of: rib) == .built ? "was never attached" : "is detached"
                findings.append(
                    wording.finding(
                        .activeWhileDetached, at: index, rib: rib,
                        "\(wording.name(rib))'s interactor becomes active, but \(wording.name(rib)) is not in the live tree: it \(state)"
                    ))
            }
        case .deallocated(let rib):
            departures.ribDeallocated(rib, at: index, of: event)
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
                        .repeatedStep, at: index, rib: step.rib, step: step, relatedEvent: first,
                        "\(wording.describe(step)) starts again; it first started in \(first)"
                    ))
            }
        case .stepFinished(let step):
            if let first = workflows.stepFinished(step, at: TraceEventPosition(index: index, of: event)) {
                findings.append(
                    wording.finding(
                        .repeatedStep, at: index, rib: step.rib, step: step, relatedEvent: first,
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
                    .activeWhileDetached, at: index, rib: rib,
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
                    .tooDeep, at: index, rib: rib,
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

    private func attachedTwice(_ rib: RibID, to parent: RibID, at index: Int) -> TraceFinding {
        wording.finding(
            .attachedTwice, at: index, rib: rib,
            "\(wording.name(parent)) attaches \(wording.name(rib)), which is \(wording.whereAttached(rib, attachingTo: parent, in: replay.tree)); the tree is unchanged"
        )
    }

    private func detachedNonChild(_ rib: RibID, from parent: RibID, at index: Int) -> TraceFinding {
        let actual = replay.tree[rib]?.parent.map { "its parent is \(wording.name($0))" } ?? "it has no parent"
        return wording.finding(
            .detachedNonChild, at: index, rib: rib,
            "\(wording.name(parent)) detaches \(wording.name(rib)), which is not its child (\(actual)); the tree is unchanged"
        )
    }

    /// An event the tree refuses. The two refusals RIBs itself makes, attaching an attached
    /// RIB and detaching a non-child, are reported as those anomalies.
    private func contradiction(_ error: ReplayError, at index: Int) -> TraceFinding {
        switch error {
        case .alreadyAttached(let rib, let parent, _):
            return attachedTwice(rib, to: parent, at: index)
        case .notAChild(let rib, let parent, _):
            return detachedNonChild(rib, from: parent, at: index)
        default:
            return wording.finding(
                .contradictoryEvent, at: index, rib: trace.events[index].kind.rib,
                "\(error); the event is skipped"
            )
        }
    }

    private mutating func countDroppedEvents(before event: RibEvent) {
        if let last = lastSequence {
            if event.sequence > last &+ 1 { droppedEventCount &+= event.sequence - last - 1 }
        } else {
            droppedEventCount = event.sequence
        }
        lastSequence = max(lastSequence ?? 0, event.sequence)
    }

    // MARK: - The result

    /// The analysis, once every event has been analysed.
    func finish() -> TraceAnalysis {
        let endTime = trace.endTime
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

        let declared = Set(trace.ribs.map(\.id))
        let summary = SessionSummary(
            header: trace.header,
            eventCount: trace.events.count,
            droppedEventCount: droppedEventCount,
            durationNanoseconds: endTime,
            ribInstanceCount: declared.count + replay.tree.nodes.keys.filter { !declared.contains($0) }.count,
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
            finalSnapshot: RibTreeSnapshot(trace: trace, tree: replay.tree, eventCount: trace.events.count),
            lifetimes: lifetimes.lifetimes(endTime: endTime),
            findings: ordered
        )
    }

    private func unfinishedFinding(_ unfinished: WorkflowProgress.Unfinished) -> TraceFinding {
        switch unfinished {
        case .step(let step, let started):
            wording.finding(
                .unfinishedStep, at: started.index, rib: step.rib, step: step,
                "\(wording.describe(step)) started and never finished"
            )
        case .workflow(let workflow, let started, let next):
            wording.finding(
                .unfinishedWorkflow, at: started.index,
                "\(wording.workflowName(workflow)) started and never ended; its step \(next) never started (the step's actionable item never became active)"
            )
        }
    }
}
