import ModernRIBs

// Declarations wrapped over lines, with module-qualified base classes.

protocol HomeDependency: ModernRIBs.Dependency {}

final class HomeComponent:
    ModernRIBs.Component<
        HomeDependency
    >
{
    var theme: Theme {
        self.shared { Theme.standard }
    }
}

protocol HomeBuildable: ModernRIBs.Buildable {
    func build(withListener listener: HomeListener) -> LaunchRouting
}

final class HomeBuilder:
    ModernRIBs.Builder<HomeDependency>,
    HomeBuildable
{
    func build(
        withListener listener: HomeListener
    ) -> LaunchRouting {
        let component = HomeComponent(
            dependency: dependency
        )
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        let feedBuilder = FeedBuilder {
            FeedComponent(dependency: component)
        }
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilders: [feedBuilder],
            settingsBuilder: SettingsBuilder(dependency: component),
            component: component
        )
    }
}
