/// What a ring buffer's window needs to be read on its own: the tree, activity and
/// workflow steps that the events it dropped left behind, kept up to date as it drops them.
///
/// ``openingEvents`` restates that state as events (launches, attachments,
/// activations, loads, workflows and steps in progress), which a trace puts before the
/// events it kept and marks as opening events (``Trace/openingEventCount``).
struct WindowOpening: Sendable {
    /// The tree after the dropped events; it forgets deallocated RIBs, whose past the
    /// window does not need.
    private var tree = RibTree(keepsDeallocatedRibs: false)
    /// Workflows started and not ended by the dropped events, in start order, each with
    /// the step it was running, if any.
    private var workflows: [(workflow: WorkflowID, step: WorkflowStep?)] = []
    /// How many events were dropped.
    private(set) var droppedCount: UInt64 = 0
    /// The time of the last dropped event.
    private var lastDroppedTime: UInt64 = 0

    /// Takes in one event the window no longer holds, oldest first.
    mutating func drop(_ event: borrowing RibEvent) {
        droppedCount += 1
        lastDroppedTime = event.time
        // A RIB's mistake the recorder kept as an event changes nothing, as in any replay.
        try? tree.apply(copy event)
        switch event.kind {
        case .workflowStarted(let workflow):
            workflows.append((workflow, nil))
        case .stepStarted(let step):
            if let index = workflows.firstIndex(where: { $0.workflow == step.workflow }) { workflows[index].step = step }
        case .stepFinished(let step):
            if let index = workflows.firstIndex(where: { $0.workflow == step.workflow }) { workflows[index].step = nil }
        case .workflowEnded(let workflow, _):
            workflows.removeAll { $0.workflow == workflow }
        default:
            break
        }
    }

    /// The events that restate the state the dropped events left, stamped with the last
    /// dropped event's time and numbered with the last sequence numbers of the dropped
    /// events, so that sequence numbers still increase and the first kept event follows.
    ///
    /// RIBs come parents first: a launch for each launched root, `built` for each other
    /// RIB without a parent, an attachment for each child in its parent's order, and after
    /// each RIB its activation and loading; then each workflow in progress and its step.
    /// There are none before any event was dropped, nor when there would be more of them
    /// than dropped events (only a runtime that never records `built` or `attach` for some
    /// RIBs can cause that): the window then starts as a gap, as it did before openings.
    var openingEvents: [RibEvent] {
        guard droppedCount > 0 else { return [] }
        var kinds: [RibEvent.Kind] = []
        let tops = tree.table.entries.filter { $0.value.parent == nil }.map(\.value)
        var stack: [RibTree.Node] = tops.reversed()
        while let node = stack.popLast() {
            if let parent = node.parent {
                kinds.append(.attached(node.id, parent: parent))
            } else {
                kinds.append(node.isLaunched ? .launched(node.id) : .built(node.id))
            }
            if node.isActive { kinds.append(.activated(node.id)) }
            if node.isLoaded { kinds.append(.loaded(node.id)) }
            stack.append(contentsOf: node.children.reversed().compactMap { tree[$0] })
        }
        for (workflow, step) in workflows {
            kinds.append(.workflowStarted(workflow))
            if let step { kinds.append(.stepStarted(step)) }
        }
        guard kinds.count <= droppedCount else { return [] }
        let first = droppedCount - UInt64(kinds.count)
        return kinds.enumerated().map { offset, kind in
            RibEvent(sequence: first + UInt64(offset), time: lastDroppedTime, kind: kind)
        }
    }
}
