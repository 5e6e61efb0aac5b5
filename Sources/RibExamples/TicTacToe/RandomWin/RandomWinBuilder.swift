import RibRuntime

protocol RandomWinDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var mutableScoreStream: MutableScoreStream { get }
    var randomSource: RandomSource { get }
}

final class RandomWinComponent: Component<RandomWinDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var mutableScoreStream: MutableScoreStream { dependency.mutableScoreStream }
    fileprivate var randomSource: RandomSource { dependency.randomSource }
}

// MARK: - Builder

protocol RandomWinBuildable: Buildable {
    func build(withListener listener: RandomWinListener) -> RandomWinRouting
}

final class RandomWinBuilder: Builder<RandomWinDependency>, RandomWinBuildable {
    func build(withListener listener: RandomWinListener) -> RandomWinRouting {
        let component = RandomWinComponent(dependency: dependency)
        let viewController = RandomWinViewController(player1Name: component.player1Name, player2Name: component.player2Name)
        let interactor = RandomWinInteractor(
            presenter: viewController,
            mutableScoreStream: component.mutableScoreStream,
            randomSource: component.randomSource
        )
        interactor.listener = listener
        return RandomWinRouter(interactor: interactor, viewController: viewController, scoreStream: component.mutableScoreStream)
    }
}
