import RibArchitecture

/// What part a project class plays in RIBs, found from its superclass chain.
enum ClassRole: Sendable, Equatable {
    /// A builder; `generic` holds the builder base class's generic arguments as written
    /// (`Builder<LoggedInDependency>`), `componentized` whether the first is a component.
    case builder(genericArguments: [TypeReference], componentized: Bool)
    /// A router; `viewful` for `ViewableRouter` and `LaunchRouter`.
    case router(viewful: Bool, launch: Bool)
    case interactor
    /// A component; `dependency` is the `Component<D>` argument, if written.
    case component(dependency: TypeReference?)
}

extension ClassRole {
    /// The role of a router that launches the tree; other roles are unchanged.
    fileprivate var launching: ClassRole {
        if case .router(let viewful, _) = self { .router(viewful: viewful, launch: true) } else { self }
    }
}

/// The roles of the project's classes and the kinds of its protocols: which classes are
/// builders, routers, interactors and components (directly, through a module-qualified
/// base class, or through a project base class), which protocols are `Buildable` and
/// `Dependency` protocols, and every protocol each type conforms to.
struct RoleCatalog {
    let index: TypeIndex
    private(set) var roles: [String: ClassRole] = [:]
    /// For each project type, every project protocol it conforms to (through its own
    /// clause, its extensions, inherited protocols and its superclasses).
    private(set) var conformances: [String: Set<String>] = [:]
    /// For each project type, the framework protocols it conforms to.
    private(set) var frameworkConformances: [String: Set<FrameworkType>] = [:]
    /// For each project protocol, the non-protocol types that conform to it, by name.
    private var conformersByProtocol: [String: [String]] = [:]

    init(index: TypeIndex) {
        self.index = index
        var visiting: Set<String> = []
        for type in index.typesInScanOrder {
            visiting.removeAll(keepingCapacity: true)
            _ = conformanceClosure(of: type.qualifiedName, visiting: &visiting)
        }
        for type in index.typesInScanOrder where type.kind == .class {
            visiting.removeAll(keepingCapacity: true)
            _ = role(of: type.qualifiedName, visiting: &visiting)
        }
        for type in index.typesInScanOrder where isBuilderByConformance(type) {
            roles[type.qualifiedName] = .builder(genericArguments: [], componentized: false)
        }
        for type in index.typesInScanOrder where type.kind != .protocol {
            for protocolName in conformances[type.qualifiedName] ?? [] {
                conformersByProtocol[protocolName, default: []].append(type.qualifiedName)
            }
        }
    }

    /// Whether `protocolName` is a project protocol that refines `Buildable`.
    func isBuildableProtocol(_ protocolName: String) -> Bool {
        index[protocolName]?.kind == .protocol && frameworkConformances[protocolName]?.contains(.buildable) == true
    }

    /// Whether `protocolName` is a project protocol that refines `Dependency`.
    func isDependencyProtocol(_ protocolName: String) -> Bool {
        index[protocolName]?.kind == .protocol && frameworkConformances[protocolName]?.contains(.dependency) == true
    }

    /// Whether `typeName` conforms to `protocolName`, directly or not.
    func conforms(_ typeName: String, to protocolName: String) -> Bool {
        conformances[typeName]?.contains(protocolName) == true
    }

    /// The project types that conform to `protocolName`, by name.
    func conformers(of protocolName: String) -> [String] {
        conformersByProtocol[protocolName] ?? []
    }

    // MARK: - Roles

    private mutating func role(of name: String, visiting: inout Set<String>) -> ClassRole? {
        if let known = roles[name] { return known }
        guard let type = index[name], type.kind == .class, visiting.insert(name).inserted else { return nil }
        for (inherited, resolved) in zip(type.inheritedTypes, type.resolvedInheritedTypes) {
            let found: ClassRole?
            switch resolved {
            case .framework(let framework):
                found = Self.role(of: framework, arguments: inherited.type.genericArguments)
            case .project(let base):
                found = role(of: base, visiting: &visiting).map { inheritedRole($0, writtenArguments: inherited.type.genericArguments) }
            case .ambiguous, .unknown:
                found = nil
            }
            if let found {
                let role = Self.launchesItself(type) ? found.launching : found
                roles[name] = role
                return role
            }
        }
        return nil
    }

    /// Whether a class declares RIBs' `launch(from:)` itself: a router base class of the
    /// app's own that launches the tree as `LaunchRouter` does (`class
    /// NavigationLaunchRouter<I, V>: ViewableRouter<I, V>` with `func launch(from window:)`).
    private static func launchesItself(_ type: IndexedType) -> Bool {
        type.functions.contains { $0.name == "launch" && $0.parameters.first?.label == "from" }
    }

    private static func role(of framework: FrameworkType, arguments: [TypeReference]) -> ClassRole? {
        if framework.isBuilder {
            return .builder(genericArguments: arguments, componentized: framework.isComponentizedBuilder)
        }
        switch framework {
        case .router: return .router(viewful: false, launch: false)
        case .viewableRouter: return .router(viewful: true, launch: false)
        case .launchRouter: return .router(viewful: true, launch: true)
        case .interactor, .presentableInteractor: return .interactor
        case .component: return .component(dependency: arguments.first)
        case .emptyComponent, .bootstrapComponent: return .component(dependency: nil)
        default: return nil
        }
    }

    /// A subclass of a project base class: the same role, with the subclass's own generic
    /// arguments where it writes them (`FooBuilder: BaseBuilder<FooDependency>`).
    private func inheritedRole(_ base: ClassRole, writtenArguments: [TypeReference]) -> ClassRole {
        guard !writtenArguments.isEmpty else { return base }
        switch base {
        case .builder(_, let componentized): return .builder(genericArguments: writtenArguments, componentized: componentized)
        case .component: return .component(dependency: writtenArguments.first)
        case .router, .interactor: return base
        }
    }

    /// Whether a class or struct with no RIBs base class is a builder all the same: it
    /// conforms to a `Buildable` protocol and its code creates a router (`final class
    /// ItemBuilder: ItemBuildable` whose `build` returns `ItemRouter(…)`). RIBs' `Builder`
    /// only holds the dependency, so some apps leave it out. A conformer that creates no
    /// router, such as a test double, is not one.
    private func isBuilderByConformance(_ type: IndexedType) -> Bool {
        guard type.kind == .class || type.kind == .struct, !type.isGeneric, roles[type.qualifiedName] == nil,
            frameworkConformances[type.qualifiedName]?.contains(.buildable) == true
        else { return false }
        return type.constructions.contains { construction in
            switch index.resolve(construction.type, from: type.path) {
            case .project(let name):
                if case .router? = roles[name] { return true } else { return false }
            case .framework(let framework): return framework.isRouter
            case .ambiguous, .unknown: return false
            }
        }
    }

    // MARK: - Conformances

    private mutating func conformanceClosure(of name: String, visiting: inout Set<String>) -> (Set<String>, Set<FrameworkType>) {
        if let known = conformances[name] { return (known, frameworkConformances[name] ?? []) }
        guard let type = index[name], visiting.insert(name).inserted else { return ([], []) }
        var project: Set<String> = []
        var framework: Set<FrameworkType> = []
        for resolved in type.resolvedInheritedTypes {
            switch resolved {
            case .project(let other):
                if index[other]?.kind == .protocol { project.insert(other) }
                let (moreProject, moreFramework) = conformanceClosure(of: other, visiting: &visiting)
                project.formUnion(moreProject)
                framework.formUnion(moreFramework)
            case .framework(let type):
                framework.insert(type)
            case .ambiguous, .unknown:
                break
            }
        }
        conformances[name] = project
        frameworkConformances[name] = framework
        return (project, framework)
    }
}
