import RibInspector
import RibInspectorTools
import Testing

/// What code for systems before iOS 16 and macOS 13 calls instead of the diff's `Duration` APIs.
@Suite("Analysis: diff of behaviour in nanoseconds")
struct BehaviourDiffNanosecondTests {
    @Test("times in the tree and the threshold in nanoseconds, the threshold either way")
    func timeInTree() {
        let old = cardJourney(leaksCard: false, cardTime: .seconds(5))
        let new = cardJourney(leaksCard: false, cardTime: .seconds(2))
        #expect(TraceDiff.defaultTimeThresholdNanoseconds == 1_000_000_000)
        let shorter = TraceDiff(from: old, to: new, timeThresholdNanoseconds: 3_000_000_000)
        #expect(shorter.behaviour.timeThresholdNanoseconds == 3_000_000_000)
        #expect(shorter.behaviour.timeThreshold == .seconds(3))
        let card = shorter.behaviour.timesInTree[2]
        #expect(card.name == "Card")
        #expect(card.oldNanoseconds == 5_000_000_000 && card.newNanoseconds == 2_000_000_000)
        #expect(card.differenceNanoseconds == -3_000_000_000)
        #expect(shorter.behaviour.timeChanges.map(\.name) == ["Root", "LoggedIn", "Card"])
        #expect(shorter.report().contains("  ~ Card      5.000 s → 2.000 s (-3.000 s)\n"))
        let above = TraceDiff(from: old, to: new, timeThresholdNanoseconds: 3_000_000_001)
        #expect(above.behaviour.timeChanges.isEmpty)
        #expect(above.report() == TraceDiff(from: old, to: new, timeThreshold: .nanoseconds(3_000_000_001)).report())
    }

    @Test("a RIB only one session has counts as zero time in the other")
    func missingRib() {
        let time = BehaviourDiff.TimeInTree(name: "Card", oldNanoseconds: nil, newNanoseconds: 7)
        #expect(time.differenceNanoseconds == 7)
        #expect(time == BehaviourDiff.TimeInTree(name: "Card", old: nil, new: .nanoseconds(7)))
    }
}
