import RibArchitecture

/// One project type with its extensions folded in: every conformance, member and call,
/// whichever file declares it.
struct IndexedType: Sendable {
    /// The name nested types are qualified with: `RandomWinAdapter.Component`.
    var qualifiedName: String
    var declaration: CollectedType
    /// Superclass and conformances from the declaration and from every extension.
    var inheritedTypes: [InheritedType]
    var properties: [CollectedProperty]
    var initializers: [CollectedFunction]
    var functions: [CollectedFunction]
    var constructions: [Construction]

    var kind: CollectedType.Kind { declaration.kind }
    var location: SourceLocation { declaration.location }
    /// The path that names this type, for resolving names used inside it.
    var path: [String] { declaration.enclosingTypes + [declaration.name] }
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
struct TypeIndex: Sendable {
    private(set) var types: [String: IndexedType] = [:]
    /// Qualified names of duplicate declarations, with every location.
    private(set) var duplicates: [String: [SourceLocation]] = [:]

    init(files: [CollectedFile]) {
        var extensions: [CollectedType] = []
        for file in files {
            for type in file.types {
                if type.kind == .extension {
                    extensions.append(type)
                    continue
                }
                let name = (type.enclosingTypes + [type.name]).joined(separator: ".")
                if let existing = types[name] {
                    duplicates[name, default: [existing.location]].append(type.location)
                    continue
                }
                types[name] = IndexedType(
                    qualifiedName: name,
                    declaration: type,
                    inheritedTypes: type.inheritedTypes,
                    properties: type.properties,
                    initializers: type.initializers,
                    functions: type.functions,
                    constructions: type.constructions
                )
            }
        }
        for type in extensions {
            guard let extended = type.extendedType,
                  case .project(let name) = resolve(extended, from: type.enclosingTypes)
            else { continue }
            types[name]?.inheritedTypes += type.inheritedTypes
            types[name]?.properties += type.properties
            types[name]?.initializers += type.initializers
            types[name]?.functions += type.functions
            types[name]?.constructions += type.constructions
        }
    }

    subscript(name: String) -> IndexedType? { types[name] }

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

    /// The project's types, by qualified name.
    var sortedTypes: [IndexedType] {
        types.values.sorted { $0.qualifiedName < $1.qualifiedName }
    }

    /// What `reference`, written inside the type at `context` (a qualified path), means.
    func resolve(_ reference: TypeReference, from context: [String]) -> ResolvedType {
        let path = reference.path
        guard let first = path.first else { return .unknown }
        if FrameworkType.modules.contains(first) {
            guard path.count == 2, let type = FrameworkType(rawValue: path[1]) else { return .unknown }
            return .framework(type)
        }
        if let found = lookup(path, from: context) { return found }
        // A module prefix: `FinanceHome.FinanceHomeBuildable`.
        if path.count > 1, types[first] == nil, let found = lookup(Array(path.dropFirst()), from: []) {
            return found
        }
        if path.count == 1, let type = FrameworkType(rawValue: first) { return .framework(type) }
        return .unknown
    }

    private func lookup(_ path: [String], from context: [String]) -> ResolvedType? {
        var scope = context
        while true {
            let name = (scope + path).joined(separator: ".")
            if types[name] != nil {
                if duplicates[name] != nil { return .ambiguous(name) }
                return .project(name)
            }
            guard !scope.isEmpty else { return nil }
            scope.removeLast()
        }
    }
}
