import RibArchitecture

/// The type of a value in routing code, as far as the scanned files tell.
enum ValueType: Hashable, Sendable {
    /// A type a scanned file declares, by qualified name.
    case project(String)
    /// One of RIBs' own types (`Buildable`, `ViewableRouting`'s builders…).
    case framework(FrameworkType)
    /// A type no scanned file declares (a system type, or one of a module not scanned), or
    /// one several scanned modules declare (`isAmbiguous`), as written.
    case unresolved(TypeReference, isAmbiguous: Bool)
}

/// What typing an expression found: its possible types, or why it has none.
enum Typing: Sendable {
    case types(Set<ValueType>)
    case untyped(String)
}

/// Types the expressions routing code is written with, the way the compiler does for the
/// subset of Swift that RIBs apps route with: locals, parameters, stored and computed
/// properties (declared or initialised with a constructor), functions' declared results,
/// initialisers and casts, through superclasses, protocols they conform to (extensions
/// included), optionals and arrays.
///
/// A name is looked up as Swift does inside a member: the member's locals and parameters,
/// then the type's members, its superclasses' and its protocols'. What it cannot type
/// (a closure's parameter, a subscript, a generic parameter, a tuple result) is
/// ``Typing/untyped(_:)`` with the reason, never a guess.
struct ExpressionTyper {
    let index: TypeIndex
    let catalog: RoleCatalog

    /// How deep a value may refer to other values, locals or properties initialised from
    /// others (`let a = b.c; let b = …`, `lazy var x = y.z`): past it a value is untyped,
    /// so values that refer to each other in a circle end.
    private static let maximumDepth = 8

    /// The type of `value`, written in the code of `member` of the type `owner` at
    /// `position` (a UTF-8 offset in its file: the locals bound before it are in scope).
    func type(of value: ValueExpression, in owner: IndexedType, member: String?, at position: Int) -> Typing {
        type(of: value, in: owner, member: member, at: position, depth: 0)
    }

    private func type(of value: ValueExpression, in owner: IndexedType, member: String?, at position: Int, depth: Int) -> Typing {
        enum Step {
            case property(String)
            case function(String)
        }
        // `a.b.f(…).c` is its base `a` and the steps applied to it, read outermost first.
        var steps: [Step] = []
        var base = value
        var ownFunction: String?
        reading: while true {
            switch base {
            case .member(let inner, let name):
                steps.append(.property(name))
                base = inner
            case .call(.member(let inner, let name)):
                steps.append(.function(name))
                base = inner
            case .call(.name(let name)):
                ownFunction = name
                break reading
            case .call:
                return .untyped("`\(value)` calls a value the scan does not type")
            case .name, .selfValue, .typed, .opaque:
                break reading
            }
        }
        var current: Set<ValueType>
        if let ownFunction {
            current = functionResults(ownFunction, of: [.project(owner.qualifiedName)])
            guard !current.isEmpty else { return .untyped(missing(ownFunction, in: [.project(owner.qualifiedName)], function: true)) }
        } else {
            switch base {
            case .selfValue:
                current = [.project(owner.qualifiedName)]
            case .typed(let written):
                current = [valueType(written, from: owner.path)]
            case .name(let name):
                switch typeOfName(name, in: owner, member: member, at: position, depth: depth) {
                case .types(let found): current = found
                case .untyped(let reason): return .untyped(reason)
                }
            case .opaque(let text):
                return .untyped("`\(text)` is an expression the scan does not type")
            case .member, .call:
                return .untyped("`\(value)` is an expression the scan does not type")
            }
        }
        for step in steps.reversed() {
            switch step {
            case .property(let name):
                let found = propertyTypes(name, of: current, depth: depth)
                guard !found.isEmpty else { return .untyped(missing(name, in: current, function: false)) }
                current = found
            case .function(let name):
                let found = functionResults(name, of: current)
                guard !found.isEmpty else { return .untyped(missing(name, in: current, function: true)) }
                current = found
            }
        }
        return .types(current)
    }

    // MARK: - Names

    private func typeOfName(_ name: String, in owner: IndexedType, member: String?, at position: Int, depth: Int) -> Typing {
        var found: Set<ValueType> = []
        var reasons: [String] = []
        if depth < Self.maximumDepth {
            for local in owner.code.locals where local.name == name && local.member == member && local.isVisible(at: position) {
                if let written = local.type {
                    found.insert(valueType(written, from: owner.path))
                } else if let value = local.value {
                    switch type(of: value, in: owner, member: member, at: local.declaredAt, depth: depth + 1) {
                    case .types(let types): found.formUnion(types)
                    case .untyped(let reason): reasons.append(reason)
                    }
                }
            }
        }
        if let member {
            for function in owner.functions + owner.initializers where function.name == member {
                for parameter in function.parameters where parameter.name == name {
                    if let written = parameter.type { found.insert(valueType(written, from: owner.path)) }
                }
            }
        }
        if !found.isEmpty { return .types(found) }
        if let reason = reasons.first { return .untyped(reason) }
        let properties = propertyTypes(name, of: [.project(owner.qualifiedName)], depth: depth)
        if !properties.isEmpty { return .types(properties) }
        return .untyped("`\(name)` is no local, parameter or property of \(owner.qualifiedName) the scan can type")
    }

    // MARK: - Members

    /// The types of the property `name` of each of `types`, looked up in the type, its
    /// superclasses and the protocols it conforms to.
    private func propertyTypes(_ name: String, of types: Set<ValueType>, depth: Int) -> Set<ValueType> {
        var found: Set<ValueType> = []
        for declaring in declaringTypes(of: types) {
            for property in declaring.properties where property.name == name {
                if let written = property.type {
                    found.insert(valueType(written, from: declaring.path))
                } else if let construction = declaring.constructions.first(where: { $0.member == name }) {
                    found.insert(valueType(construction.type, from: declaring.path))
                } else if let value = property.initialValue, depth < Self.maximumDepth,
                    case .types(let types) = type(of: value, in: declaring, member: name, at: .max, depth: depth + 1)
                {
                    found.formUnion(types)
                }
            }
        }
        return found
    }

    /// The declared results of the functions named `name` of each of `types`.
    private func functionResults(_ name: String, of types: Set<ValueType>) -> Set<ValueType> {
        var found: Set<ValueType> = []
        for declaring in declaringTypes(of: types) {
            for function in declaring.functions where function.name == name {
                if let written = function.returnType { found.insert(valueType(written, from: declaring.path)) }
            }
        }
        return found
    }

    /// The project types whose members a value of one of `types` has: each type, its
    /// project superclasses, and every project protocol it conforms to.
    func declaringTypes(of types: Set<ValueType>) -> [IndexedType] {
        var result: [IndexedType] = []
        var seen: Set<String> = []
        var pending: [String] = []
        for case .project(let name) in types { pending.append(name) }
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let type = index[name] else { continue }
            result.append(type)
            pending += (catalog.conformances[name] ?? []).sorted()
            for case .project(let base) in type.resolvedInheritedTypes where index[base]?.kind == .class {
                pending.append(base)
            }
        }
        return result
    }

    private func missing(_ name: String, in types: Set<ValueType>, function: Bool) -> String {
        let described = types.map(describe).sorted().joined(separator: " or ")
        let what = function ? "function \(name) with a declared result the scan can read" : "property \(name) the scan can type"
        return "\(described) has no \(what)"
    }

    /// A value type in words: its name, and why its members are unknown when they are.
    func describe(_ type: ValueType) -> String {
        switch type {
        case .project(let name): name
        case .framework(let framework): "RIBs' \(framework.rawValue)"
        case .unresolved(let written, let isAmbiguous):
            isAmbiguous
                ? "\(written.qualifiedName) (which several scanned modules declare)" : "\(written.qualifiedName) (which no scanned file declares)"
        }
    }

    private func valueType(_ written: TypeReference, from context: [String]) -> ValueType {
        switch index.resolve(written, from: context) {
        case .project(let name): .project(name)
        case .framework(let framework): .framework(framework)
        case .ambiguous: .unresolved(written, isAmbiguous: true)
        case .unknown: .unresolved(written, isAmbiguous: false)
        }
    }
}
