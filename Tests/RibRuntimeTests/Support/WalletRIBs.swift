import RibRuntime

// A small app for the DI tests, shaped like RIBs code: App → Wallet (root) → Pocket → Coin.
// Coin's builder makes no component of its own.

final class Ledger {}

protocol WalletDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, WalletDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

final class WalletComponent: Component<WalletDependency>, PocketDependency {
    var ledger: Ledger {
        shared { Ledger() }
    }
}

final class WalletRouter: LaunchRouter<LoggingInteractor, PlainViewController> {}

final class WalletBuilder: Builder<WalletDependency> {
    func build() -> (router: WalletRouter, component: WalletComponent) {
        let component = WalletComponent(dependency: dependency)
        let router = WalletRouter(interactor: LoggingInteractor(name: "Wallet"), viewController: PlainViewController())
        return (router, component)
    }
}

protocol PocketDependency: Dependency {
    var ledger: Ledger { get }
}

final class PocketComponent: Component<PocketDependency>, CoinDependency {
    var ledger: Ledger { dependency.ledger }
}

final class PocketRouter: Router<LoggingInteractor> {}

final class PocketBuilder: Builder<PocketDependency> {
    /// Builds a Pocket; with `eagerCoin`, also builds a Coin inside this build and attaches
    /// it when Pocket loads.
    func build(eagerCoin: Bool = false) -> PocketRouter {
        let component = PocketComponent(dependency: dependency)
        let coin = eagerCoin ? CoinBuilder(dependency: component).build() : nil
        let router = PocketRouter(interactor: LoggingInteractor(name: "Pocket"))
        if let coin { router.attachChild(coin) }
        return router
    }
}

protocol CoinDependency: Dependency {
    var ledger: Ledger { get }
}

final class CoinRouter: ViewableRouter<LoggingInteractor, PlainViewController> {}

/// A builder that makes no component: its RIB lives in its dependency's scope.
final class CoinBuilder: Builder<CoinDependency> {
    func build() -> CoinRouter {
        let ledger = dependency.ledger
        return CoinRouter(interactor: LoggingInteractor(name: "Coin \(ObjectIdentifier(ledger))"), viewController: PlainViewController())
    }
}

/// An adapter in the style of the RIBs tutorial: it passes its own dependency through.
final class PocketAdapter: Adapter {
    private let pocketBuilder: PocketBuilder

    init(dependency: PocketDependency) {
        pocketBuilder = PocketBuilder(dependency: dependency)
    }

    func build(eagerCoin: Bool) -> PocketRouter {
        adapt { pocketBuilder.build(eagerCoin: eagerCoin) }
    }
}

/// An adapter in the style of seed 004: it satisfies the child's dependency with a small
/// component of its own, made from its `build` arguments.
final class CoinAdapter: Adapter {
    final class Component: CoinDependency {
        let ledger: Ledger
        init(ledger: Ledger) { self.ledger = ledger }
    }

    func build(ledger: Ledger) -> CoinRouter {
        adapt { CoinBuilder(dependency: Component(ledger: ledger)).build() }
    }
}

/// An adapter whose own component is a RIBs `Component`, a scope of its own.
final class ScopedPocketAdapter: Adapter {
    final class Component: RibRuntime.Component<EmptyDependency>, PocketDependency {
        var ledger: Ledger { shared { Ledger() } }
    }

    func build() -> PocketRouter {
        adapt {
            let component = Component(dependency: EmptyComponent())
            return PocketBuilder(dependency: component).build()
        }
    }
}
