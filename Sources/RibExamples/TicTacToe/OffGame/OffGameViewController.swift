import RibRuntime

protocol OffGamePresentableListener: AnyObject {
    func start(_ game: Game)
    func logOut()
}

/// The screen between games: the players, the score board, a button per game and a
/// log-out button.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?

    let games: [Game]

    init(player1Name: String, player2Name: String, games: [Game]) {
        self.games = games
        super.init()
        title = "\(player1Name) vs \(player2Name)"
    }

    /// The user tapped the button of the game with this identifier.
    func didTapStartGame(id: String) {
        if let game = games.first(where: { $0.id == id }) {
            listener?.start(game)
        }
    }

    /// The user tapped Log Out.
    func didTapLogOut() {
        listener?.logOut()
    }

    // MARK: - OffGameViewControllable

    func show(scoreBoardView: ViewControllable) {
        addChild(scoreBoardView.uiviewController)
    }
}
