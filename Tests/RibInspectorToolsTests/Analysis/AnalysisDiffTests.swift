import Foundation
import RibInspector
import RibInspectorTools
import Testing

/// A small session written through a recorder: scopes with shared objects, and RIBs
/// attached by name under their parents.
private struct Session {
    let recorder: RibRecorder
    private var ids: [String: RibID] = [:]

    init(app: String = "Wallet", name: String) {
        recorder = RibRecorder(app: AppInfo(name: app), session: SessionInfo(name: name), clock: .manual(ManualClock()))
    }

    /// Declares a scope sharing `objects`.
    func scope(_ name: String, sharing objects: [String] = []) {
        let scope = recorder.declareScope(named: name)
        for object in objects { recorder.record(.sharedObjectCreated(object, scope: scope)) }
    }

    /// Launches a root named `name`.
    mutating func launch(_ name: String) {
        let root = recorder.declareRib(named: name)
        ids[name] = root
        recorder.record(.launched(root))
    }

    /// Builds a new instance of `child` and attaches it to the latest instance of `parent`.
    mutating func attach(_ child: String, to parent: String) {
        let rib = recorder.declareRib(named: child)
        ids[child] = rib
        if let parentID = ids[parent] { recorder.record(.attached(rib, parent: parentID)) }
    }

    var trace: Trace { recorder.trace() }
}

@Suite("Analysis: diff")
struct AnalysisDiffTests {
    private func before() -> Trace {
        var session = Session(name: "before")
        session.scope("Root", sharing: ["ledger"])
        session.scope("Pocket")
        session.launch("Root")
        session.attach("Pocket", to: "Root")
        session.attach("Coin", to: "Pocket")
        session.attach("Promo", to: "Root")
        return session.trace
    }

    private func after() -> Trace {
        var session = Session(name: "after")
        session.scope("Root", sharing: ["ledger", "rates"])
        session.scope("Pocket")
        session.scope("Pocket")
        session.launch("Root")
        session.attach("Pocket", to: "Root")
        session.attach("Coin", to: "Pocket")
        session.attach("Coin", to: "Pocket")
        session.attach("Card", to: "Pocket")
        return session.trace
    }

    @Test("a session compared with itself is the same, every entry unchanged")
    func same() {
        let diff = TraceDiff(from: before(), to: before())
        #expect(!diff.hasStructuralChanges && !diff.hasCountChanges)
        #expect(diff.ribs.map(\.change) == [.unchanged, .unchanged, .unchanged, .unchanged])
        #expect(diff.verdict == "The architecture is the same.")
        #expect(diff.warnings.isEmpty)
    }

    @Test("RIBs, relations, scopes and shared objects are compared by name, with their counts")
    func changes() {
        let diff = TraceDiff(from: before(), to: after())
        #expect(diff.hasStructuralChanges && diff.hasCountChanges)
        #expect(diff.ribs.map(\.item) == ["Root", "Pocket", "Coin", "Card", "Promo"])
        #expect(diff.ribs.map(\.change) == [.unchanged, .unchanged, .countChanged, .added, .removed])
        #expect(diff.ribs.map(\.newCount) == [1, 1, 2, 1, 0])
        #expect(diff.relations.map(\.item.description) == ["Root → Pocket", "Pocket → Coin", "Pocket → Card", "Root → Promo"])
        #expect(diff.relations.map(\.change) == [.unchanged, .countChanged, .added, .removed])
        #expect(diff.scopes.map(\.change) == [.unchanged, .countChanged])
        #expect(diff.sharedObjects.map(\.item.description) == ["ledger in Root", "rates in Root"])
        #expect(diff.sharedObjects.map(\.change) == [.unchanged, .added])
    }

    @Test("the text report lists what changed, section by section, and the verdict")
    func text() {
        #expect(
            TraceDiff(from: before(), to: after()).report(oldLabel: "a.json", newLabel: "b.json") == """
                Wallet (a.json) → Wallet (b.json)

                RIBs (instances): 1 added, 1 removed, 1 with another count, 2 unchanged
                  ~ Coin   1 → 2
                  + Card   0 → 1
                  - Promo  1 → 0
                Relations (parent → child, attachments): 1 added, 1 removed, 1 with another count, 1 unchanged
                  ~ Pocket → Coin  1 → 2
                  + Pocket → Card  0 → 1
                  - Root → Promo   1 → 0
                Scopes (instances): 1 with another count, 1 unchanged
                  ~ Pocket  1 → 2
                Shared objects (scopes sharing them): 1 added, 1 unchanged
                  + rates in Root  0 → 1
                Findings (by kind and RIB): none
                Time in the tree (changes of 1.000 s or more): none
                Counts: 4 with another count, 3 unchanged
                  ~ events                         5 → 7
                  ~ RIB instances                  4 → 5
                  ~ scopes                         2 → 3
                  ~ most RIBs in the tree at once  4 → 5

                The architecture differs: 2 RIBs, 2 relations, 1 shared object added or removed.
                No new findings.
                """)
    }

    @Test("sessions of different apps are compared, with a warning")
    func differentApps() {
        var other = Session(app: "Bank", name: "other")
        other.launch("Root")
        let diff = TraceDiff(from: before(), to: other.trace)
        #expect(diff.warnings == ["the traces come from different apps (Wallet and Bank); they are compared all the same"])
        #expect(diff.description.hasPrefix("Wallet (session before) → Bank (session other)\nwarning: the traces come from different apps"))
        #expect(!diff.report(includesWarnings: false).contains("warning"))
    }

    @Test("the JSON report lists every entry with its counts and change")
    func json() throws {
        let diff = TraceDiff(from: before(), to: after())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(diff.jsonReport(oldLabel: "a\"b.json"))) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-diff")
        #expect((object["old"] as? [String: Any])?["label"] as? String == "a\"b.json")
        #expect(object["hasStructuralChanges"] as? Bool == true)
        let relations = try #require(object["relations"] as? [[String: Any]])
        #expect(relations.map { $0["change"] as? String } == ["unchanged", "countChanged", "added", "removed"])
        #expect(relations[1]["parent"] as? String == "Pocket")
        #expect(relations[1]["old"] as? Int == 1 && relations[1]["new"] as? Int == 2)
    }
}
