import RibRuntime

/// The RandomWin game as LoggedIn sees a game: the RandomWin RIB's listener and builder.
final class RandomWinAdapter: Adapter, Game, GameBuildable, RandomWinListener {
    let id = "randomwin"
    let name = "Random Win"
    var builder: GameBuildable { self }

    private let randomWinBuilder: RandomWinBuildable
    private weak var listener: GameListener?

    init(dependency: RandomWinDependency) {
        randomWinBuilder = RandomWinBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        self.listener = listener
        return adapt { randomWinBuilder.build(withListener: self) }
    }

    // MARK: - RandomWinListener

    func didRandomlyWin(with winner: PlayerType) {
        listener?.gameDidEnd(withWinner: winner)
    }
}
