import RIBs
import UIKit

public protocol WindowLaunching: ViewableRouting {
    func launch(from window: UIWindow)
}

/// The app's own launch router: a viewable router that launches the tree in a navigation
/// controller, as RIBs' `LaunchRouter` does in a bare window.
class WindowLaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, WindowLaunching {
    func launch(from window: UIWindow) {
        window.rootViewController = UINavigationController(rootViewController: viewControllable.uiviewController)
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
