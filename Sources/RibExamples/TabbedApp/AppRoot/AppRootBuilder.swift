import RibRuntime

protocol AppRootDependency: Dependency {}

/// The root scope: the repositories every tab uses.
final class AppRootComponent: Component<AppRootDependency>, AppHomeDependency, FinanceHomeDependency, ProfileHomeDependency {
    var superPayRepository: SuperPayRepository {
        shared { SuperPayRepository(balance: 120_000) }
    }
}

// MARK: - Builder

protocol AppRootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class AppRootBuilder: Builder<AppRootDependency>, AppRootBuildable {
    func build() -> LaunchRouting {
        let component = AppRootComponent(dependency: dependency)
        let tabBar = AppRootTabBarController()
        let interactor = AppRootInteractor(presenter: tabBar)

        return AppRootRouter(
            interactor: interactor,
            viewController: tabBar,
            appHome: AppHomeBuilder(dependency: component),
            financeHome: FinanceHomeBuilder(dependency: component),
            profileHome: ProfileHomeBuilder(dependency: component)
        )
    }
}
