import RibRuntime

protocol TicTacToeDependency: Dependency {}

protocol TicTacToeBuildable: Buildable {
    func build() -> ViewableRouting
}

final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {
    func build() -> ViewableRouting {
        TicTacToeRouter(interactor: TicTacToeInteractor(), viewController: TicTacToeViewController())
    }
}

final class TicTacToeInteractor: Interactor {}

final class TicTacToeViewController: ViewController, ViewControllable {}

final class TicTacToeRouter: ViewableRouter<TicTacToeInteractor, TicTacToeViewController> {}
