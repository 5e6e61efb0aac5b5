/// A minimal view controller: what a RIB's view needs where UIKit does not exist.
///
/// It keeps the relations RIBs code manipulates, presenting and containment, so routers
/// can show and hide their children's views as they would with `UIViewController`.
/// Subclass it for each viewful RIB and conform to the RIB's view controllable protocol:
///
/// ```swift
/// final class RootViewController: ViewController, RootViewControllable {
///     func replaceModal(viewController: ViewControllable?) {
///         if presentedViewController != nil { dismiss() }
///         if let viewController { present(viewController.uiviewController) }
///     }
/// }
/// ```
open class ViewController {
    /// A title for the view, for example a tab's name.
    open var title: String?

    /// The view controller this one presents, if any.
    public private(set) var presentedViewController: ViewController?

    /// The view controller that presents this one, if any.
    public private(set) weak var presentingViewController: ViewController?

    /// The child view controllers this one contains, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The view controller that contains this one, if any.
    public private(set) weak var parent: ViewController?

    /// The router of the viewful RIB whose view this is, for ``ScreenPictures``.
    weak var owningRouter: AnyObject?

    /// Creates a view controller with no relations.
    public init() {}

    /// Presents `viewController` on top of this one and calls `completion`.
    ///
    /// Like UIKit, a view controller presents one view controller at a time: while one is
    /// presented, or if `viewController` is presented elsewhere, this does nothing and does
    /// not call `completion`.
    ///
    /// - Parameters:
    ///   - viewController: The view controller to present.
    ///   - animated: Kept for RIBs code; there is nothing to animate.
    ///   - completion: Called after presenting.
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewController.presentingViewController == nil, viewController !== self else {
            return
        }
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }

    /// Dismisses the view controller this one presents or, if it presents none, this one
    /// from its presenter, then calls `completion`. With nothing to dismiss it only calls
    /// `completion`.
    ///
    /// - Parameters:
    ///   - animated: Kept for RIBs code; there is nothing to animate.
    ///   - completion: Called after dismissing.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Adds a child view controller, removing it from its previous parent first.
    ///
    /// - Parameter child: The view controller to contain.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this view controller from its parent, if it has one.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}
