import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, SettingsDependency, OnboardingDependency {}

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
            settingsBuilder: SettingsBuilder(dependency: component)
        )
    }
}

protocol RootInteractable: Interactable, SettingsListener {}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let settingsBuilder: SettingsBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, settingsBuilder: SettingsBuildable) {
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToSettings() {
        attachChild(settingsBuilder.build(withListener: interactor))
    }
}

protocol RootRouting: ViewableRouting {
    func routeToSettings()
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
