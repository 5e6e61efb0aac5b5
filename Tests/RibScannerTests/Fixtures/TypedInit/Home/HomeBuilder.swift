import RIBs

protocol HomeDependency: Dependency {}

final class HomeComponent: Component<HomeDependency>, DetailDependency {
    var session: SessionStream {
        shared { .init() }
    }
}

// MARK: - Builder

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    override init(dependency: HomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        let component: HomeComponent = .init(dependency: dependency)
        let viewController: HomeViewController = .init()
        let interactor: HomeInteractor = .init(presenter: viewController)
        interactor.listener = listener
        return makeRouter(interactor: interactor, viewController: viewController, detailBuilder: DetailBuilder(dependency: component))
    }

    private func makeRouter(
        interactor: HomeInteractor,
        viewController: HomeViewController,
        detailBuilder: DetailBuildable
    ) -> HomeRouter {
        .init(interactor: interactor, viewController: viewController, detailBuilder: detailBuilder)
    }
}
