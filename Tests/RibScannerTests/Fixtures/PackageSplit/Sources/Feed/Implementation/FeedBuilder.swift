import Feed
import RIBs

public final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    public func build(withListener listener: FeedListener) -> ViewableRouting {
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController)
    }
}

final class FeedRouter: ViewableRouter<FeedInteractor, FeedViewControllable> {}

final class FeedInteractor: PresentableInteractor<FeedPresentable> {
    weak var listener: FeedListener?
}
