extension Trace {
    /// The events as short lines, one per event, with RIBs named as ``displayName(of:)``
    /// names them: what tests compare and print.
    ///
    /// ```text
    /// build LoggedIn
    /// attach LoggedIn to Root
    /// activate LoggedIn
    /// load LoggedIn
    /// deactivate LoggedOut
    /// detach LoggedOut from Root
    /// deallocate LoggedOut
    /// ```
    ///
    /// Compare it whole (`#expect(trace.eventLog == [...])`) or look for some lines in
    /// order with ``matchEvents(inOrder:)``.
    public var eventLog: [String] {
        events.map { logLine(for: $0.kind) }
    }

    /// One event as an ``eventLog`` line.
    public func logLine(for kind: RibEvent.Kind) -> String {
        switch kind {
        case .built(let rib): "build \(name(of: rib))"
        case .launched(let rib): "launch \(name(of: rib))"
        case .attached(let rib, let parent): "attach \(name(of: rib)) to \(name(of: parent))"
        case .detached(let rib, let parent): "detach \(name(of: rib)) from \(name(of: parent))"
        case .activated(let rib): "activate \(name(of: rib))"
        case .deactivated(let rib): "deactivate \(name(of: rib))"
        case .loaded(let rib): "load \(name(of: rib))"
        case .deallocated(let rib): "deallocate \(name(of: rib))"
        case .interactorDeallocated(let rib): "deallocate \(name(of: rib))'s interactor"
        case .sharedObjectCreated(let object, let scope):
            "share \(TextEscaping.singleLine(object)) in \(name(of: scope))"
        case .workflowStarted(let workflow): "start workflow \(name(of: workflow))"
        case .stepStarted(let step): "start \(describe(step))"
        case .stepFinished(let step): "finish \(describe(step))"
        case .workflowEnded(let workflow, .completed): "complete workflow \(name(of: workflow))"
        case .workflowEnded(let workflow, .failed): "fail workflow \(name(of: workflow))"
        case .anomaly(.attachedTwice(let rib, let parent)):
            "anomaly: attach \(name(of: rib)) to \(name(of: parent)) while it is already attached"
        case .anomaly(.detachedNonChild(let rib, let parent)):
            "anomaly: detach \(name(of: rib)) from \(name(of: parent)), which is not its parent"
        }
    }

    private func name(of rib: RibID) -> String {
        TextEscaping.singleLine(displayName(of: rib))
    }

    private func name(of scope: ScopeID) -> String {
        TextEscaping.singleLine(self.scope(scope)?.name ?? scope.description)
    }

    private func name(of workflow: WorkflowID) -> String {
        TextEscaping.singleLine(self.workflow(workflow)?.name ?? workflow.description)
    }

    private func describe(_ step: WorkflowStep) -> String {
        let line = "step \(step.index) \(TextEscaping.singleLine(step.name)) of \(name(of: step.workflow))"
        return step.rib.map { "\(line) on \(name(of: $0))" } ?? line
    }
}
