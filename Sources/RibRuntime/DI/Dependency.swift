/// What a RIB needs from its parent: the base protocol of every RIB's dependency protocol.
///
/// Declare what your RIB cannot create itself, and let the parent's component conform:
///
/// ```swift
/// protocol OffGameDependency: Dependency {
///     var player1Name: String { get }
///     var scoreStream: ScoreStream { get }
/// }
///
/// final class LoggedInComponent: Component<LoggedInDependency>, OffGameDependency { … }
/// ```
///
/// The builder receives the dependency at `init` (a *static* dependency); values passed to
/// `build(…)` are *dynamic* dependencies.
public protocol Dependency: AnyObject {}
