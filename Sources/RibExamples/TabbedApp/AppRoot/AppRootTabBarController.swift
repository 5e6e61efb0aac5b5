import RibRuntime

protocol AppRootPresentableListener: AnyObject {}

/// The tab bar: Home, Finance and Profile.
final class AppRootTabBarController: ViewController, AppRootViewControllable, AppRootPresentable {
    weak var listener: AppRootPresentableListener?

    /// The tabs' view controllers, in tab order.
    private(set) var viewControllers: [ViewController] = []
    /// The tab the user sees.
    private(set) var selectedIndex = 0

    /// The user tapped a tab.
    func didSelectTab(at index: Int) {
        if viewControllers.indices.contains(index) {
            selectedIndex = index
        }
    }

    /// The view controller of the selected tab.
    var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    // MARK: - AppRootViewControllable

    func setViewControllers(_ viewControllers: [ViewControllable]) {
        self.viewControllers = viewControllers.map(\.uiviewController)
        selectedIndex = 0
    }
}
