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
        let links = AttachmentLinker(index: index, catalog: catalog, targets: targets).link(ribs, into: &warnings)
        let attachments = links.attachments
        for position in ribs.indices {
            ribs[position].unresolvedRoutes = links.unresolvedRoutes[ribs[position].name] ?? []
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
        ArchitectureValidator(catalog: catalog, index: index).validate(architecture, into: &warnings)
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
