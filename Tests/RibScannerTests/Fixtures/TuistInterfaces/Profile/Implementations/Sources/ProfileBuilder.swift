import ProfileInterfaces
import RIBs

public final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
    public func build(withListener listener: ProfileListener) -> ViewableRouting {
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }
}

final class ProfileRouter: ViewableRouter<ProfileInteractor, ProfileViewControllable> {}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
    weak var listener: ProfileListener?
}
