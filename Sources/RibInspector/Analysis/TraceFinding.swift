/// Something in a trace that RIBs developers want to know about: a lifecycle mistake, a
/// leak, a tree deeper than advised or a workflow step that went wrong, with the event
/// that shows it.
///
/// A ``TraceAnalysis`` lists them in event order. Its ``description`` is one line, ready
/// for a terminal or a test failure:
///
/// ```text
/// leak (event 42 at 3.200 s): LoggedOut is still alive at the end of the trace, 2.300 s
/// after it left the tree (detach LoggedOut from Root); allowed: 1.000 s
/// ```
///
/// Test for a kind with ``kind``:
///
/// ```swift
/// #expect(trace.analysis().findings.map(\.kind) == [.leak])
/// ```
public struct TraceFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem a finding is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A RIB was attached while it was already attached (RIBs asserts on it).
        case attachedTwice
        /// A router detached a RIB that is not its child (RIBs ignores the call).
        case detachedNonChild
        /// A RIB stayed alive longer than the leak grace period after it left the live
        /// tree.
        case leak
        /// A RIB's interactor stayed alive longer than the leak grace period after its
        /// router was deallocated (only for RIBs whose interactors the recorder follows).
        case interactorLeak
        /// A RIB was attached under a parent whose interactor is inactive; RIBs activates
        /// the child anyway.
        case attachedUnderInactiveParent
        /// A RIB's interactor was active while the RIB was outside the live tree.
        case activeWhileDetached
        /// A RIB sat deeper in the live tree than the maximum depth.
        case tooDeep
        /// A workflow step started and never finished.
        case unfinishedStep
        /// A workflow started and never ended, with no step running.
        case unfinishedWorkflow
        /// A workflow step started, or finished, a second time.
        case repeatedStep
        /// An event contradicts the tree built from the events before it (a damaged trace,
        /// or one whose start was dropped); the analysis skipped it.
        case contradictoryEvent

        /// The kind in a few words, as reports print it: `attached twice`.
        public var title: String {
            switch self {
            case .attachedTwice: "attached twice"
            case .detachedNonChild: "detached a non-child"
            case .leak: "leak"
            case .interactorLeak: "interactor leak"
            case .attachedUnderInactiveParent: "attached under an inactive parent"
            case .activeWhileDetached: "active while detached"
            case .tooDeep: "too deep"
            case .unfinishedStep: "unfinished step"
            case .unfinishedWorkflow: "unfinished workflow"
            case .repeatedStep: "repeated step"
            case .contradictoryEvent: "contradictory event"
            }
        }

        /// Whether findings of this kind are judged where the trace ends, so that in a trace
        /// that grows they can appear for an earlier event, change or go: a leak's time alive
        /// grows until the RIB is deallocated, an unfinished step goes once it finishes.
        /// Findings of the other kinds come with their event and never change.
        public var isJudgedAtEnd: Bool {
            switch self {
            case .leak, .interactorLeak, .unfinishedStep, .unfinishedWorkflow: true
            case .attachedTwice, .detachedNonChild, .attachedUnderInactiveParent, .activeWhileDetached, .tooDeep, .repeatedStep,
                .contradictoryEvent:
                false
            }
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The event that shows it: for a leak, the event that took the RIB out of the tree;
    /// for an unfinished step, the step's start.
    public var event: TraceEventPosition
    /// That event as an ``Trace/eventLog`` line, for example `detach LoggedOut from Root`.
    public var eventLine: String
    /// The RIB it is about, if it is about one.
    public var rib: RibID?
    /// The workflow step it is about, for the workflow kinds.
    public var step: WorkflowStep?
    /// A second event that completes the story, if any: a leaked RIB's late deallocation,
    /// or a repeated step's first run.
    public var relatedEvent: TraceEventPosition?
    /// What happened, in a sentence that names RIBs as ``Trace/displayName(of:)`` does and
    /// says what ``event`` did when the kind alone does not tell.
    public var message: String

    public var description: String {
        "\(kind.title) (\(event)): \(TextEscaping.singleLine(message))"
    }
}
