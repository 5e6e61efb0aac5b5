import RibRuntime

protocol TicTacToeRouting: ViewableRouting {}

protocol TicTacToePresentable: Presentable {
    var listener: TicTacToePresentableListener? { get set }
    func setCell(atRow row: Int, col: Int, with player: PlayerType)
    func announce(winner: PlayerType?)
}

protocol TicTacToeListener: AnyObject {
    func ticTacToeDidEnd(withWinner winner: PlayerType?)
}

/// One game of TicTacToe: players take turns; three in a row wins and scores.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>, TicTacToeInteractable,
    TicTacToePresentableListener
{
    weak var router: TicTacToeRouting?
    weak var listener: TicTacToeListener?

    private let mutableScoreStream: MutableScoreStream
    private var board: [[PlayerType?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    private var currentPlayer = PlayerType.player1
    private var isOver = false
    private var winner: PlayerType?

    init(presenter: TicTacToePresentable, mutableScoreStream: MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - TicTacToePresentableListener

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        guard !isOver, board.indices.contains(row), board[row].indices.contains(col), board[row][col] == nil else {
            return
        }
        board[row][col] = currentPlayer
        presenter.setCell(atRow: row, col: col, with: currentPlayer)

        if let winner = checkWinner() {
            end(withWinner: winner)
        } else if board.allSatisfy({ $0.allSatisfy { $0 != nil } }) {
            end(withWinner: nil)
        } else {
            currentPlayer = currentPlayer == .player1 ? .player2 : .player1
        }
    }

    func closeGame() {
        guard isOver else { return }
        listener?.ticTacToeDidEnd(withWinner: winner)
    }

    // MARK: - Private

    private func end(withWinner winner: PlayerType?) {
        isOver = true
        self.winner = winner
        if let winner {
            mutableScoreStream.updateScore(with: winner)
        }
        presenter.announce(winner: winner)
    }

    private func checkWinner() -> PlayerType? {
        let lines: [[(Int, Int)]] =
            (0..<3).map { row in (0..<3).map { (row, $0) } }
            + (0..<3).map { col in (0..<3).map { ($0, col) } }
            + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
        for line in lines {
            let marks = line.map { board[$0.0][$0.1] }
            if let first = marks[0], marks.allSatisfy({ $0 == first }) {
                return first
            }
        }
        return nil
    }
}
