import RibArchitecture

/// Finds the RIBs: one per concrete builder class, with the router, interactor and
/// component its code creates, its dependency, listener and dynamic dependencies.
///
/// Parts are found from what the builder's code constructs and from the roles of those
/// types, never from names alone. A part the code does not show, or shows twice, stays
/// unknown, with a warning.
struct RibAssembler {
    let index: TypeIndex
    let catalog: RoleCatalog

    /// The RIBs, with unique names, and the warnings found on the way.
    ///
    /// - Parameter wrapping: The ``wrappingBuilders()``, which are adapters, not RIBs.
    func assemble(excluding wrapping: Set<String>, into warnings: inout WarningLog) -> [DeclaredRib] {
        let builders = index.typesInScanOrder.filter { type in
            guard case .builder? = catalog.roles[type.qualifiedName] else { return false }
            return !type.isGeneric && !wrapping.contains(type.qualifiedName)
        }
        let names = Self.uniqueNames(for: builders.map(\.qualifiedName))
        return builders.map { assemble($0, name: names[$0.qualifiedName] ?? $0.qualifiedName, warnings: &warnings) }
    }

    /// The builder classes that are no RIB's but stand in front of another RIB's builder
    /// (``wrapsAnotherBuilder(_:)``): adapters that subclass `Builder`.
    func wrappingBuilders() -> Set<String> {
        Set(
            index.typesInScanOrder.lazy.filter { type in
                guard case .builder? = catalog.roles[type.qualifiedName] else { return false }
                return !type.isGeneric && wrapsAnotherBuilder(type)
            }.map(\.qualifiedName))
    }

    /// Whether a `Builder` subclass is an adapter in front of another RIB's builder: its
    /// code creates no router and no interactor, and its `build` returns what another
    /// builder's `build` returns (`ChildBuilder(dependency: dependency).build(withListener: self)`),
    /// so it adds no RIB of its own.
    private func wrapsAnotherBuilder(_ builder: IndexedType) -> Bool {
        let isPart: (ClassRole) -> Bool = { role in
            switch role {
            case .router, .interactor: true
            case .builder, .component: false
            }
        }
        guard constructed(by: builder, matching: isPart).isEmpty, frameworkRouter(constructedBy: builder) == nil else { return false }
        let typer = ExpressionTyper(index: index, catalog: catalog)
        return builder.code.buildCalls.contains { call in
            guard let member = call.member, DeclarationCollector.isBuildFunction(member),
                case .types(let types) = typer.type(of: call.receiver, in: builder, member: member, at: call.position)
            else { return false }
            return types.contains { type in
                guard case .project(let name) = type, name != builder.qualifiedName else { return false }
                if case .builder? = catalog.roles[name] { return true }
                return catalog.conformers(of: name).contains { $0 != builder.qualifiedName && catalog.roles[$0].map(Self.isBuilderRole) == true }
            }
        }
    }

    private static func isBuilderRole(_ role: ClassRole) -> Bool {
        if case .builder = role { true } else { false }
    }

    /// `LoggedInBuilder` is `LoggedIn`; when two builders would share a name, both keep
    /// their whole qualified names.
    static func uniqueNames(for builders: [String]) -> [String: String] {
        func short(_ qualified: String) -> String {
            let last = qualified.split(separator: ".").last.map(String.init) ?? qualified
            guard last.count > "Builder".count, last.hasSuffix("Builder") else { return last }
            // A raw identifier such as `Legacy Onboarding Builder` leaves a space.
            let name = last.dropLast("Builder".count)
            return String(name.last == " " ? name.dropLast() : name)
        }
        let counts = Dictionary(grouping: builders, by: short).mapValues(\.count)
        return Dictionary(uniqueKeysWithValues: builders.map { ($0, counts[short($0)] == 1 ? short($0) : $0) })
    }

    private func assemble(_ builder: IndexedType, name: String, warnings: inout WarningLog) -> DeclaredRib {
        guard case .builder(let arguments, let componentized)? = catalog.roles[builder.qualifiedName] else {
            return DeclaredRib(name: name, builderType: builder.qualifiedName, location: builder.location)
        }
        let component: String? =
            if componentized, let written = arguments.first,
                case .project(let name) = index.resolve(written, from: builder.path)
            {
                name
            } else {
                component(of: builder, dependency: arguments.first, warnings: &warnings)
            }
        let router =
            part(of: builder, named: "router", component: component, warnings: &warnings) { role in
                if case .router = role { return true } else { return false }
            } ?? routerReturnedByBuild(builder)
        let interactor = part(of: builder, named: "interactor", component: component, warnings: &warnings) { $0 == .interactor }
        var isViewful: Bool?
        var isLaunchRoot: Bool?
        var routerType = router
        if let router, case .router(let viewful, let launch)? = catalog.roles[router] {
            isViewful = viewful
            isLaunchRoot = launch
        } else if router == nil, let (written, framework) = frameworkRouter(constructedBy: builder) {
            // `ViewableRouter(interactor:viewController:)` with no subclass: RIBs' own router,
            // which attaches nothing of its own.
            routerType = written
            isViewful = framework != .router
            isLaunchRoot = framework == .launchRouter
        } else {
            warnings.add(
                ScanWarning(
                    .incompleteRib,
                    at: builder.location,
                    "\(builder.qualifiedName) creates no router the scan can see, so its view and launch status are unknown; \(missingPartAdvice(builder, part: "router"))"
                )
            )
        }
        if interactor == nil {
            warnings.add(
                ScanWarning(
                    .incompleteRib,
                    at: builder.location,
                    "\(builder.qualifiedName) creates no interactor the scan can see; \(missingPartAdvice(builder, part: "interactor"))"
                )
            )
        }
        let dependency = dependencyProtocol(of: builder, arguments: arguments, componentized: componentized, component: component)
        let listener = listenerProtocol(interactor: interactor, builder: builder)
        return DeclaredRib(
            name: name,
            builderType: builder.qualifiedName,
            routerType: routerType,
            interactorType: interactor,
            componentType: component,
            isViewful: isViewful,
            isLaunchRoot: isLaunchRoot,
            buildableProtocols: (catalog.conformances[builder.qualifiedName] ?? []).filter(catalog.isBuildableProtocol).sorted(),
            listenerProtocol: listener,
            dependencyProtocol: dependency,
            dynamicDependencies: dynamicDependencies(of: builder, listener: listener, component: component),
            location: builder.location,
            module: builder.module
        )
    }

    /// What to do about a part the builder's code does not show: scan the files that
    /// declare the types it creates that no scanned file declares, if there are any;
    /// otherwise the part is made in a way the scan does not follow.
    private func missingPartAdvice(_ builder: IndexedType, part: String) -> String {
        var unresolved: [String] = []
        for construction in builder.constructions {
            guard index.resolve(construction.type, from: builder.path) == .unknown else { continue }
            let name = construction.type.qualifiedName
            if !unresolved.contains(name) { unresolved.append(name) }
        }
        guard unresolved.isEmpty else {
            return "it creates \(unresolved.joined(separator: ", ")), which no scanned file declares: scan the files that declare them"
        }
        return "its code creates no \(part) class of the scanned files (one made by a factory or another function is not followed)"
    }

    /// The one project class of a role that the builder's code constructs, or else that
    /// the builder's component constructs (`var interactor: HomeInteractor { shared {
    /// HomeInteractor(…) } }`, which the builder passes on as `component.interactor`).
    private func part(
        of builder: IndexedType,
        named partName: String,
        component: String? = nil,
        warnings: inout WarningLog,
        matching isRole: (ClassRole) -> Bool
    ) -> String? {
        var found = constructed(by: builder, matching: isRole)
        if found.isEmpty, let component, let type = index[component] { found = constructed(by: type, matching: isRole) }
        if found.count > 1 {
            warnings.add(
                ScanWarning(
                    .incompleteRib,
                    at: builder.location,
                    "\(builder.qualifiedName) creates several \(partName)s (\(found.joined(separator: ", "))); its \(partName) is left unknown"
                )
            )
            return nil
        }
        return found.first
    }

    /// The component the builder's code creates. A builder may also create a child's
    /// component (for a componentized child builder); the one built from the builder's
    /// own dependency is its own.
    private func component(of builder: IndexedType, dependency: TypeReference?, warnings: inout WarningLog) -> String? {
        let candidates = constructed(by: builder) { role in
            if case .component = role { return true } else { return false }
        }
        guard candidates.count > 1, let dependency else {
            return part(of: builder, named: "component", warnings: &warnings) { role in
                if case .component = role { return true } else { return false }
            }
        }
        let own = index.resolve(dependency, from: builder.path)
        let matching = candidates.filter { candidate in
            guard case .component(let written?)? = catalog.roles[candidate], let type = index[candidate] else { return false }
            return index.resolve(written, from: type.path) == own
        }
        if matching.count == 1 { return matching.first }
        warnings.add(
            ScanWarning(
                .incompleteRib,
                at: builder.location,
                "\(builder.qualifiedName) creates several components (\(candidates.joined(separator: ", "))); its component is left unknown"
            )
        )
        return nil
    }

    /// The project classes of a role the builder's code constructs, by name, once each.
    private func constructed(by builder: IndexedType, matching isRole: (ClassRole) -> Bool) -> [String] {
        var found: [String] = []
        for construction in builder.constructions {
            guard case .project(let name) = index.resolve(construction.type, from: builder.path),
                let role = catalog.roles[name], isRole(role), !found.contains(name)
            else { continue }
            found.append(name)
        }
        return found.sorted()
    }

    /// RIBs' own router class, when the builder's code creates one directly
    /// (`ViewableRouter(interactor: interactor, viewController: viewController)`), as
    /// written and which one it is.
    private func frameworkRouter(constructedBy builder: IndexedType) -> (String, FrameworkType)? {
        var found: [(String, FrameworkType)] = []
        for construction in builder.constructions {
            guard case .framework(let framework) = index.resolve(construction.type, from: builder.path), framework.isRouter,
                !found.contains(where: { $0.0 == construction.type.description })
            else { continue }
            found.append((construction.type.description, framework))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The router class a `build` function declares it returns, when it names one.
    private func routerReturnedByBuild(_ builder: IndexedType) -> String? {
        for function in builder.functions where function.name == "build" {
            guard let text = function.returnTypeText,
                case .project(let name) = index.resolve(TypeReference(path: [text], genericArguments: []), from: builder.path),
                case .router? = catalog.roles[name]
            else { continue }
            return name
        }
        return nil
    }

    private func dependencyProtocol(
        of builder: IndexedType,
        arguments: [TypeReference],
        componentized: Bool,
        component: String?
    ) -> String? {
        if componentized {
            guard let component, case .component(let dependency)? = catalog.roles[component], let dependency,
                let owner = index[component]
            else { return nil }
            return name(of: dependency, from: owner.path)
        }
        if let written = arguments.first { return name(of: written, from: builder.path) }
        return dependencyTakenByInitializer(of: builder)
    }

    /// The `Dependency` protocol a builder with no `Builder` base class takes in its
    /// initialiser (`init(dependency: ItemDependency)`), when it takes one.
    private func dependencyTakenByInitializer(of builder: IndexedType) -> String? {
        for initializer in builder.initializers {
            for parameter in initializer.parameters {
                guard let written = parameter.type, case .project(let name) = index.resolve(written, from: builder.path),
                    catalog.isDependencyProtocol(name)
                else { continue }
                return name
            }
        }
        return nil
    }

    /// A written type's qualified name when the project declares it, otherwise as written.
    private func name(of reference: TypeReference, from context: [String]) -> String {
        switch index.resolve(reference, from: context) {
        case .project(let name): name
        case .framework(let type): type.rawValue
        case .ambiguous, .unknown: reference.qualifiedName
        }
    }

    /// The interactor's `listener` property type, or the builder's `listener` parameter type.
    private func listenerProtocol(interactor: String?, builder: IndexedType) -> String? {
        if let interactor, let type = index[interactor],
            let property = type.properties.first(where: { $0.name == "listener" }), let written = property.type
        {
            return name(of: written, from: type.path)
        }
        for function in builder.functions where function.name == "build" {
            if let parameter = function.parameters.first(where: { $0.name == "listener" }), let written = parameter.type {
                return name(of: written, from: builder.path)
            }
        }
        return nil
    }

    /// The parameters of the builder's `build` functions (a multi-stage builder's
    /// `finalStageBuild`), less the listener and the
    /// component a componentized builder is handed. A builder often has two `build`
    /// functions that take the same value (its public `build(withListener:dependency:)`
    /// and the `build(with:_:)` a componentized builder overrides): a parameter whose type
    /// an earlier `build` already takes is that same dependency, listed once.
    private func dynamicDependencies(of builder: IndexedType, listener: String?, component: String?) -> [BuildParameter] {
        var parameters: [BuildParameter] = []
        var typesOfEarlierBuilds: Set<String> = []
        for function in builder.functions where function.name == "build" || function.name == "finalStageBuild" {
            var types: [String] = []
            // A tuple passed as one dynamic dependency is each of its elements.
            for parameter in function.parameters.flatMap({ $0.tupleElements.isEmpty ? [$0] : $0.tupleElements }) {
                let resolved = parameter.type.map { name(of: $0, from: builder.path) }
                guard parameter.name != "listener", resolved == nil || (resolved != listener && resolved != component),
                    !parameters.contains(where: { $0.name == parameter.name }),
                    !typesOfEarlierBuilds.contains(parameter.typeText)
                else { continue }
                parameters.append(BuildParameter(label: parameter.label, name: parameter.name, type: parameter.typeText))
                types.append(parameter.typeText)
            }
            typesOfEarlierBuilds.formUnion(types)
        }
        return parameters
    }
}
