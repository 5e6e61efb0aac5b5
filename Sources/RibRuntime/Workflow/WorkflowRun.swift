import RibInspector

/// One run of a workflow: runs its steps one after the other and records them.
///
/// A step starts when its actionable item is active (at once if it is active, or if it
/// is not an interactor), records `stepStarted`, runs its closure, and records
/// `stepFinished` when the closure's promise is fulfilled; only then does the next step
/// wait for its own actionable item. A cancelled run starts nothing more and records
/// nothing more.
final class WorkflowRun {
    private let recorder: RibRecorder?
    private let workflow: WorkflowID?
    private(set) var isCancelled = false
    private var waitingForActiveness: ActivenessObservation?

    init(recorder: RibRecorder?, workflowName: String) {
        self.recorder = recorder
        workflow = recorder?.declareWorkflow(named: workflowName)
    }

    /// Records the start of the run.
    func start() {
        guard let recorder, let workflow else { return }
        recorder.record(.workflowStarted(workflow))
    }

    /// Records the end of the run, unless it was cancelled.
    func end(_ outcome: RibEvent.WorkflowOutcome) {
        guard !isCancelled, let recorder, let workflow else { return }
        recorder.record(.workflowEnded(workflow, outcome))
    }

    /// Stops the run where it is.
    func cancel() {
        isCancelled = true
        waitingForActiveness = nil
    }

    /// Runs step `index` on `item` once the item is active, and returns the promise of
    /// what the step hands on.
    func perform<Item, Next>(
        step index: Int,
        named name: String,
        on item: Item,
        _ body: @escaping (Item) -> Promise<Next>
    ) -> Promise<Next> {
        let handedOn = Promise<Next>()
        whenActive(item) { [self] in
            guard !isCancelled else { return }
            let step = workflow.map { WorkflowStep(workflow: $0, index: index, name: name, rib: rib(of: item)) }
            if let step { recorder?.record(.stepStarted(step)) }
            body(item).whenSettled { [self] outcome in
                guard !isCancelled else { return }
                if case .success = outcome, let step {
                    recorder?.record(.stepFinished(step))
                }
                handedOn.settle(outcome)
            }
        }
        return handedOn
    }

    /// The RIB whose interactor `item` is, in this run's trace.
    private func rib(of item: Any) -> RibID? {
        guard let recording = (item as? Interactor)?.recording, recording.recorder === recorder else { return nil }
        return recording.rib
    }

    /// Calls `body` once `item` is active: at once if it is, or if it is not an interactor.
    ///
    /// While it waits, the item's observer keeps the run alive, as a subscription to
    /// RIBs' `isActiveStream` keeps a workflow's chain alive.
    private func whenActive(_ item: Any, _ body: @escaping () -> Void) {
        guard let scope = item as? InteractorScope else {
            body()
            return
        }
        var didRun = false
        let observation = scope.observeActiveness { [self] isActive in
            guard isActive, !didRun else { return }
            didRun = true
            waitingForActiveness = nil
            body()
        }
        if !didRun {
            waitingForActiveness = observation
        }
    }
}
