import RIBs

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting>, RootBuildable {
    override func build(with component: RootComponent) -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let loggedInBuilder = LoggedInBuilder { component.loggedInComponent }
        return RootRouter(interactor: interactor, viewController: viewController, loggedInBuilder: loggedInBuilder)
    }
}

protocol RootInteractable: Interactable, LoggedInListener {}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let loggedInBuilder: LoggedInBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, loggedInBuilder: LoggedInBuildable) {
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        attachChild(loggedInBuilder.build(withListener: interactor))
    }

    override func didLoad() {
        super.didLoad()
        attachChild(loggedInBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
