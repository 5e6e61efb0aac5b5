import RibArchitecture

/// Finds the scopes and the dependencies: every component with the dependencies it
/// satisfies (in its declaration or in extensions anywhere) and the objects it shares, and
/// every `Dependency` protocol with what it asks for.
struct ScopeLinker {
    let index: TypeIndex
    let catalog: RoleCatalog

    /// The components: classes that inherit `Component`/`EmptyComponent`, and any other type
    /// that conforms to a dependency protocol (such as an adapter's own small component).
    func scopes(ribs: [DeclaredRib], adapters: [DeclaredAdapter]) -> [DeclaredScope] {
        let ribsByComponent = Dictionary(
            ribs.compactMap { rib in rib.componentType.map { ($0, rib.name) } },
            uniquingKeysWith: { first, _ in first }
        )
        let adapterNames = Set(adapters.map(\.type))
        var scopes: [DeclaredScope] = []
        for type in index.typesInScanOrder where type.kind != .protocol && !type.isGeneric {
            let role = catalog.roles[type.qualifiedName]
            let ownDependency: String?
            if case .component(let dependency)? = role {
                ownDependency = dependency.map { written in
                    switch index.resolve(written, from: type.path) {
                    case .project(let name): name
                    case .framework(let framework): framework.rawValue
                    case .ambiguous, .unknown: written.qualifiedName
                    }
                }
            } else {
                guard role == nil, catalog.conformances[type.qualifiedName]?.contains(where: catalog.isDependencyProtocol) == true
                else { continue }
                ownDependency = nil
            }
            scopes.append(
                DeclaredScope(
                    componentType: type.qualifiedName,
                    rib: ribsByComponent[type.qualifiedName],
                    adapter: owningAdapter(of: type, adapters: adapterNames),
                    ownDependency: ownDependency,
                    satisfies: satisfactions(of: type),
                    sharedObjects: type.properties.compactMap { property in
                        property.sharedCall.map { SharedObject(name: property.name, type: property.typeText, location: $0) }
                    },
                    location: type.location
                )
            )
        }
        return scopes
    }

    /// The dependency protocols with what each asks for, including what it inherits.
    func dependencies() -> [DeclaredDependency] {
        index.typesInScanOrder.filter { catalog.isDependencyProtocol($0.qualifiedName) }.map { type in
            let refined = (catalog.conformances[type.qualifiedName] ?? []).filter(catalog.isDependencyProtocol).sorted()
            var requirements: [DependencyRequirement] = []
            for owner in [type] + refined.compactMap({ index[$0] }) {
                for property in owner.properties where !requirements.contains(where: { $0.name == property.name }) {
                    requirements.append(
                        DependencyRequirement(name: property.name, type: property.typeText ?? "?", location: property.location)
                    )
                }
                for function in owner.functions where !requirements.contains(where: { $0.name == function.name }) {
                    let parameters = function.parameters.map { "\($0.label ?? "_"): \($0.typeText)" }.joined(separator: ", ")
                    let result = function.returnTypeText.map { " -> \($0)" } ?? ""
                    requirements.append(
                        DependencyRequirement(name: function.name, type: "(\(parameters))\(result)", location: function.location)
                    )
                }
            }
            return DeclaredDependency(name: type.qualifiedName, requirements: requirements, location: type.location)
        }
    }

    /// The dependency protocols the type's declaration or extensions name, where they do.
    private func satisfactions(of type: IndexedType) -> [DependencySatisfaction] {
        var result: [DependencySatisfaction] = []
        for inherited in type.inheritedTypes {
            guard case .project(let name) = index.resolve(inherited.type, from: type.path),
                catalog.isDependencyProtocol(name), !result.contains(where: { $0.dependency == name })
            else { continue }
            result.append(DependencySatisfaction(dependency: name, location: inherited.location))
        }
        return result.sorted { $0.dependency < $1.dependency }
    }

    /// The adapter a component belongs to: the adapter it is nested in, or the adapter
    /// whose code creates it.
    private func owningAdapter(of type: IndexedType, adapters: Set<String>) -> String? {
        let enclosing = type.enclosingTypes.joined(separator: ".")
        if adapters.contains(enclosing) { return enclosing }
        return adapters.sorted().first { adapter in
            index[adapter]?.constructions.contains { construction in
                index.resolve(construction.type, from: index[adapter]?.path ?? []) == .project(type.qualifiedName)
            } == true
        }
    }
}
