/// The base protocol of every RIB's buildable protocol: what a parent holds to build a child.
///
/// Declare a `build` method with the child's dynamic dependencies and listener:
///
/// ```swift
/// protocol LoggedInBuildable: Buildable {
///     func build(withListener listener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting
/// }
/// ```
public protocol Buildable: AnyObject {}

/// The base class of builders: it keeps the dependency a parent provides, for the `build`
/// methods of its subclass.
///
/// The builder is the only part of a RIB that knows the DI system. Its `build` creates the
/// component from ``dependency``, then the view controller, interactor and router, and
/// returns the router:
///
/// ```swift
/// final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
///     func build(withListener listener: OffGameListener) -> OffGameRouting {
///         let component = OffGameComponent(dependency: dependency)
///         let viewController = OffGameViewController(player1Name: component.player1Name)
///         let interactor = OffGameInteractor(presenter: viewController)
///         interactor.listener = listener
///         return OffGameRouter(interactor: interactor, viewController: viewController)
///     }
/// }
/// ```
open class Builder<DependencyType>: Buildable {
    private let storedDependency: DependencyType

    /// What the parent provides, usually the parent's component.
    ///
    /// Reading it notes, for the current thread, that this builder is building: the
    /// component created from it and the router created next are recorded as this
    /// builder's (see ``Component``).
    public final var dependency: DependencyType {
        BuildContext.current.builder(self, didHandOut: storedDependency as AnyObject)
        return storedDependency
    }

    /// Creates a builder with the dependency its RIBs will be built from.
    ///
    /// - Parameter dependency: What the parent provides, usually the parent's component.
    public init(dependency: DependencyType) {
        storedDependency = dependency
    }
}
