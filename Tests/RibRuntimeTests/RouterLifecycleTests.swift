import RibInspector
import RibRuntime
import Testing

@Suite("Router lifecycle")
struct RouterLifecycleTests {
    // The identifiers the RIBs get, in the order each test creates them.
    private let homeID = RibID(rawValue: 1)
    private let cardID = RibID(rawValue: 2)
    private let balanceID = RibID(rawValue: 3)

    @Test("launch records launched, then activates and loads the root")
    func launch() {
        let window = Window()
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: window)
            return root
        }
        #expect(trace.kinds == [.built(homeID), .launched(homeID), .activated(homeID), .loaded(homeID)])
        #expect(window.rootViewController === root.viewController)
        #expect(window.isKeyWindow)
        #expect(root.interactable.isActive)
        #expect(trace.rib(homeID)?.isViewful == true)
    }

    @Test("attach appends, activates, then loads; children attached in didLoad follow the parent's loaded event")
    func attachOrder() throws {
        let log = CallLog()
        let (trace, root) = recordTrace {
            let root = HomeRouter(log: log)
            root.onDidLoad = { router in
                let card = CardRouter(log: log)
                card.onDidLoad = { card in card.attachChild(BalanceRouter(log: log)) }
                router.attachChild(card)
            }
            root.launch(from: Window())
            return root
        }
        #expect(
            trace.kinds == [
                .built(homeID), .launched(homeID), .activated(homeID), .loaded(homeID),
                .built(cardID), .attached(cardID, parent: homeID), .activated(cardID), .loaded(cardID),
                .built(balanceID), .attached(balanceID, parent: cardID), .activated(balanceID), .loaded(balanceID),
            ])
        withExtendedLifetime(root) {
            #expect(log.entries == ["Home.didBecomeActive", "Card.didBecomeActive", "Balance.didBecomeActive"])
        }
        #expect(trace.rib(cardID)?.isViewful == false)
        #expect(trace.rib(balanceID)?.isViewful == true)
        #expect(
            try trace.finalSnapshot().description == """
                Home
                └─ Card
                   └─ Balance
                """)
    }

    @Test("a router built outside the recording joins it when a recorded router attaches it, with its children")
    func joinsWhenAttached() throws {
        let card = CardRouter()  // built while no recorder is current
        card.attachChild(BalanceRouter())  // activated and loaded before anything records
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            root.attachChild(card)
            return root
        }
        #expect(
            trace.kinds == [
                .built(homeID), .launched(homeID), .activated(homeID), .loaded(homeID),
                .attached(cardID, parent: homeID), .attached(balanceID, parent: cardID), .activated(balanceID),
                .activated(cardID), .loaded(cardID),
            ])
        #expect(trace.rib(cardID)?.name == "Card")
        #expect(trace.rib(cardID)?.scope == nil)
        #expect(trace.rib(balanceID)?.isViewful == true)
        #expect(
            try trace.finalSnapshot().description == """
                Home
                └─ Card
                   └─ Balance
                """)
        withExtendedLifetime(root) {}
    }

    @Test("a router that records to another recorder is not named in this trace")
    func otherRecorderStaysOut() throws {
        let (_, card) = recordTrace { CardRouter() }
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            root.attachChild(card)
            return root
        }
        #expect(trace.kinds == [.built(homeID), .launched(homeID), .activated(homeID), .loaded(homeID)])
        #expect(trace.ribs.count == 1)
        withExtendedLifetime((root, card)) {}
    }

    @Test("detach deactivates the child and its subtree before removing it; willResignActive runs while still active")
    func detachOrder() {
        let log = CallLog()
        let (trace, (root, _)) = recordTrace {
            let root = HomeRouter(log: log)
            root.launch(from: Window())
            let card = CardRouter(log: log)
            card.onDidLoad = { $0.attachChild(BalanceRouter(log: log)) }
            root.attachChild(card)
            log.entries = []
            root.detachChild(card)
            return (root, card)
        }
        #expect(Array(trace.kinds.suffix(3)) == [.deactivated(cardID), .deactivated(balanceID), .detached(cardID, parent: homeID)])
        #expect(log.entries == ["Card.willResignActive(isActive: true)", "Balance.willResignActive(isActive: true)"])
        #expect(root.children.isEmpty)
    }

    @Test("a detached subtree stays intact and inactive, and a re-attached RIB keeps its identifier")
    func detachedSubtree() throws {
        let log = CallLog()
        let (trace, (root, card)) = recordTrace {
            let root = HomeRouter(log: log)
            root.launch(from: Window())
            let card = CardRouter(log: log)
            card.onDidLoad = { $0.attachChild(BalanceRouter(log: log)) }
            root.attachChild(card)
            root.detachChild(card)
            #expect(card.children.count == 1)
            #expect(card.children.allSatisfy { !$0.interactable.isActive })
            log.entries = []
            root.attachChild(card)
            return (root, card)
        }
        withExtendedLifetime(root) {
            #expect(card.children.first?.interactable.isActive == true)
            // Re-attaching reactivates the subtree before the child's own didBecomeActive
            // runs, and does not load again.
            #expect(log.entries == ["Balance.didBecomeActive", "Card.didBecomeActive"])
        }
        #expect(Array(trace.kinds.suffix(3)) == [.attached(cardID, parent: homeID), .activated(cardID), .activated(balanceID)])
        #expect(trace.ribs.count == 3)

        let whileDetached = try trace.snapshot(afterEvents: trace.events.count - 3)
        #expect(
            whileDetached.text(showsState: true, includesDetached: true) == """
                Home
                detached, still alive:
                Card (inactive)
                └─ Balance (inactive)
                """)
    }

    @Test("a child attached under an inactive parent is activated anyway, as in iOS RIBs")
    func attachUnderInactiveParent() {
        let (trace, card) = recordTrace {
            let card = CardRouter()
            card.attachChild(BalanceRouter())
            return card
        }
        #expect(!card.interactable.isActive)
        #expect(card.children.first?.interactable.isActive == true)
        let cardID = RibID(rawValue: 1), balanceID = RibID(rawValue: 2)
        #expect(trace.kinds == [.built(cardID), .built(balanceID), .attached(balanceID, parent: cardID), .activated(balanceID), .loaded(balanceID)])
    }

    @Test("two instances of the same RIB type are two RIBs")
    func twoInstances() {
        let (trace, _) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            root.attachChild(BalanceRouter())
            root.attachChild(BalanceRouter())
            return root
        }
        #expect(trace.ribs.map(\.name) == ["Home", "Balance", "Balance"])
        #expect(trace.ribs.map { trace.displayName(of: $0.id) } == ["Home", "Balance#1", "Balance#2"])
        #expect(trace.ribs.map(\.routerType) == ["HomeRouter", "BalanceRouter", "BalanceRouter"])
        #expect(trace.ribs.map(\.interactorType) == ["LoggingInteractor", "LoggingInteractor", "LoggingInteractor"])
    }

    @Test("without a current recorder, RIBs behave the same")
    func withoutRecorder() {
        let root = HomeRouter()
        root.launch(from: Window())
        let card = CardRouter()
        root.attachChild(card)
        root.attachChild(card)
        #expect(root.children.count == 1)
        #expect(card.interactable.isActive)
        root.detachChild(card)
        #expect(!card.interactable.isActive)
        #expect(root.children.isEmpty)
    }
}
