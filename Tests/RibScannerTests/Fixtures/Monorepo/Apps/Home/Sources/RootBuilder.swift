import Kit
import RIBs

protocol RootDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}

final class RootComponent: Component<RootDependency>, FeedDependency, Kit.SettingsDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        return RootRouter(
            interactor: RootInteractor(presenter: viewController),
            viewController: viewController,
            feedBuilder: FeedBuilder(dependency: component),
            settingsBuilder: SettingsBuilder(dependency: component)
        )
    }
}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {
    private let feedBuilder: FeedBuildable
    private let settingsBuilder: Kit.SettingsBuildable

    init(interactor: RootInteractor, viewController: RootViewControllable, feedBuilder: FeedBuildable, settingsBuilder: Kit.SettingsBuildable) {
        self.feedBuilder = feedBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        attachChild(feedBuilder.build(withListener: interactor))
        attachChild(settingsBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable> {}
