import RibInspector

/// The base protocol of an application's root router.
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window` and starts the RIB tree.
    func launch(from window: Window)
}

/// The base class of an application's root router: the one RIB that is never attached to a
/// parent.
///
/// The app builds the root and launches it once, keeping a reference for as long as the
/// app runs:
///
/// ```swift
/// let launchRouter = RootBuilder(dependency: AppComponent()).build()
/// launchRouter.launch(from: window)
/// ```
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    /// Creates the root router for an interactor and a view controller.
    ///
    /// - Parameters:
    ///   - interactor: The root's interactor; it must conform to ``Interactable``.
    ///   - viewController: The root's view controller; it must conform to
    ///     ``ViewControllable``.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Launches the tree: sets the window's root view controller and makes the window key,
    /// records `launched`, then activates the root's interactor and loads the router
    /// (which runs ``Router/didLoad()`` once).
    ///
    /// The root never goes through `attachChild`.
    ///
    /// - Parameter window: The window to show the root view in.
    public final func launch(from window: Window) {
        BuildContext.current.treeDidChange()
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        isLaunched = true
        recording?.record { .launched($0) }
        interactable.activate()
        load()
    }
}
