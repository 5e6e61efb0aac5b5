/// One change of a RIB tree, in the order it happened.
public struct RibEvent: Hashable, Sendable {
    /// The event's position in the session: strictly increasing, starting at 0. A trace
    /// from a ring buffer starts later; a gap means events were dropped.
    public var sequence: UInt64
    /// Nanoseconds since the session started, from a monotonic clock. Never decreases.
    public var time: UInt64
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(sequence: UInt64, time: UInt64, kind: Kind) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
    }
}

extension RibEvent {
    /// What happened, with the RIBs it happened to.
    public enum Kind: Hashable, Sendable {
        /// A builder created the RIB's router. It is not attached yet; a RIB that is built
        /// and never attached never runs `didLoad`.
        case built(RibID)
        /// The root was launched (`LaunchRouter.launch(from:)`): it is activated and
        /// loaded without a parent, never through `attachChild`.
        case launched(RibID)
        /// `parent.attachChild(child)`: the child is appended to the parent's children.
        /// Activation and loading follow as their own events.
        case attached(RibID, parent: RibID)
        /// `parent.detachChild(child)`, after the child's deactivation: the child is
        /// removed from the parent's children. Its own subtree stays intact.
        case detached(RibID, parent: RibID)
        /// The RIB's interactor became active (`didBecomeActive`).
        case activated(RibID)
        /// The RIB's interactor resigned active (`willResignActive`).
        case deactivated(RibID)
        /// The RIB's router loaded (`didLoad`); this happens once per router.
        case loaded(RibID)
        /// The RIB's router was deallocated.
        case deallocated(RibID)
        /// The RIB's interactor was deallocated. RIBs' `LeakDetector` expects this within
        /// a second of the router's deallocation: an interactor that a closure or a
        /// subscription keeps alive leaks, even when its router is gone. Recorded only for
        /// RIBs declared with ``RibDescriptor/tracksInteractorDeallocation``.
        case interactorDeallocated(RibID)
        /// A scope created one of its shared objects (`shared { }`) for the first time.
        case sharedObjectCreated(String, scope: ScopeID)
        /// A workflow was subscribed to and started running its steps.
        case workflowStarted(WorkflowID)
        /// A workflow step started: its actionable item is active and its closure runs.
        case stepStarted(WorkflowStep)
        /// A workflow step finished and handed on the next actionable item.
        case stepFinished(WorkflowStep)
        /// A workflow ended.
        case workflowEnded(WorkflowID, WorkflowOutcome)
        /// A runtime call that RIBs would assert on, recorded instead of crashing. It
        /// changes nothing in the tree.
        case anomaly(Anomaly)
    }

    /// How a workflow ended.
    public enum WorkflowOutcome: String, Hashable, Sendable, CaseIterable {
        /// Every step ran.
        case completed
        /// A step reported an error; later steps did not run.
        case failed
    }

    /// A call that RIBs itself treats as a programming error.
    public enum Anomaly: Hashable, Sendable {
        /// `attachChild` of a child that is already attached; the tree did not change.
        case attachedTwice(RibID, parent: RibID)
        /// `detachChild` of a router that is not a child of `parent`; the tree did not change.
        case detachedNonChild(RibID, parent: RibID)
    }
}

/// One step of a workflow run.
public struct WorkflowStep: Hashable, Sendable {
    /// The workflow the step belongs to.
    public var workflow: WorkflowID
    /// The step's position in the workflow, starting at 0.
    public var index: Int
    /// A name for the step, for example `routeToGame`.
    public var name: String
    /// The RIB whose interactor is the step's actionable item, if known.
    public var rib: RibID?

    /// Creates a step.
    public init(workflow: WorkflowID, index: Int, name: String, rib: RibID? = nil) {
        self.workflow = workflow
        self.index = index
        self.name = name
        self.rib = rib
    }
}

extension RibEvent.Kind {
    /// The RIB the event is about, if it is about one.
    public var rib: RibID? {
        switch self {
        case .built(let rib), .launched(let rib), .attached(let rib, _), .detached(let rib, _),
            .activated(let rib), .deactivated(let rib), .loaded(let rib), .deallocated(let rib),
            .interactorDeallocated(let rib):
            return rib
        case .stepStarted(let step), .stepFinished(let step):
            return step.rib
        case .anomaly(.attachedTwice(let rib, _)), .anomaly(.detachedNonChild(let rib, _)):
            return rib
        case .sharedObjectCreated, .workflowStarted, .workflowEnded:
            return nil
        }
    }
}
