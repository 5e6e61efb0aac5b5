import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency {}

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, HomeDependency, SearchDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        return RootRouter(
            interactor: RootInteractor(presenter: viewController),
            viewController: viewController,
            home: HomeBuilder(dependency: component),
            search: SearchBuilder(dependency: component)
        )
    }
}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {
    init(interactor: RootInteractor, viewController: RootViewControllable, home: HomeBuildable, search: SearchBuildable) {
        super.init(interactor: interactor, viewController: viewController)
        attachChild(home.build(withListener: interactor))
        attachChild(search.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable> {}
