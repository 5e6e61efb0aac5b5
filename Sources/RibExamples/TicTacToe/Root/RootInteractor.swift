import Foundation
import RibRuntime

protocol RootRouting: ViewableRouting {
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> LoggedInActionableItem
    func routeToLoggedOut()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener,
    RootActionableItem, UrlHandler
{
    weak var router: RootRouting?
    weak var listener: RootListener?

    private var loggedInActionableItem: LoggedInActionableItem?
    private var pendingLogins: [Promise<(LoggedInActionableItem, ())>] = []

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: - LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        guard let loggedInActionableItem = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name) else {
            return
        }
        self.loggedInActionableItem = loggedInActionableItem
        let waiting = pendingLogins
        pendingLogins = []
        for promise in waiting {
            promise.fulfill((loggedInActionableItem, ()))
        }
    }

    // MARK: - LoggedInListener

    func didLogOut() {
        loggedInActionableItem = nil
        router?.routeToLoggedOut()
    }

    // MARK: - UrlHandler

    func handle(_ url: URL) {
        LaunchGameWorkflow(url: url)
            .subscribe(self)
            .cancelOnDeactivate(interactor: self)
    }

    // MARK: - RootActionableItem

    func waitForLogin() -> Promise<(LoggedInActionableItem, ())> {
        if let loggedInActionableItem {
            return .fulfilled((loggedInActionableItem, ()))
        }
        let promise = Promise<(LoggedInActionableItem, ())>()
        pendingLogins.append(promise)
        return promise
    }
}
