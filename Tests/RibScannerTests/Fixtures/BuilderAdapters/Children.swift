import RIBs

protocol RadioDependency: Dependency {}
protocol RadioListener: AnyObject { func radioDidStop() }
protocol RadioBuildable: Buildable { func build(withListener listener: RadioListener) -> ViewableRouting }
protocol RadioViewControllable: ViewControllable {}
final class RadioViewController: UIViewController, RadioViewControllable {}
final class RadioInteractor: Interactor {}
final class RadioRouter: ViewableRouter<Interactable, RadioViewControllable> {}

final class RadioBuilder: Builder<RadioDependency>, RadioBuildable {
    func build(withListener listener: RadioListener) -> ViewableRouting {
        RadioRouter(interactor: RadioInteractor(), viewController: RadioViewController())
    }
}

protocol PodcastDependency: Dependency {}
protocol PodcastListener: AnyObject { func podcastDidEnd() }
protocol PodcastBuildable: Buildable { func build(withListener listener: PodcastListener) -> ViewableRouting }
protocol PodcastViewControllable: ViewControllable {}
final class PodcastViewController: UIViewController, PodcastViewControllable {}
final class PodcastInteractor: Interactor {}
final class PodcastRouter: ViewableRouter<Interactable, PodcastViewControllable> {}

final class PodcastBuilder: Builder<PodcastDependency>, PodcastBuildable {
    func build(withListener listener: PodcastListener) -> ViewableRouting {
        PodcastRouter(interactor: PodcastInteractor(), viewController: PodcastViewController())
    }
}
