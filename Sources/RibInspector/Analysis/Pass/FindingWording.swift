/// Words the findings of one trace: names RIBs, scopes and workflows as the trace's
/// event log does, and places each finding at its event.
struct FindingWording {
    let trace: Trace

    func finding(
        _ kind: TraceFinding.Kind,
        at index: Int,
        rib: RibID? = nil,
        step: WorkflowStep? = nil,
        relatedEvent: TraceEventPosition? = nil,
        _ message: String
    ) -> TraceFinding {
        let event = trace.events[index]
        return TraceFinding(
            kind: kind,
            event: TraceEventPosition(index: index, of: event),
            eventLine: trace.logLine(for: event.kind),
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

    /// The path from the root down to a RIB: `Root → LoggedIn → OffGame`.
    func path(to rib: RibID, in tree: RibTree) -> String {
        var names = [name(rib)]
        var current = tree[rib]?.parent
        while let parent = current {
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

    func leak(_ leak: RibLeak, grace: Duration) -> TraceFinding {
        let alive = DurationText.seconds(nanoseconds: RibLeak.nanoseconds(of: leak.aliveDuration))
        let allowed = DurationText.seconds(nanoseconds: RibLeak.nanoseconds(of: grace))
        let departure = "after it left the tree (\(leak.detachLine))"
        let message = if let deallocation = leak.deallocationEvent {
            "\(name(leak.rib)) was deallocated \(alive) \(departure), in \(deallocation); allowed: \(allowed)"
        } else {
            "\(name(leak.rib)) is still alive at the end of the trace, \(alive) \(departure); allowed: \(allowed)"
        }
        return finding(.leak, at: leak.detachEvent.index, rib: leak.rib, relatedEvent: leak.deallocationEvent, message)
    }

    func interactorLeak(_ leak: InteractorLedger.Leak, endTime: UInt64, grace: Duration) -> TraceFinding {
        let allowed = DurationText.seconds(nanoseconds: RibLeak.nanoseconds(of: grace))
        let interactor = "\(name(leak.rib))'s interactor"
        let message = if let gone = leak.interactorGone {
            "\(interactor) was deallocated \(DurationText.seconds(nanoseconds: gone.time - leak.routerGone.time)) after its router, in \(gone); allowed: \(allowed)"
        } else {
            "\(interactor) is still alive at the end of the trace, \(DurationText.seconds(nanoseconds: endTime - min(endTime, leak.routerGone.time))) after its router was deallocated; something still holds it (a closure or a subscription capturing it strongly?); allowed: \(allowed)"
        }
        return finding(.interactorLeak, at: leak.routerGone.index, rib: leak.rib, relatedEvent: leak.interactorGone, message)
    }
}
