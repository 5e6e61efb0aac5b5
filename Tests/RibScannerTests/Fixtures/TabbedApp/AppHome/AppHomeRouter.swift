import ModernRIBs

protocol AppHomeInteractable: Interactable, TransportHomeListener {
    var router: AppHomeRouting? { get set }
    var listener: AppHomeListener? { get set }
}

protocol AppHomeViewControllable: ViewControllable {}

final class AppHomeRouter: ViewableRouter<AppHomeInteractable, AppHomeViewControllable>, AppHomeRouting {
    private let transportHomeBuildable: TransportHomeBuildable
    private var transportHomeRouting: Routing?

    init(
        interactor: AppHomeInteractable,
        viewController: AppHomeViewControllable,
        transportHomeBuildable: TransportHomeBuildable
    ) {
        self.transportHomeBuildable = transportHomeBuildable
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachTransportHome() {
        guard transportHomeRouting == nil else { return }
        let router = transportHomeBuildable.build(withListener: interactor)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
        transportHomeRouting = router
        attachChild(router)
    }

    func detachTransportHome() {
        guard let router = transportHomeRouting else { return }
        viewController.uiviewController.dismiss(animated: true)
        detachChild(router)
        transportHomeRouting = nil
    }
}
