import Feed
import FeedImp
import Profile
import ProfileImp
import RIBs

public protocol RootDependency: Dependency {}

final class AppComponent: Component<EmptyDependency>, RootDependency {}

final class RootComponent: Component<RootDependency>, FeedDependency, ProfileDependency {}

public final class RootBuilder: Builder<RootDependency> {
    public func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            feedBuilder: FeedBuilder(dependency: component),
            profileBuilder: ProfileBuilder(dependency: component)
        )
    }
}

protocol RootInteractable: Interactable, FeedListener, ProfileListener {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    private let feedBuilder: FeedBuildable
    private let profileBuilder: ProfileBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable, profileBuilder: ProfileBuildable) {
        self.feedBuilder = feedBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToTabs() {
        attachChild(feedBuilder.build(withListener: interactor))
        attachChild(profileBuilder.build(withListener: interactor))
    }
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
