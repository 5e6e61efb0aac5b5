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
    public var ribs: [DeclaredRib]
    /// Which RIB can attach which, by parent then child.
    public var attachments: [DeclaredAttachment]
    /// The `Dependency` protocols and what they ask for, by name.
    public var dependencies: [DeclaredDependency]
    /// The components (DI scopes), by type name.
    public var scopes: [DeclaredScope]
    /// The adapters, by type name.
    public var adapters: [DeclaredAdapter]
    /// What the scan could not read or resolve, by file and line.
    public var warnings: [ScanWarning]
    /// How many Swift files the scan read.
    public var scannedFileCount: Int

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
    }

    /// The RIB with this name, if there is one.
    public func rib(named name: String) -> DeclaredRib? {
        ribs.first { $0.name == name }
    }

    /// The attachments whose parent is `rib`, by child.
    public func children(of rib: String) -> [DeclaredAttachment] {
        attachments.filter { $0.parent == rib }
    }

    /// The attachments whose child is `rib`, by parent.
    public func parents(of rib: String) -> [DeclaredAttachment] {
        attachments.filter { $0.child == rib }
    }

    /// The RIBs no other RIB attaches, launch roots first, then by name: where a drawing of
    /// the tree starts.
    public var roots: [DeclaredRib] {
        let attached = Set(attachments.filter { $0.parent != $0.child }.map(\.child))
        return ribs.filter { !attached.contains($0.name) }
            .sorted { ($0.isLaunchRoot ? 0 : 1, $0.name) < ($1.isLaunchRoot ? 0 : 1, $1.name) }
    }

    /// The dependency protocol with this name, if the scan found it.
    public func dependency(named name: String) -> DeclaredDependency? {
        dependencies.first { $0.name == name }
    }

    /// The components that satisfy `dependency`: the scopes a RIB with that dependency can
    /// be built in.
    public func scopes(satisfying dependency: String) -> [DeclaredScope] {
        scopes.filter { scope in scope.satisfies.contains { $0.dependency == dependency } }
    }

    /// The scope a RIB's builder creates, if known.
    public func scope(of rib: String) -> DeclaredScope? {
        scopes.first { $0.rib == rib }
    }
}
