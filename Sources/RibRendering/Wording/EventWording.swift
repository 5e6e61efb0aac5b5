import RibInspector

/// Says what an event did, in words a RIBs developer uses: `LoggedIn attached to Root`.
enum EventWording {
    static func describe(_ kind: RibEvent.Kind, in trace: Trace) -> String {
        let name = trace.displayName(of:)
        switch kind {
        case .built(let rib): return "\(name(rib)) built"
        case .launched(let rib): return "\(name(rib)) launched"
        case .attached(let rib, let parent): return "\(name(rib)) attached to \(name(parent))"
        case .detached(let rib, let parent): return "\(name(rib)) detached from \(name(parent))"
        case .activated(let rib): return "\(name(rib)) became active"
        case .deactivated(let rib): return "\(name(rib)) resigned active"
        case .loaded(let rib): return "\(name(rib)) loaded"
        case .deallocated(let rib): return "\(name(rib)) deallocated"
        case .sharedObjectCreated(let object, let scope):
            return "\(trace.scope(scope)?.name ?? scope.description) scope created shared \(object)"
        case .workflowStarted(let workflow): return "\(workflowName(workflow, trace)) started"
        case .stepStarted(let step): return "\(workflowName(step.workflow, trace)) step \(step.index) \(step.name) started"
        case .stepFinished(let step): return "\(workflowName(step.workflow, trace)) step \(step.index) \(step.name) finished"
        case .workflowEnded(let workflow, let outcome): return "\(workflowName(workflow, trace)) \(outcome.rawValue)"
        case .anomaly(.attachedTwice(let rib, let parent)):
            return "anomaly: \(name(rib)) attached to \(name(parent)) while already attached"
        case .anomaly(.detachedNonChild(let rib, let parent)):
            return "anomaly: \(name(rib)) detached from \(name(parent)), which is not its parent"
        }
    }

    private static func workflowName(_ workflow: WorkflowID, _ trace: Trace) -> String {
        trace.workflow(workflow)?.name ?? workflow.description
    }
}

/// Formats nanoseconds since the session started for people.
enum TimeWording {
    /// `12.345 s`.
    static func seconds(_ nanoseconds: UInt64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(milliseconds % 1_000)
        return "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}

extension TimeWording {
    /// A tick label with as many decimals as the step needs: `0 s`, `0.5 s`, `250 ms`.
    static func axisLabel(_ nanoseconds: UInt64, step: UInt64) -> String {
        if step >= 1_000_000_000 { return "\(nanoseconds / 1_000_000_000) s" }
        if step >= 100_000_000 { return "\(nanoseconds / 1_000_000_000).\(nanoseconds % 1_000_000_000 / 100_000_000) s" }
        if step >= 1_000_000 { return "\(nanoseconds / 1_000_000) ms" }
        if step >= 1_000 { return "\(nanoseconds / 1_000) µs" }
        return "\(nanoseconds) ns"
    }
}
