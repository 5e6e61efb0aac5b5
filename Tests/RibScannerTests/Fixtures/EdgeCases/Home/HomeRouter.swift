import ModernRIBs

protocol HomeInteractable: Interactable, SettingsListener, FeedListener, ProfileListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeRouter: ModernRIBs.LaunchRouter<
    HomeInteractable,
    HomeViewControllable
>, HomeRouting {
    private var settingsBuilder: SettingsBuildable?
    private let feedBuilders: [any FeedBuildable]
    private let chatBuilder: ChatBuildable
    private let component: HomeComponent
    private lazy var profileBuilder = ProfileBuilder(dependency: component)

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        feedBuilders: [any FeedBuildable],
        settingsBuilder: SettingsBuildable?,
        component: HomeComponent
    ) {
        self.feedBuilders = feedBuilders
        self.settingsBuilder = settingsBuilder
        self.component = component
        self.chatBuilder = ChatBuilderStub()
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToFeeds() {
        for feedBuilder in feedBuilders {
            attachChild(feedBuilder.build(withListener: interactor))
        }
    }

    func routeToSettings() {
        guard let settingsBuilder else { return }
        attachChild(settingsBuilder.build(withListener: interactor, section: 1))
    }

    func routeToProfile() {
        attachChild(profileBuilder.build(withListener: interactor))
    }
}
