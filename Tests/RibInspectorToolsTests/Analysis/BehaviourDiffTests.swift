import RibInspector
import RibInspectorTools
import Testing

/// The same journey recorded twice: Root launches, LoggedIn shows Card for `cardTime`,
/// then detaches it. With `leaksCard`, Card is never deallocated (something keeps it).
func cardJourney(leaksCard: Bool, cardTime: Duration = .seconds(2)) -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: "Wallet"), clock: .manual(clock))
    let root = recorder.declareRib(named: "Root")
    let loggedIn = recorder.declareRib(named: "LoggedIn")
    let card = recorder.declareRib(named: "Card")
    recorder.record(.launched(root))
    recorder.record(.attached(loggedIn, parent: root))
    clock.advance(by: .milliseconds(100))
    recorder.record(.attached(card, parent: loggedIn))
    clock.advance(by: cardTime)
    recorder.record(.detached(card, parent: loggedIn))
    clock.advance(by: .milliseconds(100))
    if !leaksCard {
        recorder.record(.deallocated(card))
    }
    clock.advance(by: .seconds(3))
    return recorder.trace()
}

@Suite("Analysis: diff of behaviour")
struct BehaviourDiffTests {
    @Test("a journey that adds a leak has one new finding, the leak of its RIB")
    func addedLeak() throws {
        let diff = TraceDiff(from: cardJourney(leaksCard: false), to: cardJourney(leaksCard: true))
        #expect(!diff.hasStructuralChanges)
        #expect(diff.behaviour.hasNewFindings)
        #expect(diff.behaviour.newFindings.map(\.kind) == [.leak])
        let leak = BehaviourDiff.FindingKey(kind: .leak, subject: "Card")
        #expect(diff.behaviour.findings == [TraceDiff.Entry(item: leak, oldCount: 0, newCount: 1)])
        #expect(diff.findingsVerdict == "1 new finding: leak of Card.")
        let report = diff.report()
        #expect(report.contains("Findings (by kind and RIB): 1 added\n  + leak of Card  0 → 1\n"))
        #expect(report.contains("New findings:\n  leak (event 3 at"))
        #expect(report.hasSuffix("The architecture is the same.\n1 new finding: leak of Card."))
    }

    @Test("the leak fixed: nothing new, the old finding shows as removed")
    func fixedLeak() {
        let diff = TraceDiff(from: cardJourney(leaksCard: true), to: cardJourney(leaksCard: false))
        #expect(!diff.behaviour.hasNewFindings)
        #expect(diff.behaviour.findings.map(\.change) == [.removed])
        #expect(diff.findingsVerdict == "No new findings.")
    }

    @Test("a leak the baseline has already is not new")
    func sameLeak() {
        #expect(!TraceDiff(from: cardJourney(leaksCard: true), to: cardJourney(leaksCard: true)).behaviour.hasNewFindings)
    }

    @Test("a longer leak grace judges the same sessions leak-free")
    func leakGrace() {
        let options = TraceAnalysis.Options(leakGracePeriod: .seconds(10))
        let diff = TraceDiff(from: cardJourney(leaksCard: false), to: cardJourney(leaksCard: true), options: options)
        #expect(!diff.behaviour.hasNewFindings)
    }

    @Test("times in the tree are listed when they change by the threshold or more, either way")
    func timeInTree() {
        let old = cardJourney(leaksCard: false, cardTime: .seconds(2))
        let longer = TraceDiff(from: old, to: cardJourney(leaksCard: false, cardTime: .seconds(5)))
        #expect(longer.behaviour.timeChanges.map(\.name) == ["Root", "LoggedIn", "Card"])
        let card = longer.behaviour.timesInTree[2]
        #expect(card.old == .seconds(2) && card.new == .seconds(5) && card.difference == .seconds(3))
        #expect(longer.report().contains("  ~ Card      2.000 s → 5.000 s (+3.000 s)\n"))
        let shorter = TraceDiff(from: cardJourney(leaksCard: false, cardTime: .seconds(5)), to: old, timeThreshold: .seconds(4))
        #expect(shorter.behaviour.timeChanges.isEmpty)
        #expect(shorter.report().contains("Time in the tree (changes of 4.000 s or more): none\n"))
        let slightly = TraceDiff(from: old, to: cardJourney(leaksCard: false, cardTime: .milliseconds(2_400)))
        #expect(slightly.behaviour.timeChanges.isEmpty)
    }

    @Test("counts compare the sessions' figures, findings included")
    func counts() {
        let diff = TraceDiff(from: cardJourney(leaksCard: false), to: cardJourney(leaksCard: true))
        let changed = diff.behaviour.counts.filter { $0.change != .unchanged }
        #expect(changed.map(\.item) == ["events", "findings"])
        #expect(changed.map(\.oldCount) == [5, 0] && changed.map(\.newCount) == [4, 1])
    }
}
