import RIBs

protocol FeedInteractable: Interactable, DetailListener, CardsListener {}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable> {
    init(interactor: FeedInteractable, viewController: FeedViewControllable, dependency: FeedRouterDependency) {
        self.dependency = dependency
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToDetail() {
        let detail = dependency.detailBuilder.build(withListener: interactor)
        attachChild(detail)
        viewController.present(detail.viewControllable)
    }

    func routeToCards() {
        let cards = try? dependency.shared.cardsBuilder.build(withListener: interactor)
        attachChild(cards!)
    }

    private let dependency: FeedRouterDependency
}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable {
    weak var listener: FeedListener?
}
