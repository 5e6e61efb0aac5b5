import RIBs

protocol RandomWinDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var mutableScoreStream: MutableScoreStream { get }
}

final class RandomWinComponent: Component<RandomWinDependency> {}

protocol RandomWinBuildable: Buildable {
    func build(withListener listener: RandomWinListener) -> RandomWinRouting
}

final class RandomWinBuilder: Builder<RandomWinDependency>, RandomWinBuildable {
    override init(dependency: RandomWinDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RandomWinListener) -> RandomWinRouting {
        _ = RandomWinComponent(dependency: dependency)
        let viewController = RandomWinViewController()
        let interactor = RandomWinInteractor(presenter: viewController)
        interactor.listener = listener
        return RandomWinRouter(interactor: interactor, viewController: viewController)
    }
}
