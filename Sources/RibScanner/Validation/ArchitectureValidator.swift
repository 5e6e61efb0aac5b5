import RibArchitecture

/// Checks the linked architecture for what the sources leave open: dependencies no
/// component satisfies, routers no builder creates, RIBs nothing attaches or that are
/// built and never attached, and no RIBs at all.
struct ArchitectureValidator {
    let catalog: RoleCatalog
    let index: TypeIndex
    /// The RIBs that scanned code outside every RIB builds (see
    /// ``AttachmentLinker/ribsBuiltOutsideRibs(among:)``).
    var builtOutsideRibs: Set<String> = []

    func validate(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        guard !architecture.ribs.isEmpty else {
            warnings.add(
                ScanWarning(
                    .noRibs,
                    at: nil,
                    "no RIBs found in \(architecture.scannedFileCount) Swift file\(architecture.scannedFileCount == 1 ? "" : "s"): no class inherits RIBs' Builder; check the path"
                )
            )
            return
        }
        checkDependencyInjection(architecture, into: &warnings)
        checkDependencies(architecture, into: &warnings)
        checkRouters(architecture, into: &warnings)
        checkAttached(architecture, into: &warnings)
        NeverAttachedCheck(index: index, catalog: catalog).check(architecture, into: &warnings)
    }

    /// RIBs built from something that is neither a `Dependency` protocol nor a component
    /// (a Swinject `Resolver`, a factory): the app injects dependencies in a way the scan
    /// does not read, and their scope views would be empty without a word.
    private func checkDependencyInjection(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        let unread = architecture.ribs.filter { rib in
            guard rib.componentType == nil, let dependency = rib.dependencyProtocol else { return false }
            // A builder generic over a component class (`Builder<AppComponent>`) is built from that component.
            if case .component? = catalog.roles[dependency] { return false }
            return !catalog.isDependencyProtocol(dependency) && dependency != FrameworkType.emptyDependency.rawValue
                && dependency != FrameworkType.dependency.rawValue
        }
        guard let first = unread.first else { return }
        let names = unread.prefix(3).map(\.name).joined(separator: ", ") + (unread.count > 3 ? " and \(unread.count - 3) more" : "")
        warnings.add(
            ScanWarning(
                .unknownDependencyInjection,
                at: first.location,
                "\(names) \(unread.count == 1 ? "is" : "are") built from \(first.dependencyProtocol ?? "?"), which is neither a Dependency protocol nor a component (RIBs' Component, Needle's Component or BootstrapComponent): the scan does not read this dependency injection, so their scopes and shared objects are unknown"
            )
        )
    }

    private func checkDependencies(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        // An extension of a type the scan does not declare conforms it for the app:
        // `extension EmptyComponent: RootDependency`, for a root built from RIBs' own component.
        var satisfied = index.protocolsConformedToByOtherTypes
        for name in index.protocolsConformedToByOtherTypes { satisfied.formUnion(catalog.conformances[name] ?? []) }
        var dependencyOfComponent: [String: String] = [:]
        for scope in architecture.scopes {
            satisfied.formUnion(catalog.conformances[scope.componentType] ?? [])
            if let dependency = scope.ownDependency { dependencyOfComponent[scope.componentType] = dependency }
        }
        // Needle: a component built by another (`GameComponent(parent: self)`) gets its
        // dependency from the generated code, out of its parent's scope.
        for scope in architecture.scopes {
            guard let type = index[scope.componentType] else { continue }
            for construction in type.constructions {
                guard case .project(let child) = index.resolve(construction.type, from: type.path),
                    child != scope.componentType, let dependency = dependencyOfComponent[child]
                else { continue }
                satisfied.insert(dependency)
            }
        }
        for rib in architecture.ribs {
            guard let dependency = rib.dependencyProtocol, catalog.isDependencyProtocol(dependency),
                !satisfied.contains(dependency)
            else { continue }
            warnings.add(
                ScanWarning(
                    .unsatisfiedDependency,
                    at: index[dependency]?.location ?? rib.location,
                    "no scanned component conforms to \(dependency), which \(rib.builderType) needs; the scope \(rib.name) is built in is unknown"
                )
            )
        }
    }

    private func checkRouters(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        let used = Set(architecture.ribs.compactMap(\.routerType))
        for type in index.typesInScanOrder where !type.isGeneric && !used.contains(type.qualifiedName) {
            guard case .router? = catalog.roles[type.qualifiedName] else { continue }
            warnings.add(
                ScanWarning(
                    .orphanRouter,
                    at: type.location,
                    "no scanned builder creates \(type.qualifiedName), so the RIBs it attaches have no parent here; scan the file of its builder"
                )
            )
        }
    }

    /// RIBs nothing attaches. While any routing expression is unresolved, one of them may
    /// attach these RIBs, so the scan says that it cannot tell instead of "nothing".
    private func checkAttached(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        let unresolved = architecture.ribs.reduce(0) { $0 + $1.unresolvedRoutes.count }
        // A RIB that scanned code outside any RIB builds (an app extension's view controller
        // building its root) is that code's: something the scan read does build it.
        let unattached = architecture.roots.filter { $0.isLaunchRoot != true && !builtOutsideRibs.contains($0.name) }
        if unresolved > 0 {
            guard !unattached.isEmpty else { return }
            let names = unattached.map(\.name)
            let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
            warnings.add(
                ScanWarning(
                    .unattachedRib,
                    at: nil,
                    "which RIB attaches \(listed) is unknown: no resolved route attaches \(names.count == 1 ? "it" : "them"), and \(unresolved) routing expression\(unresolved == 1 ? " is" : "s are") unresolved (see their warnings)"
                )
            )
            return
        }
        for rib in unattached {
            let launch =
                rib.isLaunchRoot == nil
                ? "its router is unknown, so whether the app launches it is unknown"
                : "it is not a LaunchRouter"
            warnings.add(
                ScanWarning(
                    .unattachedRib,
                    at: rib.location,
                    "no scanned router, builder or dependency can attach \(rib.name), and \(launch); it may be attached from code outside the scan"
                )
            )
        }
    }
}
