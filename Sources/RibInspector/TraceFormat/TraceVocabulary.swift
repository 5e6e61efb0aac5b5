/// The words of trace format version 1, shared by the writers and the reader so the two
/// cannot drift apart. `Docs/TraceFormat.md` specifies them.
package enum TraceVocabulary {
    /// The `kind` of an event.
    package enum EventKind: String, CaseIterable {
        case built
        case launch
        case attach
        case detach
        case activate
        case deactivate
        case load
        case deallocate
        case deallocateInteractor
        case share
        case workflowStart
        case stepStart
        case stepFinish
        case workflowEnd
        case anomaly
    }

    /// The `anomaly` of an event of kind `anomaly`.
    package enum AnomalyKind: String, CaseIterable {
        case attachedTwice
        case detachedNonChild
    }

    /// The `record` of a non-event line in the JSON Lines form.
    package enum RecordKind: String, CaseIterable {
        case header
        case rib
        case scope
        case workflow
        /// When recording stopped, in its `t`: the document form's `end` member.
        case end
    }

    /// The unit of `t`; version 1 writes nanoseconds.
    package static let timeUnit = "ns"
}

extension RibEvent.Kind {
    /// The word the trace format uses for this kind of event.
    var vocabulary: TraceVocabulary.EventKind {
        switch self {
        case .built: .built
        case .launched: .launch
        case .attached: .attach
        case .detached: .detach
        case .activated: .activate
        case .deactivated: .deactivate
        case .loaded: .load
        case .deallocated: .deallocate
        case .interactorDeallocated: .deallocateInteractor
        case .sharedObjectCreated: .share
        case .workflowStarted: .workflowStart
        case .stepStarted: .stepStart
        case .stepFinished: .stepFinish
        case .workflowEnded: .workflowEnd
        case .anomaly: .anomaly
        }
    }
}
