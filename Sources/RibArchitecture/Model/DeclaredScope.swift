/// A component: a DI scope, the dependencies it satisfies for the RIBs built from it, and
/// the objects it shares.
///
/// A RIB's builder creates its component from the parent's component; the children built
/// with that component live in its scope, and its `shared { }` properties are singletons of
/// that scope. An adapter's small component (one that conforms to a child's dependency
/// without being a RIB's) is a scope too, owned by the adapter.
public struct DeclaredScope: Hashable, Sendable, Codable, Identifiable {
    /// The component's type name, for example `LoggedInComponent` or
    /// `RandomWinAdapter.Component`.
    public var componentType: String
    /// The RIB whose builder creates this component, if the scan found one.
    public var rib: String?
    /// The adapter that owns this component, when an adapter creates it or declares it
    /// inside itself.
    public var adapter: String?
    /// The dependency the component itself is built from (`Component<LoggedInDependency>`).
    public var ownDependency: String?
    /// The dependencies the component satisfies, each with where the conformance is
    /// written: in the class declaration or in an extension in any file.
    public var satisfies: [DependencySatisfaction]
    /// The objects the scope shares: properties whose getter calls `shared { }`.
    public var sharedObjects: [SharedObject]
    /// Where the component is declared.
    public var location: SourceLocation

    /// The identity `Identifiable` uses: the name, unique within an architecture.
    public var id: String { componentType }

    /// Creates a scope.
    public init(
        componentType: String,
        rib: String? = nil,
        adapter: String? = nil,
        ownDependency: String? = nil,
        satisfies: [DependencySatisfaction] = [],
        sharedObjects: [SharedObject] = [],
        location: SourceLocation
    ) {
        self.componentType = componentType
        self.rib = rib
        self.adapter = adapter
        self.ownDependency = ownDependency
        self.satisfies = satisfies
        self.sharedObjects = sharedObjects
        self.location = location
    }
}

/// A component's conformance to a `Dependency` protocol.
public struct DependencySatisfaction: Hashable, Sendable, Codable {
    /// The dependency protocol, for example `OffGameDependency`.
    public var dependency: String
    /// Where the conformance is written.
    public var location: SourceLocation

    /// Creates a satisfaction.
    public init(dependency: String, location: SourceLocation) {
        self.dependency = dependency
        self.location = location
    }
}

/// An object a scope shares: a component property whose getter calls `shared { }`, so the
/// component creates it once and hands the same instance to every RIB of its scope.
public struct SharedObject: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The property's name, for example `mutableScoreStream`.
    public var name: String
    /// The property's type as written, if it is written.
    public var type: String?
    /// Where the `shared { }` call is.
    public var location: SourceLocation

    /// Creates a shared object.
    public init(name: String, type: String?, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// `name: Type`, or the name alone.
    public var description: String { type.map { "\(name): \($0)" } ?? name }
}
