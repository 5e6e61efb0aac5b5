import RIBs

protocol FeedDependency: Dependency {}

final class FeedComponent: Component<FeedDependency> {}

protocol FeedBuildable: Buildable {
    func build() -> Routing
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build() -> Routing {
        let component = FeedComponent(dependency: dependency)
        return FeedRouter(interactor: FeedInteractor(component: component))
    }
}

final class FeedRouter: Router<FeedInteractor> {}

final class FeedInteractor: Interactor {}
