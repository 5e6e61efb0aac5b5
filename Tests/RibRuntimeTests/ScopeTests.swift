import RibInspector
import RibRuntime
import Testing

@Suite("Scopes, builders and adapters")
struct ScopeTests {
    @Test("each component declares a scope whose parent is its dependency's scope")
    func scopeChain() throws {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            wallet.router.attachChild(PocketBuilder(dependency: wallet.component).build())
            return wallet
        }
        let app = try #require(trace.scope(named: "App"))
        let walletScope = try #require(trace.scope(named: "Wallet"))
        let pocketScope = try #require(trace.scope(named: "Pocket"))
        #expect(app.parent == nil && app.componentType == "AppComponent")
        #expect(walletScope.parent == app.id && walletScope.componentType == "WalletComponent")
        #expect(pocketScope.parent == walletScope.id)
        #expect(trace.rib(named: "Wallet")?.scope == walletScope.id)
        #expect(trace.rib(named: "Wallet")?.builderType == "WalletBuilder")
        #expect(trace.rib(named: "Pocket")?.scope == pocketScope.id)
        #expect(trace.rib(named: "Pocket")?.builderType == "PocketBuilder")
    }

    @Test("a shared object is created once per component instance")
    func sharedOncePerScope() throws {
        let (trace, ledgers) = recordTrace {
            let first = WalletComponent(dependency: AppComponent())
            let second = WalletComponent(dependency: AppComponent())
            let pocket = PocketComponent(dependency: first)
            return [first.ledger, first.ledger, pocket.ledger, second.ledger]
        }
        #expect(ledgers[0] === ledgers[1] && ledgers[1] === ledgers[2])
        #expect(ledgers[0] !== ledgers[3])
        let walletScopes = trace.scopes.filter { $0.name == "Wallet" }.map(\.id)
        #expect(trace.kinds == walletScopes.map { .sharedObjectCreated("ledger", scope: $0) })
        #expect(trace.scopes.filter { $0.name == "Wallet" }.map(\.sharedObjects) == [["ledger"], ["ledger"]])
    }

    @Test("a builder without a component builds its RIB in its dependency's scope, even inside its parent's build")
    func componentlessBuilder() throws {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            wallet.router.attachChild(PocketBuilder(dependency: wallet.component).build(eagerCoin: true))
            return wallet
        }
        let pocketScope = try #require(trace.scope(named: "Pocket"))
        #expect(trace.rib(named: "Coin")?.scope == pocketScope.id)
        #expect(trace.rib(named: "Coin")?.builderType == "CoinBuilder")
        #expect(trace.rib(named: "Pocket")?.scope == pocketScope.id)
        #expect(trace.rib(named: "Pocket")?.builderType == "PocketBuilder")
    }

    @Test("a router created outside any build has no scope and no builder")
    func routerOutsideBuild() {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            let card = CardRouter()
            wallet.router.attachChild(card)
            return wallet
        }
        #expect(trace.rib(named: "Card")?.scope == nil)
        #expect(trace.rib(named: "Card")?.builderType == nil)
    }

    @Test("a router released in the middle of a build does not disturb the build")
    func releaseDuringBuild() throws {
        final class Holder { var card: CardRouter? }
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            let holder = Holder()
            holder.card = CardRouter()
            holder.card?.attachChild(BalanceRouter())
            // What a build does: create the component, release an old child, create the router.
            let component = PocketComponent(dependency: wallet.component)
            holder.card = nil
            let pocket = PocketRouter(interactor: LoggingInteractor())
            return (wallet, component, pocket)
        }
        #expect(trace.kinds.contains(.deallocated(RibID(rawValue: 2))))
        #expect(trace.rib(named: "Pocket")?.scope == trace.scope(named: "Pocket")?.id)
    }

    @Test("an adapter is recorded on the RIB it builds, not on RIBs built inside that build")
    func adapterPassingItsDependency() throws {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            wallet.router.attachChild(PocketAdapter(dependency: wallet.component).build(eagerCoin: true))
            return wallet
        }
        #expect(trace.rib(named: "Pocket")?.adapterType == "PocketAdapter")
        #expect(trace.rib(named: "Pocket")?.builderType == "PocketBuilder")
        #expect(trace.rib(named: "Coin")?.adapterType == nil)
        #expect(trace.rib(named: "Wallet")?.adapterType == nil)
        #expect(!trace.ribs.contains { $0.name.contains("Adapter") })
    }

    @Test("an adapter with its own plain component: the child is adapted and lives in no known scope")
    func adapterWithPlainComponent() {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            wallet.router.attachChild(CoinAdapter().build(ledger: wallet.component.ledger))
            return wallet
        }
        #expect(trace.rib(named: "Coin")?.adapterType == "CoinAdapter")
        #expect(trace.rib(named: "Coin")?.builderType == "CoinBuilder")
        #expect(trace.rib(named: "Coin")?.scope == nil)
    }

    @Test("an adapter with its own scoped component: the child's scope hangs below the adapter's")
    func adapterWithScopedComponent() throws {
        let (trace, _) = recordTrace {
            let wallet = WalletBuilder(dependency: AppComponent()).build()
            wallet.router.launch(from: Window())
            wallet.router.attachChild(ScopedPocketAdapter().build())
            return wallet
        }
        let adapterScope = try #require(trace.scope(named: "ScopedPocketAdapter"))
        #expect(adapterScope.componentType == "ScopedPocketAdapter.Component")
        let pocketScope = try #require(trace.scope(named: "Pocket"))
        #expect(pocketScope.parent == adapterScope.id)
        #expect(trace.rib(named: "Pocket")?.scope == pocketScope.id)
        #expect(trace.rib(named: "Pocket")?.adapterType == "ScopedPocketAdapter")
    }
}
