import RIBs

protocol OffGameDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

final class OffGameComponent: Component<OffGameDependency>, BasicScoreBoardDependency {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var scoreStream: ScoreStream { dependency.scoreStream }
}

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
    override init(dependency: OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OffGameListener, games: [Game]) -> OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(games: games)
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener

        let scoreBoardBuilder = BasicScoreBoardBuilder(dependency: component)
        return OffGameRouter(interactor: interactor,
                             viewController: viewController,
                             scoreBoardBuilder: scoreBoardBuilder)
    }
}
