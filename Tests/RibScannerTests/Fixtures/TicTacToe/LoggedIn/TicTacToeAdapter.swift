import RIBs

final class TicTacToeAdapter: Game, GameBuildable, TicTacToeListener {
    let id = "tictactoe"
    let name = "Tic Tac Toe"

    var builder: GameBuildable {
        return self
    }

    init(dependency: TicTacToeDependency) {
        ticTacToeBuilder = TicTacToeBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        conditionalListener = listener
        return ticTacToeBuilder.build(withListener: self)
    }

    func ticTacToeDidEnd(withWinner winner: PlayerType?) {
        conditionalListener?.gameDidEnd(withWinner: winner)
    }

    // MARK: - Private

    private let ticTacToeBuilder: TicTacToeBuilder
    private weak var conditionalListener: GameListener?
}
