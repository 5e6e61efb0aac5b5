import RIBs

protocol CardsDependency: Dependency {}

final class CardsComponent: Component<CardsDependency> {}

protocol CardsBuildable: Buildable {
    func build(withListener listener: CardsListener) -> ViewableRouting
}

final class CardsBuilder: Builder<CardsDependency>, CardsBuildable {
    func build(withListener listener: CardsListener) -> ViewableRouting {
        _ = CardsComponent(dependency: dependency)
        let viewController = CardsViewController()
        let interactor = CardsInteractor(presenter: viewController)
        interactor.listener = listener
        return CardsRouter(interactor: interactor, viewController: viewController)
    }
}

protocol CardsListener: AnyObject {}

final class CardsInteractor: PresentableInteractor<CardsPresentable> {
    weak var listener: CardsListener?
}

final class CardsRouter: ViewableRouter<CardsInteractable, CardsViewControllable> {}
