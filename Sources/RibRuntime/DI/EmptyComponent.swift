/// The component that satisfies ``EmptyDependency``.
///
/// As in RIBs, it is not a ``Component``: it declares no scope and shares nothing, so a
/// trace shows the scope created from it as a scope without a parent.
open class EmptyComponent: EmptyDependency {
    /// Creates the empty component.
    public init() {}
}
