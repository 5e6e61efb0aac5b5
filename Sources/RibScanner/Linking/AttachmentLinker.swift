import RibArchitecture

/// Finds which RIB can attach which: the builders each RIB's router holds, takes or
/// creates, the builders and adapters its builder creates, and the builders its
/// dependency asks for.
struct AttachmentLinker {
    let index: TypeIndex
    let catalog: RoleCatalog
    let targets: BuilderTargets

    func link(_ ribs: [DeclaredRib], into warnings: inout WarningLog) -> [DeclaredAttachment] {
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
            if let dependencyName = rib.dependencyProtocol {
                for (requirement, owner) in requirements(of: dependencyName) {
                    guard let type = requirement.type else { continue }
                    let found = targets.targets(of: type, from: owner, at: requirement.location, warnings: &warnings)
                    record(rib.name, found, .throughDependency, "\(requirement.name): \(requirement.typeText ?? type.description)", requirement.location)
                }
            }
        }
        return evidence.map { pair, evidence in
            DeclaredAttachment(parent: pair.parent, child: pair.child, evidence: evidence.sorted())
        }
    }

    /// The properties a dependency protocol and the dependency protocols it refines ask for,
    /// each with the path of the protocol that declares it.
    func requirements(of dependency: String) -> [(CollectedProperty, [String])] {
        let protocols = [dependency] + (catalog.conformances[dependency] ?? []).filter(catalog.isDependencyProtocol).sorted()
        return protocols.compactMap { index[$0] }.flatMap { type in type.properties.map { ($0, type.path) } }
    }

    private struct Pair: Hashable {
        var parent: String
        var child: String
    }
}
