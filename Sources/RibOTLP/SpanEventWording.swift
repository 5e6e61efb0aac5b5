import RibInspector

/// The names of span events, in the words of RIBs' own API where it has one, so that a
/// query reads as the code does: `didLoad`, `didBecomeActive`.
enum SpanEventWording {
    /// The span event name of an event of this kind.
    static func name(of kind: RibEvent.Kind) -> String {
        switch kind {
        case .built: "built"
        case .launched: "launch"
        case .attached: "attachChild"
        case .detached: "detachChild"
        case .activated: "didBecomeActive"
        case .deactivated: "willResignActive"
        case .loaded: "didLoad"
        case .deallocated: "routerDeallocated"
        case .interactorDeallocated: "interactorDeallocated"
        case .sharedObjectCreated: "sharedObjectCreated"
        case .workflowStarted: "workflowStarted"
        case .stepStarted: "stepStarted"
        case .stepFinished: "stepFinished"
        case .workflowEnded: "workflowEnded"
        case .anomaly(.attachedTwice): "anomaly.attachedTwice"
        case .anomaly(.detachedNonChild): "anomaly.detachedNonChild"
        }
    }
}
