import Foundation
import RibRuntime

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency>, LoggedOutDependency, LoggedInDependency {
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }

    var loggedInViewController: LoggedInViewControllable { rootViewController }
}

/// Opens the app's deep links, as the app delegate hands them on.
protocol UrlHandler: AnyObject {
    func handle(_ url: URL)
}

final class RootBuilder: Builder<RootDependency> {
    func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor()
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component)
        )
        return (router, interactor)
    }
}

protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: RootRouting? { get set }
}

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn() -> LoggedInActionableItem
    func routeToLoggedOut()
}

final class RootInteractor: Interactor, RootInteractable, RootActionableItem, UrlHandler {
    weak var router: RootRouting?
    private var loggedIn: LoggedInActionableItem?
    private var waitingForLogin: [Promise<(LoggedInActionableItem, Void)>] = []

    func didLogin() {
        guard let loggedIn = router?.routeToLoggedIn() else { return }
        self.loggedIn = loggedIn
        let waiting = waitingForLogin
        waitingForLogin = []
        for promise in waiting {
            promise.fulfill((loggedIn, ()))
        }
    }

    func didLogOut() {
        loggedIn = nil
        router?.routeToLoggedOut()
    }

    /// Starts the deep link `tictactoe://launch`: play TicTacToe, once the players have logged in.
    func handle(_ url: URL) {
        guard url.scheme == "tictactoe", url.host == "launch" else { return }
        LaunchGameWorkflow()
            .subscribe(self)
            .cancelOnDeactivate(interactor: self)
    }

    func waitForLogin() -> Promise<(LoggedInActionableItem, Void)> {
        if let loggedIn {
            return .fulfilled((loggedIn, ()))
        }
        let promise = Promise<(LoggedInActionableItem, Void)>()
        waitingForLogin.append(promise)
        return promise
    }
}

protocol RootViewControllable: ViewControllable {
    func replaceModal(viewController: ViewControllable?)
}

final class RootViewController: ViewController, RootViewControllable, LoggedInViewControllable {
    func replaceModal(viewController: ViewControllable?) {
        if presentedViewController != nil {
            dismiss()
        }
        if let viewController {
            present(viewController.uiviewController)
        }
    }
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let loggedOutBuilder: LoggedOutBuildable
    private let loggedInBuilder: LoggedInBuildable
    private var loggedOut: ViewableRouting?
    private var loggedIn: Routing?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        loggedOutBuilder: LoggedOutBuildable,
        loggedInBuilder: LoggedInBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    func routeToLoggedIn() -> LoggedInActionableItem {
        if let loggedOut {
            detachChild(loggedOut)
            viewController.replaceModal(viewController: nil)
            self.loggedOut = nil
        }
        let loggedIn = loggedInBuilder.build(withListener: interactor)
        self.loggedIn = loggedIn.router
        attachChild(loggedIn.router)
        return loggedIn.actionableItem
    }

    func routeToLoggedOut() {
        if let loggedIn {
            detachChild(loggedIn)
            self.loggedIn = nil
        }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.replaceModal(viewController: loggedOut.viewControllable)
    }
}
