import ModernRIBs

protocol ProfileDependency: Dependency {
    var theme2: Theme { get }
}

final class ProfileBuilder: BaseBuilder<ProfileDependency> {
    func build(withListener listener: ProfileListener) -> Routing {
        let interactor = ProfileInteractor()
        interactor.listener = listener
        return ProfileRouter(interactor: interactor)
    }
}

protocol ProfileListener: AnyObject {}

final class ProfileInteractor: Interactor {
    weak var listener: ProfileListener?
}

final class ProfileRouter: BaseRouter<ProfileInteractor> {}
