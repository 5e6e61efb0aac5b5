import RibRuntime

/// A game the players can start from OffGame.
protocol Game: AnyObject {
    var id: String { get }
    var name: String { get }
    var builder: GameBuildable { get }
}

/// Builds a game RIB for LoggedIn, whatever the game.
protocol GameBuildable: Buildable {
    func build(withListener listener: GameListener) -> ViewableRouting
}

/// What a game tells LoggedIn when it is over.
protocol GameListener: AnyObject {
    func gameDidEnd(withWinner winner: PlayerType?)
}
