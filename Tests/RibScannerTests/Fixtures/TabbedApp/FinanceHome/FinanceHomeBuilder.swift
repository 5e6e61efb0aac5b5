import ModernRIBs

protocol FinanceHomeDependency: Dependency {
    var cardsRepository: CardsRepository { get }
    var topupBuildable: TopupBuildable { get }
}

final class FinanceHomeComponent: Component<FinanceHomeDependency> {
    var cardsRepository: CardsRepository { dependency.cardsRepository }
}

protocol FinanceHomeBuildable: Buildable {
    func build(withListener listener: FinanceHomeListener) -> ViewableRouting
}

final class FinanceHomeBuilder: Builder<FinanceHomeDependency>, FinanceHomeBuildable {
    override init(dependency: FinanceHomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FinanceHomeListener) -> ViewableRouting {
        let component = FinanceHomeComponent(dependency: dependency)
        let viewController = FinanceHomeViewController()
        let interactor = FinanceHomeInteractor(presenter: viewController, cardsRepository: component.cardsRepository)
        interactor.listener = listener
        return FinanceHomeRouter(
            interactor: interactor,
            viewController: viewController,
            topupBuildable: dependency.topupBuildable
        )
    }
}
