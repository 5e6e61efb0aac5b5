import RibExamples
import RibInspector
import Testing

@Suite("Example sessions: TicTacToe")
struct TicTacToeSessionTests {
    private let recording = ExampleSession.ticTacToe.recordWithMilestones()
    private var trace: Trace { recording.trace }

    private func tree(at milestone: String) throws -> String? {
        try recording.snapshot(atMilestone: milestone)?.description
    }

    @Test("the tree at each key moment")
    func keyMoments() throws {
        #expect(
            recording.milestones.map(\.name) == [
                "launched", "logged in", "playing TicTacToe", "back at OffGame", "playing Random Win",
                "back at OffGame after Random Win", "deep link opened TicTacToe", "back at OffGame after the deep link",
                "logged out",
            ])
        #expect(try tree(at: "launched") == "Root\n└─ LoggedOut#1")
        #expect(
            try tree(at: "logged in") == """
                Root
                └─ LoggedIn
                   └─ OffGame#1
                      └─ BasicScoreBoard#1
                """)
        #expect(try tree(at: "playing TicTacToe") == "Root\n└─ LoggedIn\n   └─ TicTacToe#1")
        #expect(try tree(at: "playing Random Win") == "Root\n└─ LoggedIn\n   └─ RandomWin")
        #expect(try tree(at: "deep link opened TicTacToe") == "Root\n└─ LoggedIn\n   └─ TicTacToe#2")
        #expect(
            try tree(at: "back at OffGame after the deep link") == """
                Root
                └─ LoggedIn
                   └─ OffGame#4
                      └─ BasicScoreBoard#4
                """)
        #expect(try trace.finalSnapshot().description == "Root\n└─ LoggedOut#2")
    }

    @Test("the session's size and pace")
    func counts() throws {
        #expect(trace.events.count == 117)
        #expect(trace.ribs.count == 15)
        #expect(trace.scopes.count == 16)
        #expect(trace.workflows.map(\.name) == ["LaunchGameWorkflow"])
        #expect(recording.milestones.last?.time == 45_900_000_000)
    }

    @Test("LoggedIn's scope shares the score stream; OffGame and the games live in it")
    func scopes() throws {
        let scope = { (name: String) in trace.scopes.first { $0.name == name } }
        let app = try #require(scope("App"))
        let root = try #require(scope("Root"))
        let loggedIn = try #require(scope("LoggedIn"))
        #expect(app.parent == nil)
        #expect(root.parent == app.id)
        #expect(loggedIn.parent == root.id)
        #expect(loggedIn.componentType == "LoggedInComponent")
        #expect(loggedIn.sharedObjects == ["mutableScoreStream"])
        #expect(
            trace.events.filter { if case .sharedObjectCreated = $0.kind { true } else { false } }.map(\.kind)
                == [.sharedObjectCreated("mutableScoreStream", scope: loggedIn.id)])

        for name in ["OffGame", "TicTacToe", "RandomWin"] {
            let scopes = trace.scopes.filter { $0.name == name }
            #expect(!scopes.isEmpty)
            #expect(scopes.allSatisfy { $0.parent == loggedIn.id }, "\(name)")
        }
        for rib in trace.ribs {
            let ribScope = try #require(rib.scope.flatMap(trace.scope))
            #expect(ribScope.name == rib.name)
        }
        let scoreBoards = trace.scopes.filter { $0.name == "BasicScoreBoard" }
        #expect(scoreBoards.allSatisfy { trace.scope($0.parent ?? ScopeID(rawValue: 0))?.name == "OffGame" })
    }

    @Test("the games are built through their adapters; nothing else is; only LoggedIn is viewless")
    func adapters() {
        for rib in trace.ribs {
            switch rib.name {
            case "TicTacToe": #expect(rib.adapterType == "TicTacToeAdapter")
            case "RandomWin": #expect(rib.adapterType == "RandomWinAdapter")
            default: #expect(rib.adapterType == nil, "\(rib.name)")
            }
        }
        #expect(trace.ribs.filter { $0.isViewful == false }.map(\.name) == ["LoggedIn"])
    }

    @Test("the LaunchGame deep link waits for Root, then LoggedIn, and starts the game between its last step's start and finish")
    func launchGameWorkflow() throws {
        let workflow = try #require(trace.workflows.first?.id)
        let root = try #require(trace.ribs.first { $0.name == "Root" }?.id)
        let loggedIn = try #require(trace.ribs.first { $0.name == "LoggedIn" }?.id)
        let deepLinkGame = try #require(trace.ribs.filter { $0.name == "TicTacToe" }.last?.id)
        let waitForLogin = WorkflowStep(workflow: workflow, index: 0, name: "waitForLogin", rib: root)
        let launchGame = WorkflowStep(workflow: workflow, index: 1, name: "launchGame", rib: loggedIn)

        let kinds = trace.events.map(\.kind)
        let start = try #require(kinds.firstIndex(of: .workflowStarted(workflow)))
        let end = try #require(kinds.firstIndex(of: .workflowEnded(workflow, .completed)))
        let workflowEvents = kinds[start...end].filter {
            switch $0 {
            case .workflowStarted, .stepStarted, .stepFinished, .workflowEnded, .attached(deepLinkGame, _): true
            default: false
            }
        }
        #expect(
            workflowEvents == [
                .workflowStarted(workflow),
                .stepStarted(waitForLogin), .stepFinished(waitForLogin),
                .stepStarted(launchGame), .attached(deepLinkGame, parent: loggedIn), .stepFinished(launchGame),
                .workflowEnded(workflow, .completed),
            ])
    }

    @Test("logging out deactivates LoggedIn's subtree, detaches LoggedIn and deallocates all of it, interactors too")
    func logOut() throws {
        let loggedIn = try #require(trace.ribs.first { $0.name == "LoggedIn" }?.id)
        let logOutStart = try #require(recording.milestones.first { $0.name == "back at OffGame after the deep link" }?.eventCount)
        let names = trace.events[logOutStart...].map { event in
            "\(event.kind.rib.map(trace.displayName(of:)) ?? "-") \(Self.verb(event.kind))"
        }
        #expect(
            names == [
                "LoggedIn deactivated", "OffGame#4 deactivated", "BasicScoreBoard#4 deactivated",
                "LoggedIn detached", "OffGame#4 detached", "LoggedIn deallocated",
                "BasicScoreBoard#4 detached", "BasicScoreBoard#4 deallocated", "BasicScoreBoard#4 interactor deallocated",
                "OffGame#4 deallocated",
                "LoggedOut#2 built", "LoggedOut#2 attached", "LoggedOut#2 activated", "LoggedOut#2 loaded",
                // Logging out starts in OffGame's interactor and goes up through LoggedIn's: both are
                // on the call stack, so they go when the routing returns.
                "LoggedIn interactor deallocated", "OffGame#4 interactor deallocated",
            ])
        #expect(try trace.finalSnapshot().tree.status(of: loggedIn) == .deallocated)
    }

    private static func verb(_ kind: RibEvent.Kind) -> String {
        switch kind {
        case .built: "built"
        case .launched: "launched"
        case .attached: "attached"
        case .detached: "detached"
        case .activated: "activated"
        case .deactivated: "deactivated"
        case .loaded: "loaded"
        case .deallocated: "deallocated"
        case .interactorDeallocated: "interactor deallocated"
        default: "other"
        }
    }
}
