import RibRuntime

protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
    func closeGame()
}

/// The 3×3 board, and an alert when the game is over.
final class TicTacToeViewController: ViewController, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?

    private let player1Name: String
    private let player2Name: String

    /// The marks shown on the board, row by row.
    private(set) var cells: [[String]] = Array(repeating: Array(repeating: " ", count: 3), count: 3)
    /// The alert shown when the game is over, if it is.
    private(set) var announcement: String?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    /// The user tapped a cell.
    func didTapCell(row: Int, col: Int) {
        listener?.placeCurrentPlayerMark(atRow: row, col: col)
    }

    /// The user closed the game-over alert.
    func didCloseAnnouncement() {
        listener?.closeGame()
    }

    // MARK: - TicTacToePresentable

    func setCell(atRow row: Int, col: Int, with player: PlayerType) {
        cells[row][col] = player == .player1 ? "X" : "O"
    }

    func announce(winner: PlayerType?) {
        switch winner {
        case .player1: announcement = "\(player1Name) won!"
        case .player2: announcement = "\(player2Name) won!"
        case nil: announcement = "It's a draw."
        }
    }
}
