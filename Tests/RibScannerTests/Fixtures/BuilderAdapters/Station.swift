import RIBs

protocol StationDependency: Dependency {}

final class StationComponent: Component<StationDependency>, RadioDependency, PodcastDependency {}

protocol StationInteractable: Interactable, RadioListener, PodcastListener {}
protocol StationViewControllable: ViewControllable {}
final class StationViewController: UIViewController, StationViewControllable {}
final class StationInteractor: Interactor, StationInteractable {}

final class StationBuilder: Builder<StationDependency> {
    func build() -> LaunchRouting {
        let component = StationComponent(dependency: dependency)
        return StationRouter(
            interactor: StationInteractor(),
            viewController: StationViewController(),
            radioBuilder: RadioBuilderAdapter(dependency: component),
            podcastBuilder: PodcastBuilderAdapter(dependency: component)
        )
    }
}

final class StationRouter: LaunchRouter<StationInteractable, StationViewControllable> {
    private let radioBuilder: RadioBuildable
    private let podcastBuilder: PodcastBuilderAdapter

    init(interactor: StationInteractable, viewController: StationViewControllable, radioBuilder: RadioBuildable, podcastBuilder: PodcastBuilderAdapter) {
        self.radioBuilder = radioBuilder
        self.podcastBuilder = podcastBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func tuneIn() {
        attachChild(radioBuilder.build(withListener: interactor))
    }

    func listen() {
        attachChild(podcastBuilder.build(withListener: interactor))
    }
}
