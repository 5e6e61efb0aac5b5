import RibRuntime

protocol FinanceHomeDependency: Dependency {
    var superPayRepository: SuperPayRepository { get }
}

final class FinanceHomeComponent: Component<FinanceHomeDependency> {
    fileprivate var superPayRepository: SuperPayRepository { dependency.superPayRepository }
}

// MARK: - Builder

protocol FinanceHomeBuildable: Buildable {
    func build(withListener listener: FinanceHomeListener) -> ViewableRouting
}

final class FinanceHomeBuilder: Builder<FinanceHomeDependency>, FinanceHomeBuildable {
    func build(withListener listener: FinanceHomeListener) -> ViewableRouting {
        let component = FinanceHomeComponent(dependency: dependency)
        let viewController = FinanceHomeViewController()
        let interactor = FinanceHomeInteractor(presenter: viewController, superPayRepository: component.superPayRepository)
        interactor.listener = listener
        return FinanceHomeRouter(interactor: interactor, viewController: viewController)
    }
}
