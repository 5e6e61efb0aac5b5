import SwiftSyntax

/// Reads, in a member's code, what becomes of a `build` call's result bound to local
/// names: for each name, whether the code after the binding hands it on (see
/// ``BoundBuildResult``).
///
/// It errs towards handing on: every use of the name is one, except reading one of its
/// members (`router.viewControllable`, `router?.interactable`) outside a closure or a
/// local function. Code after the binding is the rest of the statements around it, the
/// branches of its `if` included.
enum BuildResultUses {
    /// The `build` call `value` is, looking through `try`, `await`, `!`, `?` and
    /// parentheses: a call of a `build` function on a value (`x.build(…)`).
    static func buildCall(_ value: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = value
        while let inner = ValueExpression.lookedThrough(current) { current = inner }
        guard let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base != nil, DeclarationCollector.isBuildFunction(callee.declName.baseName.plainName)
        else { return nil }
        return call
    }

    /// For each name `pattern` binds, in order, whether the code after `binding` hands it
    /// on: one entry for a name, one per element for a tuple (a nested tuple is handed on,
    /// `_` is not); `nil` for a pattern of another kind.
    static func handedOn(_ pattern: PatternSyntax, boundBy binding: some SyntaxProtocol) -> [Bool]? {
        // The names, `nil` for `_` and for a nested tuple, which is handed on.
        var names: [String?] = []
        var handed: [Bool] = []
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            names = [identifier.identifier.plainName]
            handed = [false]
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            for element in tuple.elements {
                names.append(element.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName)
                handed.append(!element.pattern.is(IdentifierPatternSyntax.self) && !element.pattern.is(WildcardPatternSyntax.self))
            }
        } else {
            return nil
        }
        guard let scope = statements(around: binding) else { return names.map { _ in true } }
        let start = binding.endPosition
        for token in scope.tokens(viewMode: .sourceAccurate) where token.position >= start {
            guard case .identifier = token.tokenKind else { continue }
            let name = token.plainName
            for (index, bound) in names.enumerated() where bound == name && !handed[index] {
                handed[index] = handsOn(token, within: scope)
            }
            if !handed.contains(false) { break }
        }
        return handed
    }

    /// The statements the binding is one of, or is in a condition of.
    private static func statements(around binding: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var node = binding.parent
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) { return list }
            node = current.parent
        }
        return nil
    }

    /// Whether a token spelling a bound name hands the value on: any use of it but reading
    /// one of its members outside a closure or local function. A member of another value
    /// (`self.router`) and an argument label (`show(router: …)`) are no use of it.
    private static func handsOn(_ token: TokenSyntax, within scope: CodeBlockItemListSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
            return token.parent?.is(LabeledExprSyntax.self) != true
        }
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { return false }
        var value = Syntax(reference)
        while let parent = value.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            value = parent
        }
        guard let access = value.parent?.as(MemberAccessExprSyntax.self), access.base?.id == value.id,
            access.declName.baseName.tokenKind != .keyword(.self)
        else { return true }
        var node = access.parent
        while let current = node, current.id != scope.id {
            if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self) {
                return true
            }
            node = current.parent
        }
        return false
    }
}
