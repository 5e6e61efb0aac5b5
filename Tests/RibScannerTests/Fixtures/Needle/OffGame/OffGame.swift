import NeedleFoundation
import RIBs

protocol OffGameDependency: NeedleFoundation.Dependency {
    var mutableScoreStream: MutableScoreStream { get }
}

final class OffGameComponent: NeedleFoundation.Component<OffGameDependency> {}

protocol OffGameBuildable: Buildable {
    func build() -> ViewableRouting
}

final class OffGameBuilder: SimpleComponentizedBuilder<OffGameComponent, ViewableRouting>, OffGameBuildable {
    override func build(with component: OffGameComponent) -> ViewableRouting {
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController)
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}

final class OffGameRouter: ViewableRouter<OffGameInteractor, OffGameViewControllable> {}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable> {}
