import RibArchitecture

/// Turns the declarations of every scanned file into a ``DeclaredArchitecture``: indexes
/// the types, finds their roles, assembles the RIBs, resolves builders and adapters, links
/// attachments and scopes, then validates the result.
struct ArchitectureLinker {
    /// - Parameter files: Consumed: the index keeps what linking needs of them.
    func link(_ files: consuming [CollectedFile], scannedFileCount: Int, warnings earlier: [ScanWarning]) -> DeclaredArchitecture {
        var warnings = WarningLog()
        warnings.add(contentsOf: earlier)
        let index = TypeIndex(files: consume files)
        warnings.add(contentsOf: index.duplicateWarnings)
        let catalog = RoleCatalog(index: index)
        let assembler = RibAssembler(index: index, catalog: catalog)
        let wrappingBuilders = assembler.wrappingBuilders()
        var ribs = assembler.assemble(excluding: wrappingBuilders, into: &warnings)
        let targets = BuilderTargets(index: index, catalog: catalog, ribs: ribs, wrappingBuilders: wrappingBuilders)
        let linker = AttachmentLinker(index: index, catalog: catalog, targets: targets)
        let links = linker.link(ribs, into: &warnings)
        let attachments = links.attachments
        let attachedChildren = Set(attachments.map(\.child))
        for position in ribs.indices {
            ribs[position].unresolvedRoutes = links.unresolvedRoutes[ribs[position].name] ?? []
            // A RIB whose router is a `LaunchRouter` but that a parent attaches is that
            // parent's child, not the tree's root.
            if ribs[position].isLaunchRoot == true, attachedChildren.contains(ribs[position].name) { ribs[position].isLaunchRoot = false }
        }
        let scopeLinker = ScopeLinker(index: index, catalog: catalog)
        let adapters = targets.adapters.values.sorted { $0.type < $1.type }
        var architecture = DeclaredArchitecture(
            ribs: ribs,
            attachments: attachments,
            dependencies: scopeLinker.dependencies(),
            scopes: scopeLinker.scopes(ribs: ribs, adapters: adapters),
            adapters: adapters,
            scannedFileCount: scannedFileCount
        )
        let unattached = Set(architecture.roots.filter { $0.isLaunchRoot != true }.map(\.name))
        ArchitectureValidator(catalog: catalog, index: index, builtOutsideRibs: linker.ribsBuiltOutsideRibs(among: unattached))
            .validate(architecture, into: &warnings)
        architecture = DeclaredArchitecture(
            ribs: architecture.ribs,
            attachments: architecture.attachments,
            dependencies: architecture.dependencies,
            scopes: architecture.scopes,
            adapters: architecture.adapters,
            warnings: warnings.warnings,
            scannedFileCount: scannedFileCount
        )
        return architecture
    }
}
