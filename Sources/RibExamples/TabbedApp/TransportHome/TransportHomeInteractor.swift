import RibRuntime

protocol TransportHomeRouting: ViewableRouting {}

protocol TransportHomePresentable: Presentable {
    var listener: TransportHomePresentableListener? { get set }
    func show(balance: Int)
}

protocol TransportHomeListener: AnyObject {
    func transportHomeDidTapClose()
}

/// Calls a taxi and pays with Super Pay.
final class TransportHomeInteractor: PresentableInteractor<TransportHomePresentable>, TransportHomeInteractable,
    TransportHomePresentableListener
{
    weak var router: TransportHomeRouting?
    weak var listener: TransportHomeListener?

    private let superPayRepository: SuperPayRepository

    init(presenter: TransportHomePresentable, superPayRepository: SuperPayRepository) {
        self.superPayRepository = superPayRepository
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(balance: superPayRepository.balance)
    }

    // MARK: - TransportHomePresentableListener

    func didTapCallTaxi(fare: Int) {
        superPayRepository.charge(fare)
        presenter.show(balance: superPayRepository.balance)
    }

    func didTapClose() {
        listener?.transportHomeDidTapClose()
    }
}
