import RIBs

protocol RootInteractable: Interactable, FeedListener, AgendaListener, WizardListener {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        feedBuilder: FeedBuildable,
        agendaBuilder: AgendaBuildable,
        wizardBuilder: WizardBuildable
    ) {
        self.feedBuilder = feedBuilder
        self.agendaBuilder = agendaBuilder
        self.wizardBuilder = wizardBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToFeed() {
        attachChild(feedBuilder.build(withListener: interactor))
    }

    func routeToAgenda() {
        attachChild(agendaBuilder.build(withListener: interactor))
    }

    func routeToWizard() {
        let router = wizardBuilder.build(withListener: interactor)
        attachChild(router)
    }

    private let feedBuilder: FeedBuildable
    private let agendaBuilder: AgendaBuildable
    private let wizardBuilder: WizardBuildable
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {}
final class AppComponent: Component<EmptyDependency>, RootDependency {
    var cardsBuilder: CardsBuildable { CardsBuilder(dependency: self) }
}
