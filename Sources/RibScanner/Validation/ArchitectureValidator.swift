import RibArchitecture

/// Checks the linked architecture for what the sources leave open: dependencies no
/// component satisfies, routers no builder creates, RIBs nothing attaches, and no RIBs at
/// all.
struct ArchitectureValidator {
    let catalog: RoleCatalog
    let index: TypeIndex

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
        checkDependencies(architecture, into: &warnings)
        checkRouters(architecture, into: &warnings)
        checkAttached(architecture, into: &warnings)
    }

    private func checkDependencies(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        var satisfied: Set<String> = []
        for scope in architecture.scopes {
            satisfied.formUnion(catalog.conformances[scope.componentType] ?? [])
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
        for type in index.typesInScanOrder where !type.declaration.isGeneric && !used.contains(type.qualifiedName) {
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

    private func checkAttached(_ architecture: DeclaredArchitecture, into warnings: inout WarningLog) {
        for rib in architecture.roots where rib.isLaunchRoot != true {
            let launch = rib.isLaunchRoot == nil
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
