import Foundation
import RibInspector

/// The user of a scripted session: pauses between actions on the session's manual clock
/// and notes the moments worth showing.
final class ScriptedUser {
    /// How the user's pauses pass.
    enum Pace {
        /// On a manual clock, at once, so that every run records the same trace.
        case scripted(ManualClock)
        /// In real time, each pause divided by the speed-up, for a live demo.
        case realTime(speedUp: Double)
    }

    private let pace: Pace
    private let recorder: RibRecorder
    private(set) var milestones: [ExampleMilestone] = []

    init(pace: Pace, recorder: RibRecorder) {
        self.pace = pace
        self.recorder = recorder
    }

    /// Lets `milliseconds` pass: the user reads, thinks or types.
    func pause(milliseconds: UInt64) {
        switch pace {
        case .scripted(let clock): clock.advance(byNanoseconds: milliseconds * 1_000_000)
        case .realTime(let speedUp): Thread.sleep(forTimeInterval: Double(milliseconds) / 1_000 / speedUp)
        }
    }

    /// Notes that the session reached a moment worth showing.
    func reached(_ milestone: String) {
        milestones.append(ExampleMilestone(name: milestone, eventCount: Int(recorder.eventCount), time: recorder.trace().endTime))
    }
}
