import RibInspector
import RibRuntime

/// The running app of a live example session, as work that runs during its user's pauses
/// sees it (``ExampleSession/performLive(streamingTo:speedUp:drawingScreensWith:wait:)``):
/// where the session is, and its RIBs, to picture them on demand.
///
/// Use it only within the pause that handed it over, on the thread that plays the session.
public struct ExampleStage {
    /// What became of a request for a RIB's picture.
    public enum Capture {
        /// The picture was taken; the recorder made this of it.
        case taken(ScreenRecording)
        /// The RIB is not attached in the app (detached, or never recorded).
        case notAttached
        /// The RIB has no view to picture.
        case viewless
        /// The screen source gave no picture of its view.
        case noPicture
    }

    private let user: ScriptedUser

    init(user: ScriptedUser) {
        self.user = user
    }

    /// The last moment worth showing that the session reached, such as "playing TicTacToe".
    public var lastMilestone: String? { user.milestones.last?.name }

    /// Whether the RIB `rib` is attached in the app.
    public func isAttached(_ rib: RibID) -> Bool {
        user.root?.attachedRouter(recordedAs: rib) != nil
    }

    /// Takes a picture of the RIB `rib`'s view now with the session's screen source, however
    /// recent its last one.
    public func capture(_ rib: RibID) -> Capture {
        guard let router = user.root?.attachedRouter(recordedAs: rib) else { return .notAttached }
        guard let viewful = router as? ViewableRouting else { return .viewless }
        return ScreenPictures.capture(viewful.viewControllable.uiviewController).map(Capture.taken) ?? .noPicture
    }
}
