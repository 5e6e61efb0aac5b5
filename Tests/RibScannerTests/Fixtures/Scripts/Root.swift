import ModernRIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, 설정Dependency, 🚀RocketDependency, `Legacy Onboarding Dependency` {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            settings: 설정Builder(dependency: component),
            rocket: 🚀RocketBuilder(dependency: component),
            onboarding: `Legacy Onboarding Builder`(dependency: component)
        )
    }
}

protocol RootInteractable: Interactable, 설정Listener {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let settings: 설정Buildable
    private let rocket: 🚀RocketBuilder
    private let onboarding: `Legacy Onboarding Builder`

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        settings: 설정Buildable,
        rocket: 🚀RocketBuilder,
        onboarding: `Legacy Onboarding Builder`
    ) {
        self.settings = settings
        self.rocket = rocket
        self.onboarding = onboarding
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToEverything() {
        attachChild(settings.build(withListener: interactor))
        attachChild(rocket.build(withListener: interactor))
        attachChild(onboarding.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}
