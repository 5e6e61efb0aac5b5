/// The base protocol of every presentable protocol: what an interactor asks to show.
///
/// ```swift
/// protocol OffGamePresentable: Presentable {
///     var listener: OffGamePresentableListener? { get set }
///     func show(score: Score)
/// }
/// ```
public protocol Presentable: AnyObject {}

/// The base class of presenters: a stateless translator between an interactor's models
/// and its view controller's view models.
///
/// Most RIBs skip it and let the view controller be the presenter.
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller the presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for a view controller.
    ///
    /// - Parameter viewController: The view controller the presenter drives.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
