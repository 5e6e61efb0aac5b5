import RibRuntime

protocol AppHomePresentableListener: AnyObject {
    func didTapTransportWidget()
}

/// The Home tab: widgets for the app's services.
final class AppHomeViewController: ViewController, AppHomePresentable, AppHomeViewControllable {
    weak var listener: AppHomePresentableListener?

    override init() {
        super.init()
        title = "Home"
    }

    /// The user tapped the Transport widget.
    func didTapTransportWidget() {
        listener?.didTapTransportWidget()
    }

    // MARK: - AppHomeViewControllable

    func presentFullScreen(_ viewControllable: ViewControllable) {
        present(viewControllable.uiviewController)
    }

    func dismissPresented() {
        if presentedViewController != nil {
            dismiss()
        }
    }
}
