import RibRuntime

protocol OffGameDependency: Dependency {}

final class OffGameComponent: Component<OffGameDependency>, BasicScoreBoardDependency, RulesDependency {}

protocol OffGameListener: AnyObject {
    func didRequestLogOut()
}

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener) -> ViewableRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
    func build(withListener listener: OffGameListener) -> ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor,
            viewController: viewController,
            scoreBoardBuilder: BasicScoreBoardBuilder(dependency: component),
            rulesBuilder: RulesBuilder(dependency: component)
        )
    }
}

protocol OffGameInteractable: Interactable, RulesListener {
    var router: OffGameRouting? { get set }
}

protocol OffGameRouting: ViewableRouting {
    func routeToRules()
    func routeBackFromRules()
}

protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
}

protocol OffGamePresentableListener: AnyObject {
    func logOut()
    func openRules()
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?

    override init(presenter: OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func logOut() {
        listener?.didRequestLogOut()
    }

    func openRules() {
        router?.routeToRules()
    }

    func didCloseRules() {
        router?.routeBackFromRules()
    }
}

protocol OffGameViewControllable: ViewControllable {
    func show(scoreBoard: ViewControllable)
    func showRules(_ rules: ViewControllable)
    func hideRules()
}

final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?

    func didTapLogOut() {
        listener?.logOut()
    }

    func didTapRules() {
        listener?.openRules()
    }

    func show(scoreBoard: ViewControllable) {
        addChild(scoreBoard.uiviewController)
    }

    func showRules(_ rules: ViewControllable) {
        present(rules.uiviewController)
    }

    func hideRules() {
        if presentedViewController != nil {
            dismiss()
        }
    }
}

final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>, OffGameRouting {
    private let scoreBoardBuilder: BasicScoreBoardBuildable
    private let rulesBuilder: RulesBuildable
    private var rules: ViewableRouting?

    init(
        interactor: OffGameInteractable,
        viewController: OffGameViewControllable,
        scoreBoardBuilder: BasicScoreBoardBuildable,
        rulesBuilder: RulesBuildable
    ) {
        self.scoreBoardBuilder = scoreBoardBuilder
        self.rulesBuilder = rulesBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Attaches the score board OffGame always shows, as the RIBs tutorial does.
    override func didLoad() {
        super.didLoad()
        let scoreBoard = scoreBoardBuilder.build()
        attachChild(scoreBoard)
        viewController.show(scoreBoard: scoreBoard.viewControllable)
    }

    func routeToRules() {
        let rules = rulesBuilder.build(withListener: interactor)
        self.rules = rules
        attachChild(rules)
        viewController.showRules(rules.viewControllable)
    }

    /// The bug the leak examples find: `self.rules = nil` is missing, so this router keeps
    /// the closed Rules RIB alive until Rules is opened again or OffGame goes.
    func routeBackFromRules() {
        guard let rules else { return }
        detachChild(rules)
        viewController.hideRules()
    }
}
