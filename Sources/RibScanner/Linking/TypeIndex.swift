import RibArchitecture

/// One project type with its extensions folded in: every conformance, member and call,
/// whichever file declares it. A class, so the linker's lookups share it instead of
/// copying its arrays.
final class IndexedType {
    /// The name nested types are qualified with: `RandomWinAdapter.Component`.
    let qualifiedName: String
    let kind: CollectedType.Kind
    let location: SourceLocation
    /// Whether the declaration has generic parameters (`class BaseBuilder<D>`).
    let isGeneric: Bool
    /// Whether a top-level declaration is `private` or `fileprivate`.
    let isFilePrivate: Bool
    /// The names of the types the declaration is nested in, outermost first.
    let enclosingTypes: [String]
    /// Superclass and conformances from the declaration and from every extension.
    var inheritedTypes: [InheritedType]
    var properties: [CollectedProperty]
    var initializers: [CollectedFunction]
    var functions: [CollectedFunction]
    var constructions: [Construction]
    /// The routing code of the declaration and its extensions.
    var code: CollectedCode
    /// What each of ``inheritedTypes`` means, resolved once when the index is complete.
    var resolvedInheritedTypes: [ResolvedType] = []

    /// The path that names this type, for resolving names used inside it.
    let path: [String]
    /// The module whose files declare the type, when the scan knows it.
    let module: String?

    /// - Parameters:
    ///   - module: The module that qualifies the type's name, when other modules declare a
    ///     type of the same name: `HomeApp.RootBuilder`.
    ///   - declaringModule: The module of the file that declares it.
    init(_ declaration: CollectedType, qualifiedBy module: String? = nil, declaredIn declaringModule: String? = nil) {
        path = (module.map { [$0] } ?? []) + declaration.enclosingTypes + [declaration.name]
        self.module = declaringModule
        qualifiedName = path.count == 1 ? declaration.name : path.joined(separator: ".")
        kind = declaration.kind
        location = declaration.location
        isGeneric = declaration.isGeneric
        isFilePrivate = declaration.isFilePrivate
        enclosingTypes = declaration.enclosingTypes
        inheritedTypes = declaration.inheritedTypes
        properties = declaration.properties
        initializers = declaration.initializers
        functions = declaration.functions
        constructions = declaration.constructions
        code = declaration.code
    }

    /// Adds an extension's conformances and members.
    func fold(_ extension: CollectedType) {
        inheritedTypes += `extension`.inheritedTypes
        properties += `extension`.properties
        initializers += `extension`.initializers
        functions += `extension`.functions
        constructions += `extension`.constructions
        code.append(`extension`.code)
    }
}

extension CollectedType {
    /// The name qualified by the types it is nested in: `RandomWinAdapter.Component`.
    fileprivate var plainName: String {
        enclosingTypes.isEmpty ? name : (enclosingTypes + [name]).joined(separator: ".")
    }
}

/// What a written type name means.
enum ResolvedType: Sendable, Equatable {
    /// A type a scanned file declares, by qualified name.
    case project(String)
    /// One of RIBs' own types.
    case framework(FrameworkType)
    /// Several scanned files declare a type of this qualified name.
    case ambiguous(String)
    /// Neither: a system type, or a type in a module the scan did not read.
    case unknown
}

/// Every type the scanned files declare, by qualified name, and the lookup that resolves
/// the names written in them the way Swift does: nested types first, then top-level
/// types, with or without a module prefix, then RIBs' own types.
struct TypeIndex {
    private(set) var types: [String: IndexedType] = [:]
    /// The project's types in the order the scan read them (files sorted by path, each
    /// file's declarations in order): a stable order that costs no sorting.
    private(set) var typesInScanOrder: [IndexedType] = []
    /// Qualified names of the types that declare nested types.
    private var nestingScopes: Set<String> = []
    /// Qualified names of duplicate declarations, with every location.
    private(set) var duplicates: [String: [SourceLocation]] = [:]
    /// The module of each top-level project type, when the scan knows it.
    private var moduleOfType: [String: String] = [:]
    /// The modules the file of each top-level project type imports, when names several
    /// modules declare need them.
    private var importsOfType: [String: [String]] = [:]
    /// Whether an extension of a type the scan does not declare (one of RIBs' own, such as
    /// `extension ViewableRouter`) calls `attachChild`: a function any router may attach with.
    private(set) var extensionsOfOtherTypesAttach = false
    /// The project protocols that extensions of types the scan does not declare conform
    /// them to (`extension EmptyComponent: RootDependency`).
    private(set) var protocolsConformedToByOtherTypes: Set<String> = []
    /// Names that several modules declare: each is indexed qualified by its module
    /// (`HomeApp.RootBuilder`), and the name alone is ambiguous outside those modules.
    private var namesInSeveralModules: Set<String> = []
    /// What each type alias the scan resolved names, by the alias's qualified name
    /// (`HomeDependency` for `typealias HomeDependency = SharedDependency`).
    private var aliases: [String: ResolvedType] = [:]

    init(files: consuming [CollectedFile]) {
        var extensions: [(type: CollectedType, module: String?, imports: [String])] = []
        var declaredAliases: [(alias: CollectedAlias, module: String?, imports: [String])] = []
        let holdsFrameworkCopy = files.contains { $0.types.contains(where: Self.isFrameworkSignature) }
        namesInSeveralModules = Self.namesInSeveralModules(files)
        // Each declaration is moved out of its file, in the files' order, not copied: a
        // copy would retain, then release, every array it holds.
        var files = files
        files.reverse()
        while var file = files.popLast() {
            for alias in file.aliases { declaredAliases.append((alias, file.module, file.imports)) }
            file.types.reverse()
            while let type = file.types.popLast() {
                if type.kind == .extension {
                    extensions.append((type, file.module, file.imports))
                    continue
                }
                if holdsFrameworkCopy, Self.isFrameworkDeclaration(type) { continue }
                let plainName = type.plainName
                let module = namesInSeveralModules.contains(plainName) ? file.module : nil
                if let module { nestingScopes.insert(([module] + type.enclosingTypes).joined(separator: ".")) }
                if !type.enclosingTypes.isEmpty { nestingScopes.insert(type.enclosingTypes.joined(separator: ".")) }
                let indexed = IndexedType(type, qualifiedBy: module, declaredIn: file.module)
                if type.enclosingTypes.isEmpty, let fileModule = file.module { moduleOfType[indexed.qualifiedName] = fileModule }
                if type.enclosingTypes.isEmpty, !namesInSeveralModules.isEmpty, !file.imports.isEmpty {
                    importsOfType[indexed.qualifiedName] = file.imports
                }
                if let existing = types[indexed.qualifiedName] {
                    // A private or fileprivate type is its file's own (a view's style, say):
                    // one of the same name elsewhere is no clash, and it hides no other.
                    if indexed.isFilePrivate { continue }
                    if existing.isFilePrivate {
                        types[indexed.qualifiedName] = indexed
                        if let position = typesInScanOrder.firstIndex(where: { $0 === existing }) { typesInScanOrder[position] = indexed }
                        continue
                    }
                    duplicates[indexed.qualifiedName, default: [existing.location]].append(type.location)
                    continue
                }
                types[indexed.qualifiedName] = indexed
                typesInScanOrder.append(indexed)
            }
        }
        resolveAliases(declaredAliases)
        for (type, module, imports) in extensions {
            guard let extended = type.extendedType,
                case .project(let name) = resolve(extended, from: type.enclosingTypes, module: module, imports: imports)
            else {
                if type.code.attachesChildren { extensionsOfOtherTypesAttach = true }
                for inherited in type.inheritedTypes {
                    if case .project(let name) = resolve(inherited.type, from: type.enclosingTypes, module: module, imports: imports) {
                        protocolsConformedToByOtherTypes.insert(name)
                    }
                }
                continue
            }
            types[name]?.fold(type)
        }
        for type in typesInScanOrder {
            type.resolvedInheritedTypes = type.inheritedTypes.map { resolve($0.type, from: type.path) }
        }
    }

    subscript(name: String) -> IndexedType? { types[name] }

    /// Resolves each alias a project type does not shadow to what its target names, from
    /// where it is declared. An alias may name another: each round resolves those whose
    /// target is known, until a round resolves none; aliases left (a cycle, or a target
    /// the scan does not declare) stay unknown. Two aliases of one name that name
    /// different types are ambiguous.
    private mutating func resolveAliases(_ declared: [(alias: CollectedAlias, module: String?, imports: [String])]) {
        var pending: [(name: String, alias: CollectedAlias, module: String?, imports: [String])] = []
        for (alias, module, imports) in declared {
            let name = (alias.enclosingTypes + [alias.name]).joined(separator: ".")
            guard types[name] == nil else { continue }
            if !alias.enclosingTypes.isEmpty { nestingScopes.insert(alias.enclosingTypes.joined(separator: ".")) }
            pending.append((name, alias, module, imports))
        }
        var resolvedSome = true
        while resolvedSome, !pending.isEmpty {
            resolvedSome = false
            var unresolved: [(name: String, alias: CollectedAlias, module: String?, imports: [String])] = []
            for entry in pending {
                let resolved = resolve(entry.alias.target, from: entry.alias.enclosingTypes, module: entry.module, imports: entry.imports)
                guard resolved != .unknown else {
                    unresolved.append(entry)
                    continue
                }
                if let earlier = aliases[entry.name], earlier != resolved {
                    aliases[entry.name] = .ambiguous(entry.name)
                } else {
                    aliases[entry.name] = resolved
                }
                resolvedSome = true
            }
            pending = unresolved
        }
    }

    /// The project superclasses of a class, nearest first: whose routing code is the class's too.
    func superclasses(of type: IndexedType) -> [String] {
        var found: [String] = []
        var current = type
        while let base = current.resolvedInheritedTypes.lazy.compactMap({ resolved -> IndexedType? in
            guard case .project(let name) = resolved, let base = types[name], base.kind == .class else { return nil }
            return base
        }).first, !found.contains(base.qualifiedName), base.qualifiedName != type.qualifiedName {
            found.append(base.qualifiedName)
            current = base
        }
        return found
    }

    /// Whether a declaration is one of RIBs' own as only the framework writes it: a generic
    /// `Builder`, `Router` or `Component` class (`open class Builder<DependencyType>`), or
    /// the `Buildable` or `Dependency` protocol. Scanned files that hold one hold a copy of
    /// the framework's sources (a vendored RIBs, or the RIBs repository around its
    /// tutorials), and then every top-level type named like one of RIBs' types is RIBs' own,
    /// not app code: names such as `Builder` keep meaning the framework's types.
    private static func isFrameworkSignature(_ type: CollectedType) -> Bool {
        guard type.enclosingTypes.isEmpty, let framework = FrameworkType(rawValue: type.name) else { return false }
        switch type.kind {
        case .class: return type.isGeneric && (framework.isBuilder || framework.isRouter || framework == .component)
        case .protocol: return framework == .buildable || framework == .dependency
        default: return false
        }
    }

    /// Whether a top-level declaration has the name of one of RIBs' types.
    private static func isFrameworkDeclaration(_ type: CollectedType) -> Bool {
        type.enclosingTypes.isEmpty && FrameworkType(rawValue: type.name) != nil
    }

    /// One warning per name that several files declare: references to it stay unresolved.
    var duplicateWarnings: [ScanWarning] {
        duplicates.map { name, locations in
            let sorted = locations.sorted()
            let places = sorted.map(\.description).joined(separator: ", ")
            return ScanWarning(
                .ambiguousType,
                at: sorted.last,
                "\(name) is declared more than once (\(places)); references to it are left unresolved, rename one or scan one module at a time"
            )
        }
    }

    /// The qualified names that files of more than one module declare.
    private static func namesInSeveralModules(_ files: [CollectedFile]) -> Set<String> {
        var modulesByName: [String: String] = [:]
        var names: Set<String> = []
        for file in files {
            guard let module = file.module else { continue }
            for type in file.types where type.kind != .extension {
                let name = type.plainName
                if let first = modulesByName[name] {
                    if first != module { names.insert(name) }
                } else {
                    modulesByName[name] = module
                }
            }
        }
        return names
    }

    /// What `reference`, written inside the type at `context` (a qualified path), means.
    /// A name several modules declare means the one of the context's own module, else the
    /// one of the only module among them that the context's file imports.
    func resolve(_ reference: TypeReference, from context: [String]) -> ResolvedType {
        let topLevel = topLevelName(of: context)
        return resolve(
            reference, from: context, module: topLevel.flatMap { moduleOfType[$0] },
            imports: topLevel.flatMap { importsOfType[$0] } ?? [])
    }

    /// The qualified name of the top-level type a context path is in: its first name
    /// (`HostRouter` in `[HostRouter, Scope]`), or its first two when the type is
    /// qualified by its module (`App.HostRouter` in `[App, HostRouter]`).
    private func topLevelName(of context: [String]) -> String? {
        guard let first = context.first else { return nil }
        guard context.count > 1, moduleOfType[first] == nil else { return first }
        let qualified = first + "." + context[1]
        return moduleOfType[qualified] == nil ? first : qualified
    }

    private func resolve(_ reference: TypeReference, from context: [String], module: String?, imports: [String]) -> ResolvedType {
        let path = reference.path
        guard let first = path.first else { return .unknown }
        if FrameworkType.modules.contains(first) {
            guard path.count == 2, let type = FrameworkType(rawValue: path[1]) else { return .unknown }
            return .framework(type)
        }
        if first == FrameworkType.needleModule {
            guard path.count == 2, let type = FrameworkType(rawValue: path[1]), FrameworkType.needleTypes.contains(type) else { return .unknown }
            return .framework(type)
        }
        if let found = lookup(path, from: context, module: module, imports: imports) { return found }
        // A module prefix: `FinanceHome.FinanceHomeBuildable`.
        if path.count > 1, types[first] == nil, let found = lookup(Array(path.dropFirst()), from: [first], module: first, imports: []) {
            return found
        }
        if path.count == 1, let type = FrameworkType(rawValue: first) { return .framework(type) }
        return .unknown
    }

    private func lookup(_ path: [String], from context: [String], module: String?, imports: [String]) -> ResolvedType? {
        let name = path.count == 1 ? path[0] : path.joined(separator: ".")
        // Nested types first, innermost scope first; only scopes that declare nested types.
        var depth = nestingScopes.isEmpty ? 0 : context.count
        while depth > 0 {
            let scope = depth == 1 ? context[0] : context[0..<depth].joined(separator: ".")
            if nestingScopes.contains(scope), let found = found(scope + "." + name) { return found }
            depth -= 1
        }
        if let module, !namesInSeveralModules.isEmpty, let found = found(module + "." + name) { return found }
        if namesInSeveralModules.contains(name) {
            let imported = imports.filter { types[$0 + "." + name] != nil }
            if imported.count == 1, let found = found(imported[0] + "." + name) { return found }
        }
        return found(name)
    }

    private func found(_ name: String) -> ResolvedType? {
        guard types[name] != nil else {
            if let alias = aliases[name] { return alias }
            return namesInSeveralModules.contains(name) ? .ambiguous(name) : nil
        }
        return duplicates[name] == nil ? .project(name) : .ambiguous(name)
    }
}
