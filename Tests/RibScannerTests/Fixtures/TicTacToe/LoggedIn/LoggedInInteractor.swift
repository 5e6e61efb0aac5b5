import RIBs

protocol LoggedInRouting: Routing {
    func cleanupViews()
    func routeToOffGame(with games: [Game])
    func routeToGame(with gameBuilder: GameBuildable)
}

protocol LoggedInListener: AnyObject {
    func didLogOut()
}

final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    init(games: [Game]) {
        self.games = games
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToOffGame(with: games)
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    func startGame(with gameBuilder: GameBuildable) {
        router?.routeToGame(with: gameBuilder)
    }

    func gameDidEnd(withWinner winner: PlayerType?) {
        router?.routeToOffGame(with: games)
    }

    private let games: [Game]
}
