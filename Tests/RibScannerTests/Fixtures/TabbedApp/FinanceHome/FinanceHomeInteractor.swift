import ModernRIBs

protocol FinanceHomeRouting: ViewableRouting {
    func attachTopup()
    func detachTopup()
}

protocol FinanceHomePresentable: Presentable {
    var listener: FinanceHomePresentableListener? { get set }
}

protocol FinanceHomeListener: AnyObject {}

final class FinanceHomeInteractor: PresentableInteractor<FinanceHomePresentable>, FinanceHomeInteractable, FinanceHomePresentableListener {
    weak var router: FinanceHomeRouting?
    weak var listener: FinanceHomeListener?
    private let cardsRepository: CardsRepository

    init(presenter: FinanceHomePresentable, cardsRepository: CardsRepository) {
        self.cardsRepository = cardsRepository
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func topupDidClose() {
        router?.detachTopup()
    }
}
