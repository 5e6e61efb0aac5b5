import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, ChildDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, childBuilder: ChildBuilder(dependency: component))
    }
}

protocol RootInteractable: Interactable, ChildListener {}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let childBuilder: ChildBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, childBuilder: ChildBuildable) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor, viewController: viewController)
        attachChild(childBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
