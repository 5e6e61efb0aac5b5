import RibRuntime

protocol LoggedInRouting: Routing {
    func cleanupViews()
    func routeToOffGame(with games: [Game])
    func routeToGame(with gameBuilder: GameBuildable)
}

protocol LoggedInListener: AnyObject {
    func didLogOut()
}

/// A viewless RIB: it switches between OffGame and the games on Root's view.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    private let games: [Game]

    init(games: [Game]) {
        self.games = games
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToOffGame(with: games)
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - OffGameListener

    func startGame(with gameBuilder: GameBuildable) {
        router?.routeToGame(with: gameBuilder)
    }

    func logOut() {
        listener?.didLogOut()
    }

    // MARK: - GameListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        router?.routeToOffGame(with: games)
    }

    // MARK: - LoggedInActionableItem

    func launchGame(with id: String?) -> Promise<(LoggedInActionableItem, ())> {
        if let game = games.first(where: { $0.id.lowercased() == id?.lowercased() }) {
            router?.routeToGame(with: game.builder)
        }
        return .fulfilled((self, ()))
    }
}
