import SwiftSyntax

/// A nominal type as the source writes it, reduced to what the linker resolves: its
/// dotted path (`RIBs.ViewableRouter`) and its generic arguments.
///
/// Wrappers that do not change which RIB a type means are looked through: optionals
/// (`OffGameBuildable?`, `Builder!`), arrays (`[GameBuildable]`), `any` and `some`.
struct TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// The last component of the path: the type's own name.
    let name: String
    /// The components before the name, outermost first: `["RIBs"]` in
    /// `RIBs.ViewableRouter`. Empty for most references, which then hold no array: a scan
    /// keeps hundreds of thousands of them.
    let qualifiers: [String]
    /// The generic arguments, in order: `[LoggedInInteractable, LoggedInViewControllable]`.
    var genericArguments: [TypeReference]

    /// A reference to the type at `path`, outermost first: `["RIBs", "ViewableRouter"]`.
    init(path: [String], genericArguments: [TypeReference]) {
        self.name = path.last ?? ""
        self.qualifiers = path.count > 1 ? Array(path.dropLast()) : []
        self.genericArguments = genericArguments
    }

    /// The dotted path, outermost first: `["RIBs", "ViewableRouter"]`.
    var path: [String] { qualifiers.isEmpty ? [name] : qualifiers + [name] }

    /// The path joined with dots, without generic arguments.
    var qualifiedName: String { qualifiers.isEmpty ? name : path.joined(separator: ".") }

    var description: String {
        genericArguments.isEmpty
            ? qualifiedName
            : "\(qualifiedName)<\(genericArguments.map(\.description).joined(separator: ", "))>"
    }
}

extension TypeReference {
    /// The nominal type `type` refers to, looking through optionals, arrays, `any` and
    /// `some`; `nil` for tuples, functions, dictionaries and compositions.
    init?(_ type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            self.init(path: [identifier.name.plainName], genericArguments: Self.arguments(identifier.genericArgumentClause))
        } else if let member = type.as(MemberTypeSyntax.self) {
            guard let base = TypeReference(member.baseType) else { return nil }
            self.init(
                path: base.path + [member.name.plainName],
                genericArguments: Self.arguments(member.genericArgumentClause)
            )
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self.init(optional.wrappedType)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self.init(unwrapped.wrappedType)
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self.init(array.element)
        } else if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            self.init(someOrAny.constraint)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self.init(attributed.baseType)
        } else {
            return nil
        }
    }

    /// The type a call's callee names, when the callee reads as a type: `OffGameBuilder`,
    /// `RIBs.EmptyComponent`, `OffGameBuilder.init`, `Box<Int>`.
    init?(callee: ExprSyntax) {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            self.init(path: [reference.baseName.plainName], genericArguments: [])
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            guard let baseExpression = member.base, let base = TypeReference(callee: baseExpression) else { return nil }
            let name = member.declName.baseName.plainName
            if name == "init" {
                self = base
            } else {
                self.init(path: base.path + [name], genericArguments: [])
            }
        } else if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
            guard let base = TypeReference(callee: specialization.expression) else { return nil }
            self.init(path: base.path, genericArguments: Self.arguments(specialization.genericArgumentClause))
        } else {
            return nil
        }
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeReference] {
        guard let clause else { return [] }
        return clause.arguments.compactMap { argument in
            #if canImport(SwiftSyntax601)
                // From swift-syntax 601 on, a generic argument is a type or an expression.
                guard case .type(let type) = argument.argument else { return nil }
                return TypeReference(type)
            #else
                return TypeReference(argument.argument)
            #endif
        }
    }
}
