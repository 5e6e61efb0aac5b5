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

    /// Where a RIB already is, for an attach that RIBs refuses: its parent, or what else
    /// it is.
    func whereAttached(_ rib: RibID, attachingTo parent: RibID, in tree: RibTree) -> String {
        if let current = tree[rib]?.parent { return "it is already attached to \(name(current))" }
        if tree[rib]?.isLaunched == true { return "it is the launched root" }
        var ancestor = tree[parent]?.parent
        while let candidate = ancestor {
            if candidate == rib { return "it is an ancestor of \(name(parent))" }
            ancestor = tree[candidate]?.parent
        }
        return "it is already attached"
    }

    /// The path from the root down to a RIB: `Root › LoggedIn › OffGame`.
    func path(to rib: RibID, in tree: RibTree) -> String {
        var names = [name(rib)]
        var current = tree[rib]?.parent
        while let parent = current {
            names.append(name(parent))
            current = tree[parent]?.parent
        }
        return names.reversed().joined(separator: " › ")
    }

    /// A workflow step as the event log names it: `step 1 routeToGame of LaunchGameWorkflow`.
    func describe(_ step: WorkflowStep) -> String {
        "step \(step.index) \(TextEscaping.singleLine(step.name)) of \(workflowName(step.workflow))"
    }

    func workflowName(_ workflow: WorkflowID) -> String {
        TextEscaping.singleLine(trace.workflow(workflow)?.name ?? workflow.description)
    }

    func leak(_ leak: RibLeak, grace: Duration) -> TraceFinding {
        let alive = DurationText.seconds(nanoseconds: RibLeak.nanoseconds(of: leak.aliveDuration))
        let allowed = DurationText.seconds(nanoseconds: RibLeak.nanoseconds(of: grace))
        let message = if let deallocation = leak.deallocationEvent {
            "\(name(leak.rib)) was deallocated only \(alive) after it left the tree, at \(deallocation) (allowed: \(allowed))"
        } else {
            "\(name(leak.rib)) is still alive at the end of the trace, \(alive) after it left the tree (allowed: \(allowed))"
        }
        return finding(.leak, at: leak.detachEvent.index, rib: leak.rib, relatedEvent: leak.deallocationEvent, message)
    }
}
