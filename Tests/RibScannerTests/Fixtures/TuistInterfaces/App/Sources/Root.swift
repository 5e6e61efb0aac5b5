import FeedInterfaces
import ProfileInterfaces
import RIBs
import SearchInterfaces

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, FeedDependency, ProfileDependency, SearchDependency {}

final class RootBuilder: Builder<RootDependency> {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: FeedBuilder(dependency: component),
            profileBuilder: ProfileBuilder(dependency: component),
            searchBuilder: SearchBuilder(dependency: component)
        )
    }
}

protocol RootInteractable: Interactable, FeedListener, ProfileListener, SearchListener {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let feedBuilder: FeedBuildable
    private let profileBuilder: ProfileBuildable
    private let searchBuilder: SearchBuildable

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable,
        profileBuilder: ProfileBuildable,
        searchBuilder: SearchBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.profileBuilder = profileBuilder
        self.searchBuilder = searchBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToTabs() {
        attachChild(feedBuilder.build(withListener: interactor))
        attachChild(profileBuilder.build(withListener: interactor))
        attachChild(searchBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
