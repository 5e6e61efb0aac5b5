import RibInspector
import RibRuntime

/// The user of a scripted session: pauses between actions on the session's manual clock
/// and notes the moments worth showing.
final class ScriptedUser {
    /// How the user's pauses pass.
    enum Pace {
        /// On a manual clock, at once, so that every run records the same trace.
        case scripted(ManualClock)
        /// As `wait` lets them pass, each pause divided by the speed-up, for a live demo:
        /// `wait` gets the pause's length in nanoseconds and the stage the session plays on.
        case live(speedUp: Double, wait: (_ nanoseconds: UInt64, _ stage: ExampleStage) -> Void)
    }

    private let pace: Pace
    private let recorder: RibRecorder
    private(set) var milestones: [ExampleMilestone] = []
    /// The running app's root router, once the app launched.
    private(set) var root: Routing?

    init(pace: Pace, recorder: RibRecorder) {
        self.pace = pace
        self.recorder = recorder
    }

    /// Lets `milliseconds` pass: the user reads, thinks or types.
    func pause(milliseconds: UInt64) {
        switch pace {
        case .scripted(let clock): clock.advance(byNanoseconds: milliseconds * 1_000_000)
        case .live(let speedUp, let wait): wait(UInt64(Double(milliseconds) * 1_000_000 / speedUp), ExampleStage(user: self))
        }
    }

    /// Notes that the app launched with `root` as its root router.
    func launched(_ root: Routing) {
        self.root = root
        reached("launched")
    }

    /// Notes that the session reached a moment worth showing.
    func reached(_ milestone: String) {
        milestones.append(ExampleMilestone(name: milestone, eventCount: Int(recorder.eventCount), time: recorder.trace().endTime))
    }
}
