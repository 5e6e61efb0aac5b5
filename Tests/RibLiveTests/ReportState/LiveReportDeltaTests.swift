import Foundation
import RibInspector
import RibInspectorTools
import Testing

@testable import RibLiveServer

/// An update carries only the findings, lifetime figures and summary that changed since the
/// page's records, and a page that applies it still equals the page of the bytes so far.
@Suite("Live report state: what an update carries")
struct LiveReportDeltaTests {
    /// A session whose findings change as it grows: a RIB attached under a parent whose
    /// interactor is not active yet (held back until the first activation), and a RIB left
    /// alive out of the tree, whose leak grace runs out and whose time alive then grows until
    /// it is deallocated; then a RIB attached twice (the recorder notes the anomaly), a
    /// finding that never changes.
    static func changingFindings() -> [UInt8] {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Changing"), clock: .manual(clock))
        let tick = { clock.advance(byNanoseconds: 400_000_000) }
        let root = recorder.declareRib(named: "Root")
        let early = recorder.declareRib(named: "Early")
        let lingering = recorder.declareRib(named: "Lingering")
        let twice = recorder.declareRib(named: "Twice")
        recorder.record(.launched(root))
        recorder.record(.built(early))
        recorder.record(.attached(early, parent: root))
        recorder.record(.built(lingering))
        recorder.record(.attached(lingering, parent: root))
        tick()
        recorder.record(.detached(lingering, parent: root))
        for _ in 0..<3 {
            tick()
            recorder.record(.activated(root))
            tick()
            recorder.record(.deactivated(root))
        }
        recorder.record(.built(twice))
        recorder.record(.attached(twice, parent: root))
        tick()
        recorder.record(.anomaly(.attachedTwice(twice, parent: root)))
        tick()
        recorder.record(.deallocated(lingering))
        tick()
        recorder.record(.activated(root))
        return TraceEncoder(form: .jsonLines).encode(recorder.trace())
    }

    @Test("a finding that changes is replaced, one held back comes with the first activation, and the others are not sent again")
    func findingsAsTheyChange() throws {
        let bytes = Self.changingFindings()
        let start = try LiveReportStateTests.startFollowing(bytes, name: "changing", most: 1, seed: 1)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        var leakMessages: [String] = []
        var updatesBringingHeldBack = 0
        for batch in start.batches {
            try state.receive(batch)
            bytesSoFar += batch
            let json = state.update(afterRecords: page.records)
            try page.apply(json, bytes: bytesSoFar)
            try page.expectMatches(bytesSoFar)
            let update = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let from = try #require(update["findingsFrom"] as? Int)
            let redone = try #require(update["findingsRedone"] as? [String])
            if redone.contains(TraceFinding.Kind.attachedUnderInactiveParent.title) { updatesBringingHeldBack += 1 }
            let findings = try #require(update["findings"] as? [[String: Any]])
            for finding in findings {
                let kind = try #require(finding["kind"] as? String)
                #expect((finding["event"] as? Int ?? -1) >= from || redone.contains(kind), "a finding the page holds unchanged is not sent: \(finding)")
                if kind == "leak", let message = finding["message"] as? String { leakMessages.append(message) }
            }
        }
        // The leak came, its time alive grew with the events, then it was deallocated.
        #expect(Set(leakMessages).count > 2)
        let deallocated = try #require(leakMessages.firstIndex { $0.contains("was deallocated") })
        #expect(deallocated > 1 && leakMessages[..<deallocated].allSatisfy { $0.contains("is still alive") })
        #expect(leakMessages[deallocated...].allSatisfy { $0.contains("was deallocated") })
        #expect(updatesBringingHeldBack == 1)
        let final = TraceAnalysis(try TraceReader().read(bytesSoFar))
        #expect(Set(final.findings.map(\.kind)) == [.attachedUnderInactiveParent, .leak, .attachedTwice])
        #expect(final.findings.count { $0.kind == .leak } == 1)
    }

    @Test("a page that asks with an old count of records, and one loaded mid-session, catch up as well as a page that asks after every batch")
    func pagesBehind() throws {
        let (name, bytes, _) = LiveReportStateTests.sessions[1]
        let start = try LiveReportStateTests.startFollowing(bytes, name: name, most: 60, seed: 4)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        var late: LivePageModel?
        var lateUpdates = 0
        for (index, batch) in start.batches.enumerated() {
            try state.receive(batch)
            bytesSoFar += batch
            try page.apply(state.update(afterRecords: page.records), bytes: bytesSoFar)
            if index == start.batches.count / 3 {
                // Loaded from the saved file: the server notes what the page shows.
                state.noteShown()
                late = try LivePageModel(loading: bytesSoFar, records: state.records)
            } else if var behind = late, index % 7 == 0 {
                try behind.apply(state.update(afterRecords: behind.records), bytes: bytesSoFar)
                try behind.expectMatches(bytesSoFar)
                late = behind
                lateUpdates += 1
            }
        }
        try page.expectMatches(bytesSoFar)
        #expect(lateUpdates > 3)
    }

    @Test("once the page holds every RIB name, an update sends the lifetime figures that changed, not whole lifetimes")
    func lifetimeFigures() throws {
        let (name, bytes, _) = LiveReportStateTests.sessions[1]
        let start = try LiveReportStateTests.startFollowing(bytes, name: name, most: 30, seed: 2)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        var wholeCounts: [Int] = []
        var figureCounts: [Int] = []
        for batch in start.batches {
            try state.receive(batch)
            bytesSoFar += batch
            let json = state.update(afterRecords: page.records)
            try page.apply(json, bytes: bytesSoFar)
            let update = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            wholeCounts.append((update["lifetimes"] as? [Any])?.count ?? -1)
            figureCounts.append(((update["lifetimeFigures"] as? [String: [Any]])?["value"])?.count ?? -1)
        }
        try page.expectMatches(bytesSoFar)
        // The first update brings every name so far. A lifetime is new or retitled only by a
        // declaration (a new name, or one more instance), so a later update of at most 30
        // records brings at most 30 whole; every update's events change some figures.
        #expect(wholeCounts.count > 100)
        #expect(wholeCounts.dropFirst().allSatisfy { (0...30).contains($0) }, "\(wholeCounts.dropFirst().max() ?? 0) whole lifetimes")
        #expect(figureCounts.allSatisfy { $0 >= 0 })
        #expect(figureCounts.dropFirst().contains { $0 > 0 })
    }
}

/// A ledger answers whether a value changed since a page's records, from the looks it had.
@Suite("Live change ledger")
struct LiveChangeLedgerTests {
    @Test("a value is changed for the pages older than the look that saw it change, and for every page until it was noted")
    func changedSince() {
        var ledger = LiveChangeLedger<String, Int>()
        #expect(ledger.changed("a", afterRecords: 100))
        ledger.note([(key: "a", value: 1), (key: "b", value: 1)], atRecords: 10)
        ledger.note([(key: "a", value: 1), (key: "b", value: 2)], atRecords: 20)
        // Changed and changed back between two looks: the pages of both looks hold 1.
        ledger.note([(key: "a", value: 1), (key: "b", value: 2)], atRecords: 30)
        #expect(!ledger.changed("a", afterRecords: 10))
        #expect(ledger.changed("a", afterRecords: 9))
        #expect(ledger.changed("b", afterRecords: 10))
        #expect(!ledger.changed("b", afterRecords: 20))
        #expect(!ledger.changed("b", afterRecords: 25))
        #expect(ledger.changed("c", afterRecords: 30))
    }
}
