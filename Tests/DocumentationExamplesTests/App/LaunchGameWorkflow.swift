import RibRuntime

/// What the deep link's first step acts on: the root interactor.
protocol RootActionableItem: AnyObject {
    func waitForLogin() -> Promise<(LoggedInActionableItem, Void)>
}

/// What the deep link's second step acts on: LoggedIn's interactor.
protocol LoggedInActionableItem: AnyObject {
    func launchGame() -> Promise<(LoggedInActionableItem, Void)>
}

/// The deep link `tictactoe://launch`: waits for the players to log in, then starts a game.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {
    override init() {
        super.init()
        self
            .onStep(named: "waitForLogin") { (root: RootActionableItem) in
                root.waitForLogin()
            }
            .onStep(named: "launchGame") { (loggedIn: LoggedInActionableItem, _) in
                loggedIn.launchGame()
            }
            .commit()
    }
}
