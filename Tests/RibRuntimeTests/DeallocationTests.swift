import RibInspector
import RibRuntime
import Testing

@Suite("Deallocation")
struct DeallocationTests {
    private let homeID = RibID(rawValue: 1)
    private let cardID = RibID(rawValue: 2)
    private let balanceID = RibID(rawValue: 3)

    @Test("a router's deinit deactivates it, detaches each child and records deallocated last")
    func deinitOrder() throws {
        let (trace, _) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            let card = CardRouter()
            root.attachChild(card)
            card.attachChild(BalanceRouter())
        }
        #expect(
            Array(trace.kinds.suffix(11)) == [
                .deactivated(homeID),
                .deactivated(cardID), .deactivated(balanceID), .detached(cardID, parent: homeID),
                .detached(balanceID, parent: cardID), .deallocated(balanceID), .interactorDeallocated(balanceID),
                .deallocated(cardID), .interactorDeallocated(cardID),
                .deallocated(homeID), .interactorDeallocated(homeID),
            ])
        #expect(trace.ribs.allSatisfy { $0.tracksInteractorDeallocation })
        #expect(try trace.finalSnapshot().description.isEmpty)
    }

    @Test("deallocation is recorded when the last reference goes, not at detach")
    func lastReference() throws {
        final class Holder { var card: CardRouter? }
        let holder = Holder()
        let (trace, root) = recordTrace {
            let root = HomeRouter()
            root.launch(from: Window())
            holder.card = CardRouter()
            if let card = holder.card { root.attachChild(card) }
            if let card = holder.card { root.detachChild(card) }
            #expect(!root.children.contains { $0 === holder.card })
            holder.card = nil
            return root
        }
        #expect(
            Array(trace.kinds.suffix(4)) == [
                .deactivated(cardID), .detached(cardID, parent: homeID), .deallocated(cardID), .interactorDeallocated(cardID),
            ])
        #expect(root.interactable.isActive)
        #expect(try trace.finalSnapshot().tree.status(of: cardID) == .deallocated)
    }

    @Test("a deallocated router detaches all its children before any is released, as RIBs' detachAllChildren")
    func childrenDetachedInOneLoop() {
        let (trace, _) = recordTrace {
            let card = CardRouter()
            card.attachChild(BalanceRouter())
            let second = BalanceRouter()
            card.attachChild(second)
            second.attachChild(BalanceRouter())
        }
        let cardID = RibID(rawValue: 1), first = RibID(rawValue: 2), second = RibID(rawValue: 3), third = RibID(rawValue: 4)
        #expect(
            Array(trace.kinds.suffix(14)) == [
                .deactivated(first), .detached(first, parent: cardID),
                .deactivated(second), .deactivated(third), .detached(second, parent: cardID),
                .deallocated(first), .interactorDeallocated(first),
                .detached(third, parent: second), .deallocated(third), .interactorDeallocated(third),
                .deallocated(second), .interactorDeallocated(second),
                .deallocated(cardID), .interactorDeallocated(cardID),
            ])
    }

    @Test("an interactor that outlives its router records nothing more until it goes")
    func interactorOutlivesRouter() throws {
        let (trace, interactor) = recordTrace { () -> LoggingInteractor? in
            var card: CardRouter? = CardRouter()
            card?.interactable.activate()
            let interactor = card?.interactor
            card = nil
            interactor?.activate()
            return interactor
        }
        let cardID = RibID(rawValue: 1)
        #expect(trace.kinds == [.built(cardID), .activated(cardID), .deactivated(cardID), .deallocated(cardID)])
        #expect(interactor?.isActive == true)
        _ = try trace.finalSnapshot()
    }
}
