import RibRuntime

protocol AppHomeInteractable: Interactable, TransportHomeListener {
    var router: AppHomeRouting? { get set }
    var listener: AppHomeListener? { get set }
}

protocol AppHomeViewControllable: ViewControllable {
    func presentFullScreen(_ viewControllable: ViewControllable)
    func dismissPresented()
}

final class AppHomeRouter: ViewableRouter<AppHomeInteractable, AppHomeViewControllable>, AppHomeRouting {
    private let transportHomeBuildable: TransportHomeBuildable
    private var transportHomeRouting: Routing?

    init(interactor: AppHomeInteractable, viewController: AppHomeViewControllable, transportHomeBuildable: TransportHomeBuildable) {
        self.transportHomeBuildable = transportHomeBuildable
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // MARK: - AppHomeRouting

    func attachTransportHome() {
        guard transportHomeRouting == nil else { return }
        let router = transportHomeBuildable.build(withListener: interactor)
        viewController.presentFullScreen(router.viewControllable)
        transportHomeRouting = router
        attachChild(router)
    }

    func detachTransportHome() {
        if let transportHomeRouting {
            viewController.dismissPresented()
            detachChild(transportHomeRouting)
        }
        transportHomeRouting = nil
    }
}
