import RibRuntime

/// The tabbed finance app, as its scene delegate sets it up: a window and the launched
/// AppRoot RIB.
final class MiniSuperApp {
    let window = Window()
    /// The root RIB's router.
    let launchRouter: LaunchRouting

    init() {
        launchRouter = AppRootBuilder(dependency: SuperAppComponent()).build()
    }

    /// Launches the RIB tree in the window.
    func launch() {
        launchRouter.launch(from: window)
    }

    /// The tab bar the user sees.
    var tabBar: AppRootTabBarController? {
        window.rootViewController as? AppRootTabBarController
    }
}
