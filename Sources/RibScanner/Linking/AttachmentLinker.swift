import RibArchitecture

/// Finds which RIB can attach which: a relation is where a RIB's router (itself or through
/// an object it holds, see ``RoutingResolver``) or its builder builds the child. The
/// builders the router holds, takes or creates, and those its builder creates, are listed
/// with the relation; alone they make none, since a builder can be held only to be passed
/// on (a `Dependency` that asks for one passes it to a grandchild).
struct AttachmentLinker {
    let index: TypeIndex
    let catalog: RoleCatalog
    let targets: BuilderTargets

    /// The relations, and the RIBs whose routing code has expressions the scan could not
    /// resolve, with where they are (each also a warning).
    struct Links {
        var attachments: [DeclaredAttachment]
        var unresolvedRoutes: [String: [SourceLocation]]
    }

    func link(_ ribs: [DeclaredRib], into warnings: inout WarningLog) -> Links {
        let resolver = RoutingResolver(index: index, catalog: catalog, targets: targets, typer: ExpressionTyper(index: index, catalog: catalog))
        var unresolvedRoutes: [String: [SourceLocation]] = [:]
        var evidence: [Pair: Set<AttachmentEvidence>] = [:]
        func record(_ parent: String, _ found: [BuilderTarget]?, _ kind: AttachmentEvidence.Kind, _ detail: String, _ location: SourceLocation) {
            for target in found ?? [] {
                evidence[Pair(parent: parent, child: target.rib), default: []].insert(
                    AttachmentEvidence(kind: kind, detail: detail, adapter: target.adapter, location: location)
                )
            }
        }
        for rib in ribs {
            if let routerName = rib.routerType, let router = index[routerName] {
                for property in router.properties {
                    guard let type = property.type else { continue }
                    let found = targets.targets(of: type, from: router.path, at: property.location, warnings: &warnings)
                    record(rib.name, found, .storedBuilder, "\(property.name): \(property.typeText ?? type.description)", property.location)
                }
                for initializer in router.initializers {
                    for parameter in initializer.parameters {
                        guard let type = parameter.type else { continue }
                        let found = targets.targets(of: type, from: router.path, at: parameter.location, warnings: &warnings)
                        record(rib.name, found, .initializerParameter, "\(parameter.name): \(parameter.typeText)", parameter.location)
                    }
                }
                for function in router.functions {
                    for parameter in function.parameters {
                        guard let type = parameter.type else { continue }
                        let found = targets.targets(of: type, from: router.path, at: parameter.location, warnings: &warnings)
                        record(rib.name, found, .routingParameter, "\(function.name)(\(parameter.written))", parameter.location)
                    }
                }
                for construction in router.constructions {
                    let found = targets.targets(of: construction.type, from: router.path, at: construction.location, warnings: &warnings)
                    record(rib.name, found, .createdByRouter, construction.type.qualifiedName, construction.location)
                }
            }
            if let builder = index[rib.builderType] {
                for construction in builder.constructions {
                    guard case .project(let name) = index.resolve(construction.type, from: builder.path),
                        name != rib.builderType
                    else { continue }
                    let found = targets.targets(of: construction.type, from: builder.path, at: construction.location, warnings: &warnings)
                    record(rib.name, found, .builtInBuild, construction.type.qualifiedName, construction.location)
                }
            }
            let owners: [(String?, AttachmentEvidence.Kind)] = [(rib.routerType, .builtByRouter), (rib.builderType, .builtByBuilder)]
            for case (let name?, let kind) in owners {
                guard let owner = index[name] else { continue }
                let outcome = resolver.routes(from: owner, warnings: &warnings)
                for route in outcome.routes {
                    record(rib.name, [route.target], kind, route.detail, route.location)
                }
                for unresolved in outcome.unresolved {
                    warnings.add(
                        ScanWarning(
                            .unresolvedRoute,
                            at: unresolved.location,
                            "cannot tell \(unresolved.question): \(unresolved.reason); what \(rib.name) attaches there is unknown"
                        )
                    )
                    unresolvedRoutes[rib.name, default: []].append(unresolved.location)
                }
            }
        }
        // Holding or creating a child's builder alone is no relation: it may be passed on.
        let attachments = evidence.compactMap { pair, evidence in
            evidence.contains(where: \.kind.buildsTheChild) ? DeclaredAttachment(parent: pair.parent, child: pair.child, evidence: evidence.sorted()) : nil
        }
        return Links(attachments: attachments, unresolvedRoutes: unresolvedRoutes.mapValues { Array(Set($0)).sorted() })
    }

    /// Which of `candidates` (RIB names) code outside every RIB builds: a view controller
    /// that builds an app extension's root, an app delegate that builds a root it does not
    /// launch with a `LaunchRouter`. What that code cannot resolve is not said here: it is
    /// no RIB's routing.
    func ribsBuiltOutsideRibs(among candidates: Set<String>) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        let resolver = RoutingResolver(index: index, catalog: catalog, targets: targets, typer: ExpressionTyper(index: index, catalog: catalog))
        var found: Set<String> = []
        var ignored = WarningLog()
        for type in index.typesInScanOrder where !type.code.buildCalls.isEmpty {
            switch catalog.roles[type.qualifiedName] {
            case .builder?, .router?, .interactor?: continue
            case .component?, nil: break
            }
            for route in resolver.routes(from: type, warnings: &ignored).routes where candidates.contains(route.target.rib) {
                found.insert(route.target.rib)
            }
        }
        return found
    }

    private struct Pair: Hashable {
        var parent: String
        var child: String
    }
}
