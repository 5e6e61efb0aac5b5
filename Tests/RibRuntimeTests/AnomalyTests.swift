import RibInspector
import RibRuntime
import Testing

@Suite("Anomalies")
struct AnomalyTests {
    private let homeID = RibID(rawValue: 1)
    private let cardID = RibID(rawValue: 2)

    @Test("attaching a child twice records attachedTwice and changes nothing")
    func attachTwice() throws {
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            root.attachChild(CardRouter())
            if let card = root.children.first {
                root.attachChild(card)
            }
            return root
        }
        #expect(root.children.count == 1)
        #expect(
            trace.kinds.suffix(4) == [
                .attached(cardID, parent: homeID), .activated(cardID), .loaded(cardID),
                .anomaly(.attachedTwice(cardID, parent: homeID)),
            ])
        #expect(try trace.finalSnapshot().description == "Home\n└─ Card")
    }

    @Test("attaching a child that another router holds, or an ancestor, records attachedTwice")
    func attachElsewhere() throws {
        let (trace, (root, card, balance)) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            let card = CardRouter()
            let balance = BalanceRouter()
            root.attachChild(card)
            card.attachChild(balance)
            root.attachChild(balance)  // attached to card already
            balance.attachChild(card)  // card is balance's parent
            card.attachChild(root)  // a launched root
            return (root, card, balance)
        }
        let balanceID = RibID(rawValue: 3)
        #expect(
            trace.kinds.suffix(3) == [
                .anomaly(.attachedTwice(balanceID, parent: homeID)),
                .anomaly(.attachedTwice(cardID, parent: balanceID)),
                .anomaly(.attachedTwice(homeID, parent: cardID)),
            ])
        #expect(root.children.count == 1 && card.children.count == 1 && balance.children.isEmpty)
        #expect(try trace.finalSnapshot().description == "Home\n└─ Card\n   └─ Balance")
    }

    @Test("detaching a router that is not a child records detachedNonChild; like RIBs, it is still deactivated")
    func detachNonChild() throws {
        let (trace, (root, card, stranger)) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            let card = CardRouter()
            root.attachChild(card)
            let stranger = BalanceRouter()
            stranger.detachChild(card)
            return (root, card, stranger)
        }
        #expect(stranger.children.isEmpty)
        let strangerID = RibID(rawValue: 3)
        #expect(trace.kinds.suffix(2) == [.anomaly(.detachedNonChild(cardID, parent: strangerID)), .deactivated(cardID)])
        #expect(root.children.count == 1)
        #expect(!card.interactable.isActive)
        let text = try trace.finalSnapshot().text(showsState: true)
        #expect(text == "Home\n└─ Card (inactive)")
    }
}
