import RibInspector

/// The user of a scripted session: pauses between actions on the session's manual clock
/// and notes the moments worth showing.
final class ScriptedUser {
    private let clock: ManualClock
    private let recorder: RibRecorder
    private(set) var milestones: [ExampleMilestone] = []

    init(clock: ManualClock, recorder: RibRecorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Lets time pass: the user reads, thinks or types.
    func pause(_ duration: Duration) {
        clock.advance(by: duration)
    }

    /// Notes that the session reached a moment worth showing.
    func reached(_ milestone: String) {
        milestones.append(ExampleMilestone(name: milestone, eventCount: Int(recorder.eventCount), time: clock.now))
    }
}
