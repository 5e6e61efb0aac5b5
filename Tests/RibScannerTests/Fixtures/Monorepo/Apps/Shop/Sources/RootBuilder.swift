import Kit
import RIBs

protocol RootDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}

final class RootComponent: Component<RootDependency>, CartDependency, Kit.SettingsDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        return RootRouter(
            interactor: RootInteractor(presenter: viewController),
            viewController: viewController,
            cartBuilder: CartBuilder(dependency: component),
            settingsBuilder: SettingsBuilder(dependency: component)
        )
    }
}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {
    private let cartBuilder: CartBuildable
    private let settingsBuilder: Kit.SettingsBuildable

    init(interactor: RootInteractor, viewController: RootViewControllable, cartBuilder: CartBuildable, settingsBuilder: Kit.SettingsBuildable) {
        self.cartBuilder = cartBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        attachChild(cartBuilder.build(withListener: interactor))
        attachChild(settingsBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable> {}
