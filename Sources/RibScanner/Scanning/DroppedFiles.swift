/// The files the keyword filter dropped that may declare types, and which of them the
/// collected code needs: those that declare a type the collected declarations use (as a
/// property's, parameter's or result's type) and no collected file declares. A router
/// may reach its child's builder through such a type (`factory.plugin(id:)?.builder`,
/// where the factory's protocol mentions none of RIBs' words), and saying no scanned file
/// declares it would be false.
struct DroppedFiles {
    private var candidates: [(path: String, names: [String])] = []

    /// Notes a dropped file and the type names it may declare.
    mutating func note(_ path: String, declaring names: [String]) {
        if !names.isEmpty { candidates.append((path, names)) }
    }

    /// The paths of the noted files that declare a type `files` use and do not declare,
    /// in the order they were noted; each is forgotten, so it is returned once.
    mutating func takeNeeded(by files: [CollectedFile]) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let undeclared = Self.undeclaredTypeNames(in: files)
        var needed: [String] = []
        candidates.removeAll { candidate in
            guard candidate.names.contains(where: undeclared.contains) else { return false }
            needed.append(candidate.path)
            return true
        }
        return needed
    }

    /// The last names of the types that the files' properties, parameters and results are
    /// written with, generic arguments included, less the names the files declare.
    private static func undeclaredTypeNames(in files: [CollectedFile]) -> Set<String> {
        var declared: Set<String> = []
        var used: Set<String> = []
        func use(_ reference: TypeReference?) {
            var pending = reference.map { [$0] } ?? []
            while let next = pending.popLast() {
                used.insert(next.name)
                pending += next.genericArguments
            }
        }
        for file in files {
            for alias in file.aliases { declared.insert(alias.name) }
            for type in file.types {
                if type.kind != .extension { declared.insert(type.name) }
                for property in type.properties { use(property.type) }
                for function in type.functions + type.initializers {
                    use(function.returnType)
                    for parameter in function.parameters { use(parameter.type) }
                }
            }
        }
        return used.subtracting(declared)
    }
}
