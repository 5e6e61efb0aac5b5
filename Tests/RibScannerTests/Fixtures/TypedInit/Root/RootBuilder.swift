import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, HomeDependency {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let viewController: RootViewController = .init()
        let component: RootComponent = .init(dependency: dependency, rootViewController: viewController)
        let interactor: RootInteractor = .init(presenter: viewController)
        let homeBuilder: HomeBuilder = .init(dependency: component)
        let router: RootRouter = .init(
            interactor: interactor,
            viewController: viewController,
            homeBuilder: homeBuilder
        )
        return router
    }
}
