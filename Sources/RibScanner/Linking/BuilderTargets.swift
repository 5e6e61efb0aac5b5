import RibArchitecture

/// A RIB a reference to a builder leads to, and the adapter in between, if any.
struct BuilderTarget: Hashable, Sendable {
    var rib: String
    var adapter: String?
}

/// Resolves references to builders: a builder class leads to its RIB, a `Buildable`
/// protocol to the RIBs of every builder that conforms to it (in any file or module), an
/// adapter to the RIBs it builds. Also finds the adapters.
struct BuilderTargets {
    let index: TypeIndex
    let catalog: RoleCatalog
    /// RIB names by builder type name.
    let ribsByBuilder: [String: String]
    /// Listener protocols by RIB name.
    let listenersByRib: [String: String]
    /// The adapters found, by type name.
    private(set) var adapters: [String: DeclaredAdapter] = [:]

    /// - Parameter wrappingBuilders: `Builder` subclasses that are adapters in front of
    ///   another RIB's builder (see `RibAssembler`), found among the adapters too.
    init(index: TypeIndex, catalog: RoleCatalog, ribs: [DeclaredRib], wrappingBuilders: Set<String> = []) {
        self.index = index
        self.catalog = catalog
        ribsByBuilder = Dictionary(ribs.map { ($0.builderType, $0.name) }, uniquingKeysWith: { first, _ in first })
        listenersByRib = Dictionary(
            ribs.compactMap { rib in rib.listenerProtocol.map { (rib.name, $0) } },
            uniquingKeysWith: { first, _ in first }
        )
        adapters = findAdapters(wrappingBuilders: wrappingBuilders)
    }

    /// Where a written type leads, or `nil` when it is no builder, `Buildable` protocol
    /// or adapter. An empty answer means it is one but leads to no RIB (with a warning).
    func targets(
        of reference: TypeReference,
        from context: [String],
        at location: SourceLocation,
        warnings: inout WarningLog
    ) -> [BuilderTarget]? {
        switch index.resolve(reference, from: context) {
        case .project(let name):
            return targets(ofType: name, at: location, warnings: &warnings)
        case .unknown where reference.name.hasSuffix("Buildable") || reference.name.hasSuffix("Builder"):
            warnings.add(
                ScanWarning(
                    .unresolvedType,
                    at: location,
                    "no scanned file declares \(reference.qualifiedName); scan the module that declares it to see what it builds"
                )
            )
            return nil
        case .framework, .ambiguous, .unknown:
            return nil
        }
    }

    /// What building a value of `type` builds.
    enum Built {
        /// These RIBs (none when it is a `Buildable` protocol nothing scanned conforms to).
        case ribs([BuilderTarget])
        /// A builder of a RIB the scan cannot tell, with the reason.
        case unknown(String)
        /// Not a RIB's builder: a `build` function of something else.
        case notABuilder
    }

    /// What calling `build` on a value of `type` builds.
    func built(_ type: ValueType, at location: SourceLocation, warnings: inout WarningLog) -> Built {
        switch type {
        case .project(let name):
            if let found = targets(ofType: name, at: location, isBuildCall: true, warnings: &warnings) {
                return found.isEmpty ? .unknown("no scanned builder or adapter conforms to \(name)") : .ribs(found)
            }
            return looksLikeABuilder(name) ? .unknown("\(name) does not inherit RIBs' Builder") : .notABuilder
        case .framework(let framework):
            return framework.isBuilder || framework == .buildable
                ? .unknown("it is typed as RIBs' \(framework.rawValue), which every RIB's builder is") : .notABuilder
        case .unresolved(let written, let isAmbiguous):
            guard written.name.hasSuffix("Buildable") || written.name.hasSuffix("Builder") || written.name.hasSuffix("Building") else {
                return .notABuilder
            }
            return .unknown(
                isAmbiguous
                    ? "several scanned modules declare \(written.qualifiedName), and the file imports none of them or more than one, so the scan cannot tell which one it means; write it with its module (`Module.\(written.name)`)"
                    : "no scanned file declares \(written.qualifiedName); scan the module that declares it")
        }
    }

    /// A project class named like a builder, which is not one (RIBs' `Builder` is not its base).
    private func looksLikeABuilder(_ name: String) -> Bool {
        index[name]?.kind == .class && name.hasSuffix("Builder")
    }

    private func targets(ofType name: String, at location: SourceLocation, isBuildCall: Bool = false, warnings: inout WarningLog) -> [BuilderTarget]? {
        if let rib = ribsByBuilder[name] { return [BuilderTarget(rib: rib)] }
        if let adapter = adapters[name] { return adapter.children.map { BuilderTarget(rib: $0, adapter: name) } }
        // A `build` call on a protocol builders conform to dispatches to them, whether or
        // not it refines `Buildable`; holding a value of it says less (`Game` may be a
        // menu entry that an adapter conforms to), so holding follows `Buildable` only.
        guard catalog.isBuildableProtocol(name) || (isBuildCall && isProtocolOfBuilders(name)) else {
            warnIfLookingLikeABuilder(name, at: location, warnings: &warnings)
            return nil
        }
        var found: [BuilderTarget] = []
        for conformer in catalog.conformers(of: name) {
            if let rib = ribsByBuilder[conformer] {
                found.append(BuilderTarget(rib: rib))
            } else if let adapter = adapters[conformer] {
                found += adapter.children.map { BuilderTarget(rib: $0, adapter: conformer) }
            }
        }
        if found.isEmpty {
            warnings.add(
                ScanWarning(
                    .unbuildable,
                    at: location,
                    "no scanned builder or adapter conforms to \(name); scan the module that builds it"
                )
            )
        }
        return found
    }

    /// Whether `name` is a project protocol that a RIB's builder or an adapter conforms to.
    private func isProtocolOfBuilders(_ name: String) -> Bool {
        index[name]?.kind == .protocol && catalog.conformers(of: name).contains { ribsByBuilder[$0] != nil || adapters[$0] != nil }
    }

    /// A class named like a builder that does not inherit RIBs' `Builder`: the relation it
    /// may stand for is not followed, and the warning says why instead of dropping it.
    private func warnIfLookingLikeABuilder(_ name: String, at location: SourceLocation, warnings: inout WarningLog) {
        guard looksLikeABuilder(name) else { return }
        warnings.add(
            ScanWarning(
                .notABuilder,
                at: location,
                "\(name) is named like a builder but does not inherit RIBs' Builder, so it builds no RIB the scan can see; if it builds one, make it a Builder subclass"
            )
        )
    }

    // MARK: - Adapters

    /// Classes that are no RIB part (or are `wrappingBuilders`) but hold or create a
    /// child's builder, and conform to that child's listener or to a `Buildable` protocol.
    private func findAdapters(wrappingBuilders: Set<String>) -> [String: DeclaredAdapter] {
        var adapters: [String: DeclaredAdapter] = [:]
        for type in index.typesInScanOrder
        where type.kind == .class && (catalog.roles[type.qualifiedName] == nil || wrappingBuilders.contains(type.qualifiedName)) {
            let conformances = catalog.conformances[type.qualifiedName] ?? []
            guard !conformances.contains(where: catalog.isDependencyProtocol) else { continue }
            let children = heldBuilders(of: type).compactMap { ribsByBuilder[$0] }
            guard !children.isEmpty else { continue }
            let childListeners = Set(children.compactMap { listenersByRib[$0] })
            let listens = conformances.filter(childListeners.contains).sorted()
            let buildables = conformances.filter(catalog.isBuildableProtocol).sorted()
            guard !listens.isEmpty || !buildables.isEmpty else { continue }
            adapters[type.qualifiedName] = DeclaredAdapter(
                type: type.qualifiedName,
                children: Array(Set(children)).sorted(),
                listenerProtocols: listens,
                buildableProtocols: buildables,
                location: type.location
            )
        }
        return adapters
    }

    /// The builder classes a type holds (properties typed as a builder or as a `Buildable`
    /// protocol that builders conform to) or constructs.
    private func heldBuilders(of type: IndexedType) -> [String] {
        var builders: [String] = []
        func add(_ reference: TypeReference) {
            guard case .project(let name) = index.resolve(reference, from: type.path) else { return }
            if ribsByBuilder[name] != nil {
                builders.append(name)
            } else if catalog.isBuildableProtocol(name) {
                builders += catalog.conformers(of: name).filter { ribsByBuilder[$0] != nil }
            }
        }
        for property in type.properties {
            if let written = property.type { add(written) }
        }
        for construction in type.constructions { add(construction.type) }
        return builders
    }
}
