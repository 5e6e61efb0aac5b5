import RibRuntime

protocol ProfileHomeDependency: Dependency {}

final class ProfileHomeComponent: Component<ProfileHomeDependency> {
    /// The signed-in user's name.
    let userName = "김민수"
}

// MARK: - Builder

protocol ProfileHomeBuildable: Buildable {
    func build(withListener listener: ProfileHomeListener) -> ViewableRouting
}

final class ProfileHomeBuilder: Builder<ProfileHomeDependency>, ProfileHomeBuildable {
    func build(withListener listener: ProfileHomeListener) -> ViewableRouting {
        let component = ProfileHomeComponent(dependency: dependency)
        let viewController = ProfileHomeViewController(userName: component.userName)
        let interactor = ProfileHomeInteractor(presenter: viewController)
        interactor.listener = listener
        return ProfileHomeRouter(interactor: interactor, viewController: viewController)
    }
}
