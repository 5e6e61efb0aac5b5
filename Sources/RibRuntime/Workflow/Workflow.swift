import RibInspector

/// A sequence of steps through the RIB tree, such as handling a deep link: each step runs
/// on an *actionable item* (usually an interactor) and hands on the next one.
///
/// Declare the steps in a subclass's `init`, and commit them:
///
/// ```swift
/// final class LaunchGameWorkflow: Workflow<RootActionableItem> {
///     init(gameId: String?) {
///         super.init()
///         self
///             .onStep(named: "waitForLogin") { (rootItem: RootActionableItem) in
///                 rootItem.waitForLogin()
///             }
///             .onStep(named: "launchGame") { (loggedInItem: LoggedInActionableItem, _) in
///                 loggedInItem.launchGame(with: gameId)
///             }
///             .commit()
///     }
/// }
///
/// // In the root interactor, which is the first actionable item:
/// LaunchGameWorkflow(gameId: "tictactoe")
///     .subscribe(self)
///     .cancelOnDeactivate(interactor: self)
/// ```
///
/// Each step waits until its actionable item is active, then runs; steps run strictly in
/// order, even when a step's promise is fulfilled later. A workflow should start at the
/// root of the tree.
///
/// ## Recording
///
/// A workflow created while a ``RibRecorder`` is current declares one workflow run when it
/// is subscribed, named after its type (`LaunchGameWorkflow`), and records
/// `workflowStarted`, `stepStarted` and `stepFinished` for each step (with the RIB whose
/// interactor is the step's actionable item), and `workflowEnded` with `completed` or
/// `failed`. A cancelled run records nothing more.
open class Workflow<ActionableItemType> {
    private let recorder: RibRecorder?
    private var committedSteps: ((WorkflowRun, ActionableItemType) -> Promise<Void>)?
    private var hasSubscribed = false

    /// Creates a workflow with no steps.
    public init() {
        recorder = RibRecorder.current
    }

    /// Called when the last step has finished.
    ///
    /// Override it to act at the end of the workflow. The default implementation does
    /// nothing.
    open func didComplete() {}

    /// Called when a step's promise was rejected; later steps did not run.
    ///
    /// Override it to act on the error. The default implementation does nothing.
    open func didReceiveError(_ error: any Error) {}

    /// Adds the first step, which runs on the actionable item given to ``subscribe(_:)``.
    ///
    /// - Parameters:
    ///   - name: The step's name in a trace; the actionable item's type name by default.
    ///   - onStep: Runs the step on the item once it is active, and promises the next
    ///     actionable item with a value for the next step.
    /// - Returns: The step, to add the next one or to commit.
    public final func onStep<NextActionableItemType, NextValueType>(
        named name: String? = nil,
        _ onStep: @escaping (ActionableItemType) -> Promise<(NextActionableItemType, NextValueType)>
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        let stepName = name ?? TypeNames.name(of: ActionableItemType.self)
        return Step(workflow: self, stepCount: 1) { run, item in
            run.perform(step: 0, named: stepName, on: item, onStep)
        }
    }

    /// Starts the workflow on its first actionable item.
    ///
    /// The steps must be committed first; subscribing an uncommitted workflow (which RIBs
    /// asserts on) or subscribing a second time starts nothing and returns a subscription
    /// that is already cancelled.
    ///
    /// - Parameter actionableItem: The first step's actionable item, usually the root
    ///   interactor.
    /// - Returns: The running workflow, to cancel it.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> WorkflowSubscription {
        guard let committedSteps, !hasSubscribed else {
            return WorkflowSubscription(run: nil)
        }
        hasSubscribed = true
        let run = WorkflowRun(recorder: recorder, workflowName: TypeNames.name(of: type(of: self)))
        run.start()
        committedSteps(run, actionableItem).whenSettled { [self] outcome in
            guard !run.isCancelled else { return }
            switch outcome {
            case .success:
                run.end(.completed)
                didComplete()
            case .failure(let error):
                run.end(.failed)
                didReceiveError(error)
            }
        }
        return WorkflowSubscription(run: run)
    }

    /// Makes `steps` the chain ``subscribe(_:)`` runs; the last commit wins.
    func commit(_ steps: @escaping (WorkflowRun, ActionableItemType) -> Promise<Void>) {
        committedSteps = steps
    }
}
