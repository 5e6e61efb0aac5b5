import ModernRIBs

protocol TransportHomeRouting: ViewableRouting {}

protocol TransportHomePresentable: Presentable {
    var listener: TransportHomePresentableListener? { get set }
}

public protocol TransportHomeListener: AnyObject {
    func transportHomeDidTapClose()
}

/// What the interactor needs from its component: not a RIB dependency, a plain protocol.
protocol TransportHomeInteractorDependency {}

final class TransportHomeInteractor: PresentableInteractor<TransportHomePresentable>, TransportHomeInteractable, TransportHomePresentableListener {
    weak var router: TransportHomeRouting?
    weak var listener: TransportHomeListener?
    private let dependency: TransportHomeInteractorDependency

    init(presenter: TransportHomePresentable, dependency: TransportHomeInteractorDependency) {
        self.dependency = dependency
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapBack() {
        listener?.transportHomeDidTapClose()
    }
}
