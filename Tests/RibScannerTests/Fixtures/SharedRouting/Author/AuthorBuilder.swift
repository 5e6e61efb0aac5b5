import RIBs

protocol AuthorDependency: Dependency {}

final class AuthorComponent: Component<AuthorDependency> {}

protocol AuthorBuildable: Buildable {
    func build(withListener listener: AuthorListener?, name: String) -> ViewableRouting
}

final class AuthorBuilder: Builder<AuthorDependency>, AuthorBuildable {
    func build(withListener listener: AuthorListener?, name: String) -> ViewableRouting {
        _ = AuthorComponent(dependency: dependency)
        let viewController = AuthorViewController()
        let interactor = AuthorInteractor(presenter: viewController)
        interactor.listener = listener
        return AuthorRouter(interactor: interactor, viewController: viewController)
    }
}

protocol AuthorListener: AnyObject {}
protocol AuthorPresentable: Presentable {}
protocol AuthorInteractable: Interactable {}
protocol AuthorViewControllable: ViewControllable {}
final class AuthorViewController: UIViewController, AuthorPresentable, AuthorViewControllable {}
final class AuthorInteractor: PresentableInteractor<AuthorPresentable>, AuthorInteractable {
    weak var listener: AuthorListener?
}
final class AuthorRouter: ViewableRouter<AuthorInteractable, AuthorViewControllable> {}
