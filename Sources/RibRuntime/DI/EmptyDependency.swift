/// The dependency of a RIB that needs nothing from its parent, usually the root's.
///
/// Pass an ``EmptyComponent`` where one is expected:
///
/// ```swift
/// final class AppComponent: Component<EmptyDependency>, RootDependency {
///     init() { super.init(dependency: EmptyComponent()) }
/// }
/// ```
public protocol EmptyDependency: Dependency {}
