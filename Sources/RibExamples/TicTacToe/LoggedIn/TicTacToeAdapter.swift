import RibRuntime

/// The TicTacToe game as LoggedIn sees a game: the TicTacToe RIB's listener and builder.
final class TicTacToeAdapter: Adapter, Game, GameBuildable, TicTacToeListener {
    let id = "tictactoe"
    let name = "Tic Tac Toe"
    var builder: GameBuildable { self }

    private let ticTacToeBuilder: TicTacToeBuildable
    private weak var listener: GameListener?

    init(dependency: TicTacToeDependency) {
        ticTacToeBuilder = TicTacToeBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        self.listener = listener
        return adapt { ticTacToeBuilder.build(withListener: self) }
    }

    // MARK: - TicTacToeListener

    func ticTacToeDidEnd(withWinner winner: PlayerType?) {
        listener?.gameDidEnd(withWinner: winner)
    }
}
