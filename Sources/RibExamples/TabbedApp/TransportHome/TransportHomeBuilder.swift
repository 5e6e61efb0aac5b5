import RibRuntime

protocol TransportHomeDependency: Dependency {
    var superPayRepository: SuperPayRepository { get }
}

final class TransportHomeComponent: Component<TransportHomeDependency> {
    fileprivate var superPayRepository: SuperPayRepository { dependency.superPayRepository }
}

// MARK: - Builder

protocol TransportHomeBuildable: Buildable {
    func build(withListener listener: TransportHomeListener) -> ViewableRouting
}

final class TransportHomeBuilder: Builder<TransportHomeDependency>, TransportHomeBuildable {
    func build(withListener listener: TransportHomeListener) -> ViewableRouting {
        let component = TransportHomeComponent(dependency: dependency)
        let viewController = TransportHomeViewController()
        let interactor = TransportHomeInteractor(presenter: viewController, superPayRepository: component.superPayRepository)
        interactor.listener = listener
        return TransportHomeRouter(interactor: interactor, viewController: viewController)
    }
}
