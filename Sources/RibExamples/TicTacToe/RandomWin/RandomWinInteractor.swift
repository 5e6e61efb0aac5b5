import RibRuntime

protocol RandomWinRouting: ViewableRouting {}

protocol RandomWinPresentable: Presentable {
    var listener: RandomWinPresentableListener? { get set }
    func announce(winner: PlayerType)
}

protocol RandomWinListener: AnyObject {
    func didRandomlyWin(with winner: PlayerType)
}

/// A game of luck: one tap draws the winner.
final class RandomWinInteractor: PresentableInteractor<RandomWinPresentable>, RandomWinInteractable,
    RandomWinPresentableListener
{
    weak var router: RandomWinRouting?
    weak var listener: RandomWinListener?

    private let mutableScoreStream: MutableScoreStream
    private let randomSource: RandomSource
    private var winner: PlayerType?

    init(presenter: RandomWinPresentable, mutableScoreStream: MutableScoreStream, randomSource: RandomSource) {
        self.mutableScoreStream = mutableScoreStream
        self.randomSource = randomSource
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - RandomWinPresentableListener

    func determineWinner() {
        guard winner == nil else { return }
        let winner: PlayerType = randomSource.next() % 100 >= 50 ? .player1 : .player2
        self.winner = winner
        mutableScoreStream.updateScore(with: winner)
        presenter.announce(winner: winner)
    }

    func closeGame() {
        guard let winner else { return }
        listener?.didRandomlyWin(with: winner)
    }
}
