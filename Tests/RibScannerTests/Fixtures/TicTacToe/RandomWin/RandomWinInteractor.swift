import RIBs

protocol RandomWinRouting: ViewableRouting {}

protocol RandomWinPresentable: Presentable {
    var listener: RandomWinPresentableListener? { get set }
}

protocol RandomWinListener: AnyObject {
    func didRandomlyWin(with player: PlayerType)
}

final class RandomWinInteractor: PresentableInteractor<RandomWinPresentable>, RandomWinInteractable, RandomWinPresentableListener {
    weak var router: RandomWinRouting?
    weak var listener: RandomWinListener?

    override init(presenter: RandomWinPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
