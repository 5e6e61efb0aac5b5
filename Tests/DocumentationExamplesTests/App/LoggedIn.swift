import RibRuntime

protocol LoggedInDependency: Dependency {
    /// The view LoggedIn borrows to show its children: it has none of its own.
    var loggedInViewController: LoggedInViewControllable { get }
}

final class LoggedInComponent: Component<LoggedInDependency>, OffGameDependency, TicTacToeDependency {
    fileprivate var loggedInViewController: LoggedInViewControllable {
        dependency.loggedInViewController
    }
}

protocol LoggedInListener: AnyObject {
    func didLogOut()
}

protocol LoggedInBuildable: Buildable {
    func build(withListener listener: LoggedInListener) -> (router: Routing, actionableItem: LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: LoggedInListener) -> (router: Routing, actionableItem: LoggedInActionableItem) {
        let component = LoggedInComponent(dependency: dependency)
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            ticTacToeBuilder: TicTacToeBuilder(dependency: component)
        )
        return (router, interactor)
    }
}

protocol LoggedInInteractable: Interactable, OffGameListener {
    var router: LoggedInRouting? { get set }
}

protocol LoggedInRouting: Routing {
    func routeToTicTacToe()
    func cleanupViews()
}

final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: LoggedInRouting?
    weak var listener: LoggedInListener?

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    func didRequestLogOut() {
        listener?.didLogOut()
    }

    func launchGame() -> Promise<(LoggedInActionableItem, Void)> {
        router?.routeToTicTacToe()
        return .fulfilled((self, ()))
    }
}

protocol LoggedInViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable?)
}

final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
    private let viewController: LoggedInViewControllable
    private let offGameBuilder: OffGameBuildable
    private let ticTacToeBuilder: TicTacToeBuildable
    private var currentChild: ViewableRouting?

    init(
        interactor: LoggedInInteractable,
        viewController: LoggedInViewControllable,
        offGameBuilder: OffGameBuildable,
        ticTacToeBuilder: TicTacToeBuildable
    ) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        self.ticTacToeBuilder = ticTacToeBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        show(offGameBuilder.build(withListener: interactor))
    }

    func routeToTicTacToe() {
        show(ticTacToeBuilder.build())
    }

    func cleanupViews() {
        if currentChild != nil {
            viewController.replaceModal(viewController: nil)
        }
    }

    private func show(_ child: ViewableRouting) {
        if let currentChild {
            detachChild(currentChild)
        }
        currentChild = child
        attachChild(child)
        viewController.replaceModal(viewController: child.viewControllable)
    }
}
