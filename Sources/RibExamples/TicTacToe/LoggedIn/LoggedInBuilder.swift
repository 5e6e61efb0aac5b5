import RibRuntime

protocol LoggedInDependency: Dependency {
    var loggedInViewController: LoggedInViewControllable { get }
    var randomSource: RandomSource { get }
}

/// LoggedIn's scope: the players' names (dynamic dependencies of `build`) and the score
/// stream it shares with OffGame's score board and the games.
final class LoggedInComponent: Component<LoggedInDependency>, OffGameDependency, TicTacToeDependency, RandomWinDependency {
    let player1Name: String
    let player2Name: String

    init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }

    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }

    var mutableScoreStream: MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    var scoreStream: ScoreStream {
        mutableScoreStream
    }

    var randomSource: RandomSource {
        dependency.randomSource
    }
}

// MARK: - Builder

protocol LoggedInBuildable: Buildable {
    func build(
        withListener listener: LoggedInListener,
        player1Name: String,
        player2Name: String
    ) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(
        withListener listener: LoggedInListener,
        player1Name: String,
        player2Name: String
    ) -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let games: [Game] = [TicTacToeAdapter(dependency: component), RandomWinAdapter(dependency: component)]
        let interactor = LoggedInInteractor(games: games)
        interactor.listener = listener

        let offGameBuilder = OffGameBuilder(dependency: component)
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: offGameBuilder
        )
        return (router, interactor)
    }
}
