import ModernRIBs

protocol FeedDependency: Dependency {}

final class FeedComponent: Component<FeedDependency> {}

/// A buildable protocol that refines another one.
protocol ContentBuildable: Buildable {}

protocol FeedBuildable: ContentBuildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: SimpleComponentizedBuilder<FeedComponent, FeedRouting>, FeedBuildable {
    override func build(with component: FeedComponent) -> FeedRouting {
        let interactor = FeedInteractor()
        return FeedRouter(interactor: interactor)
    }

    func build(withListener listener: FeedListener) -> FeedRouting {
        let router = build()
        return router
    }
}

protocol FeedRouting: Routing {}
protocol FeedListener: AnyObject {}

final class FeedInteractor: Interactor, FeedInteractable {
    weak var listener: FeedListener?
}

final class FeedRouter: Router<FeedInteractable>, FeedRouting {}
