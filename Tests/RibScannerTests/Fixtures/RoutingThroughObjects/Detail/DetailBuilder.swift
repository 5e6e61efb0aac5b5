import RIBs

protocol DetailDependency: Dependency {}

final class DetailComponent: Component<DetailDependency> {}

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> ViewableRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    func build(withListener listener: DetailListener) -> ViewableRouting {
        _ = DetailComponent(dependency: dependency)
        let viewController = DetailViewController()
        let interactor = DetailInteractor(presenter: viewController)
        interactor.listener = listener
        return DetailRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DetailListener: AnyObject {}

final class DetailInteractor: PresentableInteractor<DetailPresentable> {
    weak var listener: DetailListener?
}

final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable> {}
