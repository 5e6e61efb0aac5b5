import RibRuntime

protocol RootPresentableListener: AnyObject {}

/// The window's root view: it presents the current screen modally, full screen.
final class RootViewController: ViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?

    // MARK: - RootViewControllable

    func replaceModal(viewController: ViewControllable?) {
        if presentedViewController != nil {
            dismiss(animated: false)
        }
        if let viewController {
            present(viewController.uiviewController, animated: false)
        }
    }
}
