import RibRuntime

/// A stack of view controllers, the first one at the bottom.
final class NavigationController: ViewController {
    init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
    }

    /// The view controllers on the stack.
    var viewControllers: [ViewController] { children }
}

/// Wraps a RIB's view in a navigation controller, for a tab.
final class NavigationControllerable: ViewControllable {
    let navigationController: NavigationController

    init(root: ViewControllable) {
        navigationController = NavigationController(rootViewController: root.uiviewController)
    }

    var uiviewController: ViewController { navigationController }
}
