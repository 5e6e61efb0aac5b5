import ModernRIBs

protocol FinanceHomeInteractable: Interactable, TopupListener {
    var router: FinanceHomeRouting? { get set }
    var listener: FinanceHomeListener? { get set }
}

protocol FinanceHomeViewControllable: ViewControllable {}

final class FinanceHomeRouter: ViewableRouter<FinanceHomeInteractable, FinanceHomeViewControllable>, FinanceHomeRouting {
    private let topupBuildable: TopupBuildable
    private var topupRouting: Routing?

    init(interactor: FinanceHomeInteractable, viewController: FinanceHomeViewControllable, topupBuildable: TopupBuildable) {
        self.topupBuildable = topupBuildable
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachTopup() {
        guard topupRouting == nil else { return }
        let router = topupBuildable.build(withListener: interactor)
        topupRouting = router
        attachChild(router)
    }

    func detachTopup() {
        guard let router = topupRouting else { return }
        detachChild(router)
        topupRouting = nil
    }
}
