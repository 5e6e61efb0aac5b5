import RIBs

/// A game LoggedIn can start: a name for the menu and the builder that starts it.
protocol Game {
    var id: String { get }
    var name: String { get }
    var builder: GameBuildable { get }
}

protocol GameListener: AnyObject {
    func gameDidEnd(withWinner winner: PlayerType?)
}

protocol GameBuildable: Buildable {
    func build(withListener listener: GameListener) -> ViewableRouting
}
