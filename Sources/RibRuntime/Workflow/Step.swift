/// One step of a ``Workflow``, to which the next step is added.
///
/// You get the first step from ``Workflow/onStep(named:_:)`` and each next one from
/// ``onStep(named:_:)``; end the chain with ``commit()``.
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    /// How many steps the chain has up to this one.
    private let stepCount: Int
    private var steps: (WorkflowRun, WorkflowActionableItemType) -> Promise<(ActionableItemType, ValueType)>

    init(
        workflow: Workflow<WorkflowActionableItemType>,
        stepCount: Int,
        steps: @escaping (WorkflowRun, WorkflowActionableItemType) -> Promise<(ActionableItemType, ValueType)>
    ) {
        self.workflow = workflow
        self.stepCount = stepCount
        self.steps = steps
    }

    /// Adds the next step, which runs on the actionable item this step hands on, once
    /// this step has finished and that item is active.
    ///
    /// - Parameters:
    ///   - name: The step's name in a trace; the actionable item's type name by default.
    ///   - onStep: Runs the step on the item and the value this step handed on, and
    ///     promises the next actionable item with a value for the step after.
    /// - Returns: The new step.
    public func onStep<NextActionableItemType, NextValueType>(
        named name: String? = nil,
        _ onStep: @escaping (ActionableItemType, ValueType) -> Promise<(NextActionableItemType, NextValueType)>
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let previousSteps = steps
        let index = stepCount
        let stepName = name ?? TypeNames.name(of: ActionableItemType.self)
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
            workflow: workflow,
            stepCount: stepCount + 1
        ) { run, firstItem in
            previousSteps(run, firstItem).flatMap { item, value in
                run.perform(step: index, named: stepName, on: item) { item in onStep(item, value) }
            }
        }
    }

    /// Calls `onError` if this step, or one before it, fails.
    ///
    /// - Parameter onError: Called with the error of the rejected promise.
    /// - Returns: This step.
    @discardableResult
    public func onError(_ onError: @escaping (any Error) -> Void) -> Step {
        let previousSteps = steps
        steps = { run, firstItem in
            let handedOn = previousSteps(run, firstItem)
            handedOn.whenSettled { outcome in
                if case .failure(let error) = outcome, !run.isCancelled { onError(error) }
            }
            return handedOn
        }
        return self
    }

    /// Ends the chain: the workflow runs these steps when it is subscribed.
    ///
    /// - Returns: The workflow, to subscribe to it.
    @discardableResult
    public func commit() -> Workflow<WorkflowActionableItemType> {
        let steps = self.steps
        workflow.commit { run, firstItem in
            steps(run, firstItem).flatMap { _ in .fulfilled(()) }
        }
        return workflow
    }
}
