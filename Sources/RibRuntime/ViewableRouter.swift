/// The base protocol of routers whose RIB owns a view (a *viewful* RIB).
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to show.
    var viewControllable: ViewControllable { get }
}

/// The base class of routers whose RIB owns a view controller.
///
/// The parent shows the child's ``viewControllable`` after attaching it:
///
/// ```swift
/// let offGame = offGameBuilder.build(withListener: interactor)
/// attachChild(offGame)
/// viewController.present(viewController: offGame.viewControllable)
/// ```
///
/// A trace marks its RIBs as viewful.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The RIB's view controller, with the type the RIB declares.
    public let viewController: ViewControllerType

    /// The same view controller, as a parent shows it.
    public let viewControllable: ViewControllable

    /// Creates a router for an interactor and a view controller.
    ///
    /// - Parameters:
    ///   - interactor: The RIB's interactor; it must conform to ``Interactable``.
    ///   - viewController: The RIB's view controller. It must conform to
    ///     ``ViewControllable``; the program stops with a message otherwise, as in RIBs.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? ViewControllable else {
            fatalError("\(viewController) should conform to \(ViewControllable.self)")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
        viewControllable.uiviewController.owningRouter = self
    }
}
