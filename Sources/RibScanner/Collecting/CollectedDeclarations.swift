import RibArchitecture

/// What the collector keeps of one file: its type declarations and extensions, with the
/// members and calls the linker needs. Plain values, so files can be collected in parallel.
struct CollectedFile: Sendable {
    /// The file's path, as locations show it.
    var path: String
    /// The types and extensions declared in the file, outermost before nested.
    var types: [CollectedType]
    /// The type aliases the file declares, at the top level or in a type, in order.
    var aliases: [CollectedAlias] = []
    /// The modules the file imports, in order.
    var imports: [String] = []
    /// The module the file belongs to (a package target, a Tuist or Xcode module), when
    /// the project files around it say; see `ModuleLocator`.
    var module: String? = nil
}

/// One `class`, `struct`, `enum`, `actor`, `protocol` or `extension` declaration.
struct CollectedType: Sendable {
    enum Kind: Sendable, Equatable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    var kind: Kind
    /// The declared name; for an extension, the extended type's last path component.
    var name: String
    /// The extended type, for an extension.
    var extendedType: TypeReference?
    /// The names of the types this declaration is nested in, outermost first.
    var enclosingTypes: [String]
    /// Whether the declaration has generic parameters (`class BaseBuilder<D>`).
    var isGeneric: Bool
    /// Whether a top-level declaration is `private` or `fileprivate`: its file's own.
    var isFilePrivate = false
    /// The inheritance clause: superclass and conformances, in order.
    var inheritedTypes: [InheritedType]
    var properties: [CollectedProperty] = []
    var initializers: [CollectedFunction] = []
    var functions: [CollectedFunction] = []
    /// Calls in the declaration's members whose callee reads as a type (constructor calls).
    var constructions: [Construction] = []
    /// What the members' code routes with: `build` calls, other calls, `attachChild`
    /// arguments and local names.
    var code = CollectedCode()
    var location: SourceLocation
}

/// A `typealias` to a nominal type (`typealias HomeDependency = SharedDependency`),
/// which names that type wherever the alias is written.
struct CollectedAlias: Sendable {
    var name: String
    /// The names of the types the alias is declared in, outermost first.
    var enclosingTypes: [String]
    var target: TypeReference
    var location: SourceLocation
}

/// One entry of an inheritance clause.
struct InheritedType: Sendable {
    var type: TypeReference
    var location: SourceLocation
}

/// A property declared in a type's body (not a local variable).
struct CollectedProperty: Sendable {
    var name: String
    /// The declared type, as a nominal reference, when it is one.
    var type: TypeReference?
    /// The declared type as written, if it is written.
    var typeText: String?
    /// Where the getter or initialiser calls `shared { }`, if it does.
    var sharedCall: SourceLocation?
    /// The initial value of a property declared without a type (`lazy var x = a.b`).
    var initialValue: ValueExpression? = nil
    var location: SourceLocation
}

/// A function or initialiser declared in a type's body.
struct CollectedFunction: Sendable {
    var name: String
    var parameters: [CollectedParameter]
    /// The return type as written, if any.
    var returnTypeText: String?
    /// The return type as a nominal reference, when it is one.
    var returnType: TypeReference? = nil
    var location: SourceLocation
}

/// One parameter of a function or initialiser.
struct CollectedParameter: Sendable {
    /// The argument label, or `nil` for `_`.
    var label: String?
    var name: String
    var type: TypeReference?
    var typeText: String
    var location: SourceLocation
    /// The elements of a tuple-typed parameter (`_ dependency: (listener: L, id: String)`),
    /// each as a parameter named by its label, or by its position when it has none.
    var tupleElements: [CollectedParameter] = []

    /// The parameter as Swift writes it: `with gameBuilder: GameBuildable`.
    var written: String {
        switch label {
        case nil: "_ \(name): \(typeText)"
        case name: "\(name): \(typeText)"
        case let label?: "\(label) \(name): \(typeText)"
        }
    }
}

/// A call whose callee reads as a type, such as `OffGameBuilder(dependency: component)`.
struct Construction: Sendable {
    var type: TypeReference
    /// The member whose code makes the call: a function, initialiser or property name.
    var member: String?
    var location: SourceLocation
}
