import RibRuntime

protocol FinanceHomeRouting: ViewableRouting {}

protocol FinanceHomePresentable: Presentable {
    var listener: FinanceHomePresentableListener? { get set }
    func show(balance: Int)
}

protocol FinanceHomeListener: AnyObject {}

final class FinanceHomeInteractor: PresentableInteractor<FinanceHomePresentable>, FinanceHomeInteractable,
    FinanceHomePresentableListener
{
    weak var router: FinanceHomeRouting?
    weak var listener: FinanceHomeListener?

    private let superPayRepository: SuperPayRepository

    init(presenter: FinanceHomePresentable, superPayRepository: SuperPayRepository) {
        self.superPayRepository = superPayRepository
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(balance: superPayRepository.balance)
    }
}
