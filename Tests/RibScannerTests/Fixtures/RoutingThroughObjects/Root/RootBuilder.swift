import RIBs

/// Root asks for the cards builder only to pass it on to Feed's router: Root never builds Cards.
protocol RootDependency: Dependency {
    var cardsBuilder: CardsBuildable { get }
}

final class RootComponent: Component<RootDependency>, FeedDependency, AgendaDependency, WizardDependency {
    var cardsBuilder: CardsBuildable { dependency.cardsBuilder }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: FeedBuilder(dependency: component),
            agendaBuilder: AgendaBuilder(dependency: component),
            wizardBuilder: WizardBuilder(dependency: component)
        )
    }
}
