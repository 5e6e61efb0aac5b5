import ModernRIBs

protocol AppHomeRouting: ViewableRouting {
    func attachTransportHome()
    func detachTransportHome()
}

protocol AppHomePresentable: Presentable {
    var listener: AppHomePresentableListener? { get set }
}

public protocol AppHomeListener: AnyObject {}

final class AppHomeInteractor: PresentableInteractor<AppHomePresentable>, AppHomeInteractable, AppHomePresentableListener {
    weak var router: AppHomeRouting?
    weak var listener: AppHomeListener?

    override init(presenter: AppHomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapTransportationHome() {
        router?.attachTransportHome()
    }

    func transportHomeDidTapClose() {
        router?.detachTransportHome()
    }
}
