import RibInspector
import RibInspectorTools
import Testing

@Suite("The observed architecture: one model of what sessions show, with counts")
struct ObservedArchitectureTests {
    /// Root launched with two Pockets (one viewful, one saying nothing), a Coin built in
    /// each Pocket, one of them attached twice; a Ghost built and never attached; two
    /// scopes, one of them twice, sharing a ledger.
    private func session() -> Trace {
        let recorder = RibRecorder(app: AppInfo(name: "Wallet"), clock: .manual(ManualClock()))
        let rootScope = recorder.declareScope(named: "Root")
        recorder.record(.sharedObjectCreated("ledger", scope: rootScope))
        let pocketScope = recorder.declareScope(named: "Pocket", parent: rootScope)
        let secondPocketScope = recorder.declareScope(named: "Pocket", parent: rootScope)
        recorder.record(.sharedObjectCreated("purse", scope: pocketScope))
        recorder.record(.sharedObjectCreated("purse", scope: secondPocketScope))
        let root = recorder.declareRib(named: "Root", builderType: "RootBuilder", isViewful: true, scope: rootScope)
        let pocket = recorder.declareRib(named: "Pocket", isViewful: true, scope: pocketScope)
        let otherPocket = recorder.declareRib(named: "Pocket", scope: secondPocketScope)
        let coin = recorder.declareRib(named: "Coin", isViewful: false)
        let otherCoin = recorder.declareRib(named: "Coin", isViewful: false)
        let ghost = recorder.declareRib(named: "Ghost")
        recorder.record(.launched(root))
        for rib in [pocket, otherPocket, coin, otherCoin, ghost] { recorder.record(.built(rib)) }
        recorder.record(.attached(pocket, parent: root))
        recorder.record(.attached(otherPocket, parent: root))
        recorder.record(.attached(coin, parent: pocket))
        recorder.record(.detached(coin, parent: pocket))
        recorder.record(.attached(coin, parent: pocket))
        recorder.record(.attached(otherCoin, parent: otherPocket))
        return recorder.trace()
    }

    @Test("read for its structure alone, the sessions give the same RIBs, relations and scopes, without lifetimes or findings")
    func structureAlone() throws {
        let sources: [ObservedArchitecture.Source] = [.init(label: "a.json", trace: session()), .init(label: "b.json", trace: session())]
        let full = ObservedArchitecture(traces: sources)
        let structure = ObservedArchitecture(structureOf: sources)
        #expect(full.ribs.contains { !$0.lifetimes.isEmpty })
        var withoutAnalysis = full.ribs
        for index in withoutAnalysis.indices {
            withoutAnalysis[index].lifetimes = []
            withoutAnalysis[index].findings = []
        }
        #expect(structure.ribs == withoutAnalysis)
        #expect(structure.relations == full.relations)
        #expect(structure.scopes == full.scopes)
        #expect(structure.sharedObjects == full.sharedObjects)
        #expect(structure.traceLabels == ["a.json", "b.json"])
        #expect(structure.analyses.isEmpty && full.analyses.count == 2)
    }

    @Test("RIBs are counted by name: instances declared, built and attached")
    func ribCounts() throws {
        let architecture = ObservedArchitecture(traces: [.init(label: "a.json", trace: session())])
        #expect(architecture.ribs.map(\.name) == ["Root", "Pocket", "Coin", "Ghost"])
        #expect(architecture.ribs.map(\.instances) == [1, 2, 2, 1])
        #expect(architecture.ribs.map(\.builtInstances) == [1, 2, 2, 1])
        #expect(architecture.ribs.map(\.attachedInstances) == [1, 2, 2, 0])
        #expect(architecture.rib(named: "Root")?.builderTypes == ["RootBuilder"])
        #expect(architecture.rib(named: "Root")?.isLaunchRoot == true)
    }

    @Test("relations count attachments, scopes count instances, shared objects count the instances sharing them")
    func relationAndScopeCounts() {
        let architecture = ObservedArchitecture(traces: [.init(label: "a.json", trace: session())])
        #expect(architecture.relations.map { "\($0.item)=\($0.count)" } == ["Root → Pocket=2", "Pocket → Coin=3"])
        #expect(architecture.scopes.map { "\($0.name)=\($0.instances)" } == ["Root=1", "Pocket=2"])
        #expect(architecture.scopes.map(\.sharedObjects) == [["ledger"], ["purse"]])
        #expect(architecture.sharedObjects.map { "\($0.item)=\($0.count)" } == ["ledger in Root=1", "purse in Pocket=2"])
        #expect(architecture.parents(of: "Coin").map(\.count) == [3])
    }

    @Test("a RIB is viewful or viewless only when every instance that says agrees; otherwise unknown")
    func viewfulness() {
        let architecture = ObservedArchitecture(traces: [.init(label: "a.json", trace: session())])
        #expect(architecture.rib(named: "Pocket")?.isViewful == true)
        #expect(architecture.rib(named: "Coin")?.isViewful == false)
        #expect(architecture.rib(named: "Ghost")?.isViewful == nil)

        let recorder = RibRecorder(app: AppInfo(name: "Wallet"), clock: .manual(ManualClock()))
        _ = recorder.declareRib(named: "Pocket", isViewful: false)
        let both = ObservedArchitecture(traces: [.init(label: "a.json", trace: session()), .init(label: "b.json", trace: recorder.trace())])
        #expect(both.rib(named: "Pocket")?.isViewful == nil)
        #expect(both.rib(named: "Pocket")?.instances == 3)
        #expect(TraceDiff(from: session(), to: recorder.trace()).viewfulness["Pocket"] == nil)
        #expect(TraceDiff(from: session(), to: session()).viewfulness["Pocket"] == true)
    }

    @Test("the diff counts what each session's architecture counts")
    func diffFromTwoArchitectures() {
        let diff = TraceDiff(from: session(), to: session())
        let architecture = ObservedArchitecture(traces: [.init(label: "a.json", trace: session())])
        #expect(diff.ribs.map(\.item) == architecture.ribs.map(\.name))
        #expect(diff.ribs.map(\.newCount) == architecture.ribs.map(\.instances))
        #expect(diff.relations.map(\.item) == architecture.relations.map(\.item))
        #expect(diff.relations.map(\.newCount) == architecture.relations.map(\.count))
        #expect(diff.sharedObjects.map(\.newCount) == architecture.sharedObjects.map(\.count))
        #expect(diff.scopes.map(\.newCount) == architecture.scopes.map(\.instances))
    }
}
