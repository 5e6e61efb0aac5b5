import Foundation
import Testing

@testable import ribviz

/// The pauses of `ribviz demo --live`'s player, where the main actor's work runs while the
/// player holds it.
@MainActor
@Suite("ribviz demo --live: the player's pauses")
struct PlayerPausesTests {
    /// What the work did, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test("a held pause runs the work handed in from another thread until it is ended; a pause runs the work already due")
    func workRunsInPauses() {
        let pauses = PlayerPauses()
        let log = Log()
        Thread {
            pauses.schedule(afterNanoseconds: 0) {
                log.entries.append("asked while held")
                pauses.endHeldPause()
            }
        }.start()
        pauses.pause(nanoseconds: nil)
        #expect(log.entries == ["asked while held"])

        pauses.schedule(afterNanoseconds: 0) { log.entries.append("due") }
        #expect(log.entries == ["asked while held"], "work waits for a pause, never runs within the call")
        pauses.pause(nanoseconds: 0)
        #expect(log.entries == ["asked while held", "due"])
    }
}
