/// Words the findings of one trace: names RIBs, scopes and workflows as the trace's
/// event log does, and places each finding at its event.
struct FindingWording {
    let trace: Trace

    /// A finding shown by `event`, the event at `index`.
    func finding(
        _ kind: TraceFinding.Kind,
        at index: Int,
        of event: RibEvent,
        rib: RibID? = nil,
        step: WorkflowStep? = nil,
        relatedEvent: TraceEventPosition? = nil,
        _ message: String
    ) -> TraceFinding {
        finding(
            kind, at: TraceEventPosition(index: index, of: event), eventLine: trace.logLine(for: event.kind),
            rib: rib, step: step, relatedEvent: relatedEvent, message)
    }

    /// A finding shown by the event at `position`, which the event log writes as `eventLine`.
    func finding(
        _ kind: TraceFinding.Kind,
        at position: TraceEventPosition,
        eventLine: String,
        rib: RibID? = nil,
        step: WorkflowStep? = nil,
        relatedEvent: TraceEventPosition? = nil,
        _ message: String
    ) -> TraceFinding {
        TraceFinding(
            kind: kind,
            event: position,
            eventLine: eventLine,
            rib: rib,
            step: step,
            relatedEvent: relatedEvent,
            message: message
        )
    }

    /// A RIB's display name, safe for one line.
    func name(_ rib: RibID) -> String {
        TextEscaping.singleLine(trace.displayName(of: rib))
    }

    /// Where a RIB already is, for an attach that RIBs refuses: `already attached to Home`,
    /// `the launched root` or `an ancestor of Home`.
    func whereAttached(_ rib: RibID, attachingTo parent: RibID, in tree: RibTree) -> String {
        if let current = tree[rib]?.parent { return "already attached to \(name(current))" }
        if tree[rib]?.isLaunched == true { return "the launched root" }
        var ancestor = tree[parent]?.parent
        while let candidate = ancestor {
            if candidate == rib { return "an ancestor of \(name(parent))" }
            ancestor = tree[candidate]?.parent
        }
        return "already attached"
    }

    /// How many RIBs a path names at most: a deeper RIB's path starts with `…`.
    static let maximumPathLength = 8

    /// The path from the root down to a RIB: `Root → LoggedIn → OffGame`; for a RIB deeper
    /// than ``maximumPathLength``, its last RIBs after `… → `, so that the wording takes the
    /// same time at any depth.
    func path(to rib: RibID, in tree: RibTree) -> String {
        var names = [name(rib)]
        var current = tree[rib]?.parent
        while let parent = current {
            guard names.count < Self.maximumPathLength else {
                names.append("…")
                break
            }
            names.append(name(parent))
            current = tree[parent]?.parent
        }
        return names.reversed().joined(separator: " → ")
    }

    /// A workflow step by its name, then its place: `routeToGame (step 1 of LaunchGameWorkflow)`.
    func describe(_ step: WorkflowStep) -> String {
        "\(TextEscaping.singleLine(step.name)) (step \(step.index) of \(workflowName(step.workflow)))"
    }

    func workflowName(_ workflow: WorkflowID) -> String {
        TextEscaping.singleLine(trace.workflow(workflow)?.name ?? workflow.description)
    }

    func leak(_ leak: RibLeak, graceNanoseconds: UInt64) -> TraceFinding {
        let alive = TimeWording.seconds(leak.aliveNanoseconds)
        let allowed = "allowed: " + TimeWording.seconds(graceNanoseconds)
        let message =
            switch (leak.object, leak.deallocationEvent) {
            case (.router, let deallocation?):
                "\(name(leak.rib)) was deallocated \(alive) after it left the tree (\(leak.detachLine)), in \(deallocation); \(allowed)"
            case (.router, nil):
                "\(name(leak.rib)) is still alive at the end of the trace, \(alive) after it left the tree (\(leak.detachLine)); \(allowed)"
            case (.interactor, let deallocation?):
                "\(name(leak.rib))'s interactor was deallocated \(alive) after its router, in \(deallocation); \(allowed)"
            case (.interactor, nil):
                "\(name(leak.rib))'s interactor is still alive at the end of the trace, \(alive) after its router was deallocated; something still holds it (a closure or a subscription capturing it strongly?); \(allowed)"
            }
        let kind: TraceFinding.Kind = leak.object == .router ? .leak : .interactorLeak
        return finding(kind, at: leak.detachEvent, eventLine: leak.detachLine, rib: leak.rib, relatedEvent: leak.deallocationEvent, message)
    }
}
