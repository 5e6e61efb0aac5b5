/// A `Dependency` protocol: what a RIB asks of the scope it is built in.
///
/// A parent's component satisfies its children's dependencies by conforming to them
/// (`extension LoggedInComponent: OffGameDependency`); ``DeclaredScope/satisfies`` records
/// those conformances.
public struct DeclaredDependency: Hashable, Sendable, Codable, Identifiable {
    /// The protocol's name, for example `OffGameDependency`.
    public var name: String
    /// What it asks for: its properties and functions, in declaration order, including
    /// those of the dependency protocols it inherits.
    public var requirements: [DependencyRequirement]
    /// Where the protocol is declared.
    public var location: SourceLocation

    /// The identity `Identifiable` uses: the name, unique within an architecture.
    public var id: String { name }

    /// Creates a dependency.
    public init(name: String, requirements: [DependencyRequirement], location: SourceLocation) {
        self.name = name
        self.requirements = requirements
        self.location = location
    }
}

/// One thing a `Dependency` protocol asks for, such as `var scoreStream: ScoreStream { get }`.
public struct DependencyRequirement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The member's name, for example `scoreStream`.
    public var name: String
    /// The member's type as written, for example `ScoreStream`; for a function, its
    /// signature.
    public var type: String
    /// Where the member is declared.
    public var location: SourceLocation

    /// Creates a requirement.
    public init(name: String, type: String, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// `name: Type`.
    public var description: String { "\(name): \(type)" }
}
