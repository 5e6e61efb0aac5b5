/// One RIB as its sources declare it: the builder that makes it and the router,
/// interactor and component that builder creates.
///
/// A RIB is found from its builder (a subclass of `Builder`, `ComponentizedBuilder` or
/// `SimpleComponentizedBuilder`); the other parts are the types the builder's code
/// creates. A part the scan could not find stays `nil`, and the scan says why in a
/// ``ScanWarning``.
public struct DeclaredRib: Hashable, Sendable, Codable, Identifiable {
    /// The RIB's name as a developer says it: `LoggedIn` for `LoggedInBuilder`. Unique
    /// within a ``DeclaredArchitecture``; attachments refer to RIBs by it.
    public var name: String
    /// The builder's type name, for example `LoggedInBuilder`.
    public var builderType: String
    /// The router's type name, for example `LoggedInRouter`.
    public var routerType: String?
    /// The interactor's type name, for example `LoggedInInteractor`.
    public var interactorType: String?
    /// The component (DI scope) the builder creates, for example `LoggedInComponent`.
    public var componentType: String?
    /// Whether the RIB owns a view: `true` for a `ViewableRouter` or `LaunchRouter`,
    /// `false` for a plain `Router`, `nil` when the router is unknown.
    public var isViewful: Bool?
    /// Whether the RIB's router is a `LaunchRouter`: the root the app launches; `nil` when
    /// the router is unknown.
    public var isLaunchRoot: Bool?
    /// The `Buildable` protocols the builder conforms to, for example `LoggedInBuildable`.
    public var buildableProtocols: [String]
    /// The protocol the RIB's interactor uses to talk to its parent, for example
    /// `LoggedInListener`.
    public var listenerProtocol: String?
    /// The RIB's static dependency: the `Dependency` protocol its builder is generic over,
    /// for example `LoggedInDependency`. ``DeclaredArchitecture/dependencies`` tells what it
    /// asks for.
    public var dependencyProtocol: String?
    /// The RIB's dynamic dependencies: the parameters of its builder's `build` function
    /// other than the listener.
    public var dynamicDependencies: [BuildParameter]
    /// Where the builder is declared.
    public var location: SourceLocation
    /// The module that declares the builder (a package target, a Tuist or Xcode module),
    /// when the project files around it say.
    public var module: String?
    /// Routing expressions of the RIB's router or builder whose builder the scan could not
    /// tell (`dependency.shared.cardsBuilder.build(…)` on a type no scanned file declares):
    /// the RIB may attach more children than the scan found. Each is a warning too.
    public var unresolvedRoutes: [SourceLocation]

    /// The identity `Identifiable` uses: the name, unique within an architecture.
    public var id: String { name }

    /// Creates a RIB.
    public init(
        name: String,
        builderType: String,
        routerType: String? = nil,
        interactorType: String? = nil,
        componentType: String? = nil,
        isViewful: Bool? = nil,
        isLaunchRoot: Bool? = false,
        buildableProtocols: [String] = [],
        listenerProtocol: String? = nil,
        dependencyProtocol: String? = nil,
        dynamicDependencies: [BuildParameter] = [],
        location: SourceLocation,
        module: String? = nil,
        unresolvedRoutes: [SourceLocation] = []
    ) {
        self.name = name
        self.builderType = builderType
        self.routerType = routerType
        self.interactorType = interactorType
        self.componentType = componentType
        self.isViewful = isViewful
        self.isLaunchRoot = isLaunchRoot
        self.buildableProtocols = buildableProtocols
        self.listenerProtocol = listenerProtocol
        self.dependencyProtocol = dependencyProtocol
        self.dynamicDependencies = dynamicDependencies
        self.location = location
        self.module = module
        self.unresolvedRoutes = unresolvedRoutes
    }

    private enum CodingKeys: String, CodingKey {
        case name, builderType, routerType, interactorType, componentType, isViewful, isLaunchRoot, buildableProtocols
        case listenerProtocol, dependencyProtocol, dynamicDependencies, location, module, unresolvedRoutes
    }

    /// Decodes every member; JSON written before modules and unresolved routes were
    /// recorded has neither.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        builderType = try container.decode(String.self, forKey: .builderType)
        routerType = try container.decodeIfPresent(String.self, forKey: .routerType)
        interactorType = try container.decodeIfPresent(String.self, forKey: .interactorType)
        componentType = try container.decodeIfPresent(String.self, forKey: .componentType)
        isViewful = try container.decodeIfPresent(Bool.self, forKey: .isViewful)
        isLaunchRoot = try container.decodeIfPresent(Bool.self, forKey: .isLaunchRoot)
        buildableProtocols = try container.decode([String].self, forKey: .buildableProtocols)
        listenerProtocol = try container.decodeIfPresent(String.self, forKey: .listenerProtocol)
        dependencyProtocol = try container.decodeIfPresent(String.self, forKey: .dependencyProtocol)
        dynamicDependencies = try container.decode([BuildParameter].self, forKey: .dynamicDependencies)
        location = try container.decode(SourceLocation.self, forKey: .location)
        module = try container.decodeIfPresent(String.self, forKey: .module)
        unresolvedRoutes = try container.decodeIfPresent([SourceLocation].self, forKey: .unresolvedRoutes) ?? []
    }

    /// Encodes every member, an unknown part as `null` rather than leaving it out, so that
    /// JSON readers see "unknown" where the scan could not find something.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(builderType, forKey: .builderType)
        try container.encode(routerType, forKey: .routerType)
        try container.encode(interactorType, forKey: .interactorType)
        try container.encode(componentType, forKey: .componentType)
        try container.encode(isViewful, forKey: .isViewful)
        try container.encode(isLaunchRoot, forKey: .isLaunchRoot)
        try container.encode(buildableProtocols, forKey: .buildableProtocols)
        try container.encode(listenerProtocol, forKey: .listenerProtocol)
        try container.encode(dependencyProtocol, forKey: .dependencyProtocol)
        try container.encode(dynamicDependencies, forKey: .dynamicDependencies)
        try container.encode(location, forKey: .location)
        try container.encode(module, forKey: .module)
        try container.encode(unresolvedRoutes, forKey: .unresolvedRoutes)
    }
}

/// One parameter of a builder's `build` function: a dynamic dependency of the RIB.
public struct BuildParameter: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The argument label callers write, or `nil` for `_`.
    public var label: String?
    /// The parameter's name inside `build`.
    public var name: String
    /// The parameter's type as written, for example `String`.
    public var type: String

    /// Creates a parameter.
    public init(label: String?, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }

    /// The parameter as Swift writes it: `player1Name: String`, `withListener listener: L`.
    public var description: String {
        switch label {
        case nil: "_ \(name): \(type)"
        case name: "\(name): \(type)"
        case let label?: "\(label) \(name): \(type)"
        }
    }
}
