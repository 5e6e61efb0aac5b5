import SwiftSyntax

/// The type an implicit member expression such as `.init(…)` gets from where it stands,
/// when the source writes that type: the annotation of the variable it initialises
/// (`let router: RootRouter = .init(…)`), or the declared result of the function or
/// computed property it is returned from (`return .init(…)`, or the single expression of
/// the body). Anywhere else (an argument, a closure) the type is not written, so it is
/// `nil`.
enum ContextualType {
    static func of(_ expression: some ExprSyntaxProtocol) -> TypeReference? {
        var current = Syntax(expression)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            current = parent
        }
        guard let parent = current.parent else { return nil }
        if let clause = parent.as(InitializerClauseSyntax.self) {
            guard let annotation = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation else { return nil }
            return TypeReference(annotation.type)
        }
        if parent.is(ReturnStmtSyntax.self) {
            return returnedType(around: parent)
        }
        if parent.is(CodeBlockItemSyntax.self), let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let body = list.parent, isWholeBody(body)
        {
            return returnedType(around: body)
        }
        return nil
    }

    /// Whether `node` is the body of a function, an accessor or a computed property, so
    /// that its single expression is what they return.
    private static func isWholeBody(_ node: Syntax) -> Bool {
        if node.is(AccessorBlockSyntax.self) { return true }
        guard node.is(CodeBlockSyntax.self), let owner = node.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// The declared result of the function or computed property `node` returns from.
    private static func returnedType(around node: Syntax) -> TypeReference? {
        var current: Syntax? = node
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { TypeReference($0.type) }
            }
            if let binding = next.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { TypeReference($0.type) }
            }
            if next.is(ClosureExprSyntax.self) || next.is(InitializerDeclSyntax.self) || next.is(SubscriptDeclSyntax.self)
                || next.is(MemberBlockSyntax.self)
            {
                return nil
            }
            current = next.parent
        }
        return nil
    }
}
