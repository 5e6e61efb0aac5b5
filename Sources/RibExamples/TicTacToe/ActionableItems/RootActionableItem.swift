import RibRuntime

/// What the LaunchGame workflow can do with the root RIB.
protocol RootActionableItem: AnyObject {
    /// The LoggedIn RIB's actionable item, as soon as the players are logged in.
    func waitForLogin() -> Promise<(LoggedInActionableItem, ())>
}
