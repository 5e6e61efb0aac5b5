/// The RIB architecture a set of Swift sources declares: which RIBs exist, which RIB can
/// attach which, what each needs from its parent, and where scopes and adapters are.
///
/// `RibScanner` produces it from source files without running the app; a trace shows what
/// one session did, this shows everything the code allows. Write it out with
/// ``ArchitectureTextWriter``, ``ArchitectureJSONWriter``, ``ArchitectureMermaidWriter``
/// or ``ArchitectureMarkdownWriter``, and hold it against a trace with
/// ``ArchitectureComparison``.
///
/// Every collection is sorted (RIBs by name, attachments by parent then child, warnings
/// by file and line), so the same sources always give the same value.
public struct DeclaredArchitecture: Hashable, Sendable, Codable {
    /// The RIBs, by name.
    public var ribs: [DeclaredRib] { didSet { reindex() } }
    /// Which RIB can attach which, by parent then child.
    public var attachments: [DeclaredAttachment] { didSet { reindex() } }
    /// The `Dependency` protocols and what they ask for, by name.
    public var dependencies: [DeclaredDependency] { didSet { reindex() } }
    /// The components (DI scopes), by type name.
    public var scopes: [DeclaredScope] { didSet { reindex() } }
    /// The adapters, by type name.
    public var adapters: [DeclaredAdapter]
    /// What the scan could not read or resolve, by file and line.
    public var warnings: [ScanWarning]
    /// How many Swift files the scan read.
    public var scannedFileCount: Int
    /// Where the lookups below find their answers without a search: rebuilt whenever a
    /// collection it indexes changes, so that writers stay linear in the number of RIBs.
    private var index = DeclaredArchitectureIndex()

    /// Creates an architecture; the collections are sorted as the type documents.
    public init(
        ribs: [DeclaredRib] = [],
        attachments: [DeclaredAttachment] = [],
        dependencies: [DeclaredDependency] = [],
        scopes: [DeclaredScope] = [],
        adapters: [DeclaredAdapter] = [],
        warnings: [ScanWarning] = [],
        scannedFileCount: Int = 0
    ) {
        self.ribs = ribs.sorted { $0.name < $1.name }
        self.attachments = attachments.sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
        self.dependencies = dependencies.sorted { $0.name < $1.name }
        self.scopes = scopes.sorted { $0.componentType < $1.componentType }
        self.adapters = adapters.sorted { $0.type < $1.type }
        self.warnings = warnings.sorted()
        self.scannedFileCount = scannedFileCount
        reindex()
    }

    private enum CodingKeys: String, CodingKey {
        case ribs, attachments, dependencies, scopes, adapters, warnings, scannedFileCount
    }

    /// Decodes an architecture that ``ArchitectureJSONWriter`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            ribs: try container.decode([DeclaredRib].self, forKey: .ribs),
            attachments: try container.decode([DeclaredAttachment].self, forKey: .attachments),
            dependencies: try container.decode([DeclaredDependency].self, forKey: .dependencies),
            scopes: try container.decode([DeclaredScope].self, forKey: .scopes),
            adapters: try container.decode([DeclaredAdapter].self, forKey: .adapters),
            warnings: try container.decode([ScanWarning].self, forKey: .warnings),
            scannedFileCount: try container.decode(Int.self, forKey: .scannedFileCount)
        )
    }

    private mutating func reindex() {
        index = DeclaredArchitectureIndex(ribs: ribs, attachments: attachments, dependencies: dependencies, scopes: scopes)
    }

    /// The RIB with this name, if there is one.
    public func rib(named name: String) -> DeclaredRib? {
        index.rib[name].map { ribs[$0] }
    }

    /// The attachments whose parent is `rib`, by child.
    public func children(of rib: String) -> [DeclaredAttachment] {
        (index.children[rib] ?? []).map { attachments[$0] }
    }

    /// The attachments whose child is `rib`, by parent.
    public func parents(of rib: String) -> [DeclaredAttachment] {
        (index.parents[rib] ?? []).map { attachments[$0] }
    }

    /// The RIBs no other RIB attaches, launch roots first, then by name: where a drawing of
    /// the tree starts.
    public var roots: [DeclaredRib] {
        let attached = Set(attachments.filter { $0.parent != $0.child }.map(\.child))
        return ribs.filter { !attached.contains($0.name) }
            .sorted { ($0.isLaunchRoot == true ? 0 : 1, $0.name) < ($1.isLaunchRoot == true ? 0 : 1, $1.name) }
    }

    /// The dependency protocol with this name, if the scan found it.
    public func dependency(named name: String) -> DeclaredDependency? {
        index.dependency[name].map { dependencies[$0] }
    }

    /// The components that satisfy `dependency`: the scopes a RIB with that dependency can
    /// be built in.
    public func scopes(satisfying dependency: String) -> [DeclaredScope] {
        (index.satisfyingScopes[dependency] ?? []).map { scopes[$0] }
    }

    /// The RIBs whose static dependency is `dependency`, by name.
    public func ribs(needing dependency: String) -> [DeclaredRib] {
        (index.ribsNeeding[dependency] ?? []).map { ribs[$0] }
    }

    /// The scope a RIB's builder creates, if known.
    public func scope(of rib: String) -> DeclaredScope? {
        index.scopeOfRib[rib].map { scopes[$0] }
    }
}

/// The positions of a ``DeclaredArchitecture``'s entries by the names its lookups take.
///
/// It is derived from the architecture's values, so it takes no part in equality or
/// hashing: two architectures with the same values are equal whatever their indexes.
private struct DeclaredArchitectureIndex: Hashable, Sendable {
    var rib: [String: Int] = [:]
    var ribsNeeding: [String: [Int]] = [:]
    var children: [String: [Int]] = [:]
    var parents: [String: [Int]] = [:]
    var dependency: [String: Int] = [:]
    var satisfyingScopes: [String: [Int]] = [:]
    var scopeOfRib: [String: Int] = [:]

    init() {}

    /// Indexes the collections; where names repeat, the first entry answers, as a search
    /// from the front would.
    init(ribs: [DeclaredRib], attachments: [DeclaredAttachment], dependencies: [DeclaredDependency], scopes: [DeclaredScope]) {
        for (position, rib) in ribs.enumerated() {
            if self.rib[rib.name] == nil { self.rib[rib.name] = position }
            if let dependency = rib.dependencyProtocol { ribsNeeding[dependency, default: []].append(position) }
        }
        for (position, attachment) in attachments.enumerated() {
            children[attachment.parent, default: []].append(position)
            parents[attachment.child, default: []].append(position)
        }
        for (position, dependency) in dependencies.enumerated() where self.dependency[dependency.name] == nil {
            self.dependency[dependency.name] = position
        }
        for (position, scope) in scopes.enumerated() {
            if let rib = scope.rib, scopeOfRib[rib] == nil { scopeOfRib[rib] = position }
            var seen: Set<String> = []
            for satisfaction in scope.satisfies where seen.insert(satisfaction.dependency).inserted {
                satisfyingScopes[satisfaction.dependency, default: []].append(position)
            }
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
