/// Follows each workflow run through its steps: which steps started and finished, which
/// ran twice, and what was left unfinished at the end of the trace.
struct WorkflowProgress {
    /// Something a workflow left undone when the trace ended.
    enum Unfinished {
        /// A step started and neither finished nor failed; `startedAs` is the step as its
        /// start event gives it.
        case step(WorkflowStep, started: TraceEventPosition, startedAs: WorkflowStep)
        /// A workflow started and never ended, with no step running: it waits for the step
        /// at `nextStepIndex` to start (for its actionable item to become active); `nil`
        /// when the last step that finished has the largest index there is.
        case workflow(WorkflowID, started: TraceEventPosition, nextStepIndex: Int?)
    }

    private struct StepRun {
        var step: WorkflowStep
        var started: TraceEventPosition?
        /// The step as its first start event gives it.
        var startedAs: WorkflowStep?
        var finished: TraceEventPosition?
    }

    private struct Run {
        var started: TraceEventPosition?
        var outcome: RibEvent.WorkflowOutcome?
        var steps: [Int: StepRun] = [:]
    }

    private var runs: [WorkflowID: Run] = [:]
    /// Workflows in the order the trace first mentions them.
    private var order: [WorkflowID] = []

    mutating func workflowStarted(_ workflow: WorkflowID, at position: TraceEventPosition) {
        update(workflow) { run in
            if run.started == nil { run.started = position }
        }
    }

    mutating func workflowEnded(_ workflow: WorkflowID, _ outcome: RibEvent.WorkflowOutcome) {
        update(workflow) { $0.outcome = outcome }
    }

    /// Notes a step's start; returns the step's first start when it started before.
    mutating func stepStarted(_ step: WorkflowStep, at position: TraceEventPosition) -> TraceEventPosition? {
        update(step.workflow) { run in
            if let first = run.steps[step.index]?.started { return first }
            run.steps[step.index, default: StepRun(step: step)].started = position
            run.steps[step.index]?.startedAs = step
            return nil
        }
    }

    /// Notes a step's end; returns the step's first end when it finished before.
    mutating func stepFinished(_ step: WorkflowStep, at position: TraceEventPosition) -> TraceEventPosition? {
        update(step.workflow) { run in
            if let first = run.steps[step.index]?.finished { return first }
            run.steps[step.index, default: StepRun(step: step)].finished = position
            return nil
        }
    }

    /// Whether a step of a workflow run so far is `rib`'s.
    func involves(_ rib: RibID) -> Bool {
        runs.values.contains { run in run.steps.values.contains { $0.step.rib == rib || $0.startedAs?.rib == rib } }
    }

    /// What was left undone: steps that started and never finished (unless their workflow
    /// failed, which ends a step), then workflows waiting for a step, in trace order.
    func unfinished() -> [Unfinished] {
        var result: [Unfinished] = []
        for workflow in order {
            guard let run = runs[workflow], run.outcome != .failed else { continue }
            let open = run.steps.values
                .compactMap { stepRun in
                    stepRun.finished == nil ? stepRun.started.map { (stepRun.step, $0, stepRun.startedAs ?? stepRun.step) } : nil
                }
                .sorted { $0.0.index < $1.0.index }
            result.append(contentsOf: open.map { .step($0.0, started: $0.1, startedAs: $0.2) })
            if open.isEmpty, run.outcome == nil, let started = run.started {
                let last = run.steps.values.filter { $0.finished != nil }.map(\.step.index).max()
                // A trace may give a step any index, the largest included: no overflow.
                let next = last.map { $0 == .max ? nil : $0 + 1 } ?? 0
                result.append(.workflow(workflow, started: started, nextStepIndex: next))
            }
        }
        return result
    }

    private mutating func update<Result>(_ workflow: WorkflowID, _ body: (inout Run) -> Result) -> Result {
        if runs[workflow] == nil {
            runs[workflow] = Run()
            order.append(workflow)
        }
        return body(&runs[workflow, default: Run()])
    }
}
