import RIBs

protocol BasicScoreBoardDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var scoreStream: ScoreStream { get }
}

final class BasicScoreBoardComponent: Component<BasicScoreBoardDependency> {}

protocol BasicScoreBoardBuildable: Buildable {
    func build(withListener listener: BasicScoreBoardListener) -> BasicScoreBoardRouting
}

final class BasicScoreBoardBuilder: Builder<BasicScoreBoardDependency>, BasicScoreBoardBuildable {
    override init(dependency: BasicScoreBoardDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BasicScoreBoardListener) -> BasicScoreBoardRouting {
        _ = BasicScoreBoardComponent(dependency: dependency)
        let viewController = BasicScoreBoardViewController()
        let interactor = BasicScoreBoardInteractor(presenter: viewController)
        interactor.listener = listener
        return BasicScoreBoardRouter(interactor: interactor, viewController: viewController)
    }
}
