import RIBs

protocol HomeInteractable: Interactable, DetailListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let detailBuilder: DetailBuildable
    private var detail: DetailRouting?

    init(interactor: HomeInteractable, viewController: HomeViewControllable, detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToDetail() {
        guard detail == nil else { return }
        let detail = detailBuilder.build(withListener: interactor)
        self.detail = detail
        attachChild(detail)
    }
}
