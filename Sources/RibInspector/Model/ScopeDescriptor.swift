/// One scope of the tree: a component instance, the scope it was created from, and the
/// objects it shares.
///
/// In RIBs a builder creates a component from its parent's component; every RIB built
/// with that component lives in its scope, and `shared { }` properties are singletons of
/// that scope. In the tutorial's TicTacToe, `LoggedIn`'s scope shares the score stream
/// with `OffGame` and the games.
public struct ScopeDescriptor: Hashable, Sendable, Identifiable {
    /// The scope's identifier within the trace.
    public var id: ScopeID
    /// The scope's name, for example `LoggedIn` for a `LoggedInComponent`.
    public var name: String
    /// The component's type name, for example `LoggedInComponent`.
    public var componentType: String?
    /// The scope this one was created from (the parent component), if known.
    public var parent: ScopeID?
    /// Names of the objects this scope shares (its `shared { }` properties), in the order
    /// they were first created.
    public var sharedObjects: [String]

    /// Creates a descriptor.
    public init(
        id: ScopeID,
        name: String,
        componentType: String? = nil,
        parent: ScopeID? = nil,
        sharedObjects: [String] = []
    ) {
        self.id = id
        self.name = name
        self.componentType = componentType
        self.parent = parent
        self.sharedObjects = sharedObjects
    }
}
