import ModernRIBs

protocol ProfileHomeDependency: Dependency {}

final class ProfileHomeComponent: Component<ProfileHomeDependency> {}

protocol ProfileHomeBuildable: Buildable {
    func build(withListener listener: ProfileHomeListener) -> ViewableRouting
}

final class ProfileHomeBuilder: Builder<ProfileHomeDependency>, ProfileHomeBuildable {
    override init(dependency: ProfileHomeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ProfileHomeListener) -> ViewableRouting {
        _ = ProfileHomeComponent(dependency: dependency)
        let viewController = ProfileHomeViewController()
        let interactor = ProfileHomeInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileHomeRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ProfileHomeInteractable: Interactable {
    var router: ProfileHomeRouting? { get set }
    var listener: ProfileHomeListener? { get set }
}

protocol ProfileHomeViewControllable: ViewControllable {}

final class ProfileHomeRouter: ViewableRouter<ProfileHomeInteractable, ProfileHomeViewControllable>, ProfileHomeRouting {
    override init(interactor: ProfileHomeInteractable, viewController: ProfileHomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol ProfileHomeRouting: ViewableRouting {}

protocol ProfileHomePresentable: Presentable {
    var listener: ProfileHomePresentableListener? { get set }
}

protocol ProfileHomeListener: AnyObject {}

final class ProfileHomeInteractor: PresentableInteractor<ProfileHomePresentable>, ProfileHomeInteractable, ProfileHomePresentableListener {
    weak var router: ProfileHomeRouting?
    weak var listener: ProfileHomeListener?

    override init(presenter: ProfileHomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
