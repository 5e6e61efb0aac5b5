/// What Feed's router routes with: a plain protocol, not a RIBs Dependency.
protocol FeedRouterDependency: AnyObject {
    var detailBuilder: DetailBuildable { get }
    var shared: FeedSharedRouting { get }
}

protocol FeedSharedRouting {
    var cardsBuilder: CardsBuildable { get }
}

final class FeedRouterComponent: FeedRouterDependency, FeedSharedRouting {
    init(component: FeedComponent) {
        self.component = component
    }

    lazy var detailBuilder: DetailBuildable = DetailBuilder(dependency: component)
    var shared: FeedSharedRouting { self }
    var cardsBuilder: CardsBuildable { component.dependency.cardsBuilder }

    private let component: FeedComponent
}
