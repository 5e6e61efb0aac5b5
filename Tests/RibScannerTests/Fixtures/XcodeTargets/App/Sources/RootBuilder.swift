import RIBs

protocol RootDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        return RootRouter(interactor: RootInteractor(presenter: viewController), viewController: viewController)
    }
}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {}

final class RootInteractor: PresentableInteractor<RootPresentable> {}
