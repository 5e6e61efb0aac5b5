import RIBs

protocol TicTacToeRouting: ViewableRouting {}

protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
}

protocol TicTacToeListener: AnyObject {
    func ticTacToeDidEnd(withWinner winner: PlayerType?)
}

final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener {
    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?

    override init(presenter: TicTacToePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
