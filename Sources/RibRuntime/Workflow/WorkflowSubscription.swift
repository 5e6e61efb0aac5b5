/// A running workflow, returned by ``Workflow/subscribe(_:)``: cancel it to stop it.
///
/// The workflow runs whether or not you keep this object. Tie it to the interactor that
/// started it, as RIBs apps do, so it stops when that RIB is detached:
///
/// ```swift
/// LaunchGameWorkflow(gameId: id)
///     .subscribe(self)
///     .cancelOnDeactivate(interactor: self)
/// ```
public final class WorkflowSubscription {
    private let run: WorkflowRun?
    private var deactivation: ActivenessObservation?

    init(run: WorkflowRun?) {
        self.run = run
    }

    /// Whether the workflow was cancelled, or never started.
    public var isCancelled: Bool {
        run?.isCancelled ?? true
    }

    /// Stops the workflow: no further step starts and nothing more is recorded, not even
    /// an end.
    public func cancel() {
        run?.cancel()
        deactivation = nil
    }

    /// Cancels the workflow when `interactor` resigns active, or at once if it is
    /// inactive (RIBs' `disposeOnDeactivate(interactor:)`).
    ///
    /// - Parameter interactor: The interactor whose deactivation stops the workflow.
    /// - Returns: This subscription.
    @discardableResult
    public func cancelOnDeactivate(interactor: InteractorScope) -> WorkflowSubscription {
        guard !isCancelled else { return self }
        var isInactive = false
        let observation = interactor.observeActiveness { [self] isActive in
            guard !isActive else { return }
            isInactive = true
            cancel()
        }
        if !isInactive {
            deactivation = observation
        }
        return self
    }
}
