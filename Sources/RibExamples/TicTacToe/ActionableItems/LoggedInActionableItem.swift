import RibRuntime

/// What the LaunchGame workflow can do with the LoggedIn RIB.
protocol LoggedInActionableItem: AnyObject {
    /// Starts the game with this identifier, if there is one.
    func launchGame(with id: String?) -> Promise<(LoggedInActionableItem, ())>
}
