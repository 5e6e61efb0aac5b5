/// A declared parent → child relation: the parent RIB can attach the child, because its
/// code builds the child (its router, or an object the router holds, or its builder).
///
/// One relation is often declared several ways at once (the parent's builder creates the
/// child's builder and passes it to the router's initialiser, which stores it);
/// ``evidence`` lists each of them with where it is written.
public struct DeclaredAttachment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The parent RIB's name.
    public var parent: String
    /// The child RIB's name.
    public var child: String
    /// How the sources declare the relation, ordered by kind and location.
    public var evidence: [AttachmentEvidence]

    /// Creates an attachment.
    public init(parent: String, child: String, evidence: [AttachmentEvidence]) {
        self.parent = parent
        self.child = child
        self.evidence = evidence
    }

    /// The adapters the relation goes through, if any, without repeats.
    public var adapters: [String] {
        var seen: Set<String> = []
        return evidence.compactMap(\.adapter).filter { seen.insert($0).inserted }
    }

    /// `Parent -> Child`.
    public var description: String { "\(parent) → \(child)" }
}

/// One piece of code that lets a parent RIB attach a child.
public struct AttachmentEvidence: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// How a parent reaches a child's builder. A relation is declared where the parent's
    /// code builds the child (``builtByRouter``, ``builtByBuilder``); holding, taking or
    /// creating the child's builder is listed with it, and alone is no relation (a builder
    /// can be held only to be passed on).
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// The parent's router takes the child's builder (or a `Buildable` protocol the
        /// child's builder conforms to) as an initialiser parameter.
        case initializerParameter
        /// The parent's router has a stored property of that type.
        case storedBuilder
        /// A method of the parent's router takes such a builder as a parameter
        /// (`routeToGame(with gameBuilder: GameBuildable)`).
        case routingParameter
        /// The parent's router creates the child's builder itself.
        case createdByRouter
        /// The parent's builder creates the child's builder (or an adapter), or builds the
        /// child, in its code, usually in `build`.
        case builtInBuild
        /// The parent's router, or an object it holds (its own dependency, its component,
        /// a factory), builds the child: `dependency.detailBuilder.build(withListener:)`,
        /// `component.makeAgendaRouter(…)` whose code builds `AgendaBuilder`.
        case builtByRouter
        /// The parent's builder builds the child and hands its router to the parent's
        /// router: `let child = childBuilder.build(withListener: interactor)` in `build`.
        case builtByBuilder

        /// Whether this kind is the parent's code building the child, which declares the
        /// relation; the other kinds support it.
        public var buildsTheChild: Bool {
            self == .builtByRouter || self == .builtByBuilder
        }

        /// The order listings use.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rank < rhs.rank
        }

        /// The order the text output lists kinds in: the router's own declarations first.
        private var rank: Int {
            switch self {
            case .initializerParameter: 0
            case .storedBuilder: 1
            case .routingParameter: 2
            case .createdByRouter: 3
            case .builtByRouter: 4
            case .builtByBuilder: 5
            case .builtInBuild: 6
            }
        }

        /// The kind in words, for example `built in build`.
        public var phrase: String {
            switch self {
            case .initializerParameter: "router initialiser parameter"
            case .storedBuilder: "stored builder"
            case .routingParameter: "routing method parameter"
            case .createdByRouter: "created by the router"
            case .builtInBuild: "built in build"
            case .builtByRouter: "built by the router"
            case .builtByBuilder: "built by the builder"
            }
        }
    }

    /// How the parent reaches the child.
    public var kind: Kind
    /// The code that does it: a declaration such as `offGameBuilder: OffGameBuildable`, or
    /// the type created, such as `OffGameBuilder`.
    public var detail: String
    /// The adapter in between, when the parent reaches the child through one.
    public var adapter: String?
    /// Where the code is.
    public var location: SourceLocation

    /// Creates a piece of evidence.
    public init(kind: Kind, detail: String, adapter: String? = nil, location: SourceLocation) {
        self.kind = kind
        self.detail = detail
        self.adapter = adapter
        self.location = location
    }

    /// The order listings use.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind, lhs.location, lhs.detail, lhs.adapter ?? "") < (rhs.kind, rhs.location, rhs.detail, rhs.adapter ?? "")
    }

    /// `stored builder offGameBuilder: OffGameBuildable (LoggedIn/LoggedInRouter.swift:12)`,
    /// with `via Adapter` when an adapter is in between.
    public var description: String {
        let via = adapter.map { " via \($0)" } ?? ""
        return "\(kind.phrase) \(detail)\(via) (\(location))"
    }
}
