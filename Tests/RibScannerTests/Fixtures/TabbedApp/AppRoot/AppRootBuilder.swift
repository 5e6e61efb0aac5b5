import ModernRIBs

protocol AppRootDependency: Dependency {}

final class AppRootComponent: Component<AppRootDependency>, AppHomeDependency, FinanceHomeDependency, ProfileHomeDependency, TopupDependency {
    let cardsRepository: CardsRepository

    var topupBuildable: TopupBuildable {
        TopupBuilder(dependency: self)
    }

    var balance: ReadOnlyCurrentValuePublisher<Double> {
        shared { CurrentValuePublisher(0) }
    }

    init(dependency: AppRootDependency, cardsRepository: CardsRepository) {
        self.cardsRepository = cardsRepository
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol AppRootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class AppRootBuilder: Builder<AppRootDependency>, AppRootBuildable {
    override init(dependency: AppRootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let tabBar = RootTabBarController()
        let component = AppRootComponent(dependency: dependency, cardsRepository: CardsRepositoryImp())
        let interactor = AppRootInteractor(presenter: tabBar)

        let appHome = AppHomeBuilder(dependency: component)
        let financeHome = FinanceHomeBuilder(dependency: component)
        let profileHome = ProfileHomeBuilder(dependency: component)
        let router = AppRootRouter(
            interactor: interactor,
            viewController: tabBar,
            appHome: appHome,
            financeHome: financeHome,
            profileHome: profileHome
        )
        return router
    }
}
