import RIBs

protocol LeafDependency: Dependency {}

protocol LeafBuildable: Buildable {
    func build(withListener listener: LeafListener) -> ViewableRouting
}

/// A RIB with no router class of its own: RIBs' ViewableRouter, built directly.
final class LeafBuilder: Builder<LeafDependency>, LeafBuildable {
    func build(withListener listener: LeafListener) -> ViewableRouting {
        let viewController = LeafViewController()
        let interactor = LeafInteractor(presenter: viewController)
        interactor.listener = listener
        return ViewableRouter(interactor: interactor, viewController: viewController)
    }
}

protocol LeafListener: AnyObject {}

final class LeafInteractor: PresentableInteractor<LeafPresentable> {
    weak var listener: LeafListener?
}
