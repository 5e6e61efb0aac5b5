import RibExamples
import RibInspector
import Testing

@Suite("Example sessions: tabbed app")
struct TabbedAppSessionTests {
    private let recording = ExampleSession.tabbedApp.recordWithMilestones()
    private var trace: Trace { recording.trace }

    @Test("the tree at each key moment")
    func keyMoments() throws {
        let tabs = """
            AppRoot
            ├─ AppHome
            ├─ FinanceHome
            └─ ProfileHome
            """
        #expect(try recording.snapshot(atMilestone: "launched")?.description == tabs)
        #expect(
            try recording.snapshot(atMilestone: "Transport open")?.description == """
                AppRoot
                ├─ AppHome
                │  └─ TransportHome#1
                ├─ FinanceHome
                └─ ProfileHome
                """)
        #expect(try recording.snapshot(atMilestone: "tabs switched")?.description == tabs)
        #expect(try recording.snapshot(atMilestone: "Transport open again")?.description.contains("└─ TransportHome#2") == true)
        #expect(try trace.finalSnapshot().description == tabs)
    }

    @Test("the tabs are attached at launch, in order, before AppRoot finishes loading")
    func launch() throws {
        let launched = try #require(recording.milestones.first?.eventCount)
        let attached = trace.events.prefix(launched).compactMap { event -> String? in
            guard case .attached(let rib, _) = event.kind else { return nil }
            return trace.displayName(of: rib)
        }
        #expect(attached == ["AppHome", "FinanceHome", "ProfileHome"])
        #expect(trace.events[launched - 1].kind == .loaded(RibID(rawValue: 1)))
    }

    @Test("TransportHome is built twice: two RIBs, each detached and deallocated, router then interactor")
    func transportHomeTwice() {
        let transports = trace.ribs.filter { $0.name == "TransportHome" }.map(\.id)
        #expect(transports.count == 2)
        for rib in transports {
            let kinds = trace.events.map(\.kind).filter { $0.rib == rib }
            #expect(
                kinds == [
                    .built(rib), .attached(rib, parent: RibID(rawValue: 2)), .activated(rib), .loaded(rib),
                    .deactivated(rib), .detached(rib, parent: RibID(rawValue: 2)), .deallocated(rib),
                    .interactorDeallocated(rib),
                ])
        }
    }

    @Test("AppRoot's scope shares the Super Pay repository; each tab has its own scope below it")
    func scopes() throws {
        let appRoot = try #require(trace.scopes.first { $0.name == "AppRoot" })
        #expect(appRoot.sharedObjects == ["superPayRepository"])
        for name in ["AppHome", "FinanceHome", "ProfileHome"] {
            #expect(trace.scopes.first { $0.name == name }?.parent == appRoot.id)
        }
        let appHome = try #require(trace.scopes.first { $0.name == "AppHome" })
        #expect(trace.scopes.filter { $0.name == "TransportHome" }.allSatisfy { $0.parent == appHome.id })
    }

    @Test("the session's size and pace")
    func counts() {
        #expect(trace.events.count == 33)
        #expect(trace.ribs.count == 6)
        #expect(trace.scopes.count == 7)
        #expect(trace.workflows.isEmpty)
        #expect(trace.events.last?.time == 30_500_000_000)
    }
}
