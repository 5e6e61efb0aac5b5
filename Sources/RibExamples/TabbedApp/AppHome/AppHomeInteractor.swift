import RibRuntime

protocol AppHomeRouting: ViewableRouting {
    func attachTransportHome()
    func detachTransportHome()
}

protocol AppHomePresentable: Presentable {
    var listener: AppHomePresentableListener? { get set }
}

protocol AppHomeListener: AnyObject {}

final class AppHomeInteractor: PresentableInteractor<AppHomePresentable>, AppHomeInteractable, AppHomePresentableListener {
    weak var router: AppHomeRouting?
    weak var listener: AppHomeListener?

    override init(presenter: AppHomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - AppHomePresentableListener

    func didTapTransportWidget() {
        router?.attachTransportHome()
    }

    // MARK: - TransportHomeListener

    func transportHomeDidTapClose() {
        router?.detachTransportHome()
    }
}
