import RIBs

final class RandomWinAdapter: Game, GameBuildable, RandomWinListener {
    let id = "randomwin"
    let name = "Random Win"

    var builder: GameBuildable {
        return self
    }

    init(dependency: RandomWinDependency) {
        randomWinBuilder = RandomWinBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        conditionalListener = listener
        return randomWinBuilder.build(withListener: self)
    }

    func didRandomlyWin(with player: PlayerType) {
        conditionalListener?.gameDidEnd(withWinner: player)
    }

    // MARK: - Private

    private let randomWinBuilder: RandomWinBuilder
    private weak var conditionalListener: GameListener?
}
