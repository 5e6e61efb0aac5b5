import RibRuntime

protocol BasicScoreBoardDependency: Dependency {}

protocol BasicScoreBoardBuildable: Buildable {
    func build() -> ViewableRouting
}

final class BasicScoreBoardBuilder: Builder<BasicScoreBoardDependency>, BasicScoreBoardBuildable {
    func build() -> ViewableRouting {
        BasicScoreBoardRouter(interactor: BasicScoreBoardInteractor(), viewController: BasicScoreBoardViewController())
    }
}

final class BasicScoreBoardInteractor: Interactor {}

final class BasicScoreBoardViewController: ViewController, ViewControllable {}

final class BasicScoreBoardRouter: ViewableRouter<BasicScoreBoardInteractor, BasicScoreBoardViewController> {}
