import RIBs

protocol FeedDependency: Dependency {
    var cardsBuilder: CardsBuildable { get }
}

final class FeedComponent: Component<FeedDependency>, DetailDependency, CardsDependency {}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> ViewableRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController, dependency: FeedRouterComponent(component: component))
    }
}
