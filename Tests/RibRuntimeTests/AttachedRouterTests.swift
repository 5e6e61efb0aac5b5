import RibInspector
import RibRuntime
import Testing

@Suite("Finding an attached router by its RIB")
struct AttachedRouterTests {
    @Test("a router is found by the identifier its recorder gave it while it is attached, and no longer once detached")
    func foundWhileAttached() {
        let (trace, routers) = recordTrace {
            let root = HomeRouter()
            let card = CardRouter()
            let balance = BalanceRouter()
            root.onDidLoad = { $0.attachChild(card) }
            card.onDidLoad = { $0.attachChild(balance) }
            root.launch(from: Window())
            return (root, card, balance)
        }
        let (root, card, balance) = routers
        let ids = trace.ribs.map(\.id)
        #expect(ids.count == 3)
        #expect(root.attachedRouter(recordedAs: ids[0]) === root)
        #expect(root.attachedRouter(recordedAs: ids[1]) === card)
        #expect(root.attachedRouter(recordedAs: ids[2]) === balance)
        #expect(root.attachedRouter(recordedAs: RibID(rawValue: 99)) == nil)

        root.detachChild(card)
        #expect(root.attachedRouter(recordedAs: ids[1]) == nil)
        #expect(root.attachedRouter(recordedAs: ids[2]) == nil)
        #expect(card.attachedRouter(recordedAs: ids[2]) === balance, "from a router of its own tree")
    }
}
