import SwiftSyntax

/// An expression reduced to what typing a routing expression needs: a chain of names,
/// member accesses, calls and constructions, such as `dependency.shared.cardsBuilder` or
/// `component.makeAgendaRouter(…)`.
///
/// Wrappers that do not change the value's type for routing are looked through: optional
/// chaining and force unwrapping (`dependency?.builder!`), `try`, `await`, parentheses. A
/// cast (`x as? FeedBuilder`) is the type it names. Anything else (a literal, a closure, a
/// subscript, an operator) is ``opaque``, with its text for messages.
indirect enum ValueExpression: Hashable, Sendable, CustomStringConvertible {
    /// A bare name: a local, a parameter or a member of the enclosing type.
    case name(String)
    /// `self`.
    case selfValue
    /// `base.member`.
    case member(ValueExpression, String)
    /// A call of a function or closure: `base.function(…)` or `function(…)`.
    case call(ValueExpression)
    /// A type's initialiser or a cast: `AgendaBuilder(…)`, `x as? AgendaBuilder`.
    case typed(TypeReference)
    /// An expression the scan does not type, with its source text.
    case opaque(String)

    var description: String {
        switch self {
        case .name(let name): name
        case .selfValue: "self"
        case .member(let base, let name): "\(base).\(name)"
        case .call(let callee): "\(callee)(…)"
        case .typed(let type): "\(type)(…)"
        case .opaque(let text): text
        }
    }
}

extension ValueExpression {
    /// The value `expression` stands for. Chains are read from the outermost call or member
    /// inwards with a loop, so a long chain costs no recursion.
    init(_ expression: ExprSyntax) {
        // Steps from the outside in; applied from the inside out once the base is found.
        enum Step {
            case member(String)
            case call
        }
        var steps: [Step] = []
        var current = expression
        var base: ValueExpression?
        while base == nil {
            // Longer chains than routing code writes are not typed: the expression, its
            // hash and its text stay shallow whatever a file holds.
            guard steps.count < Self.maximumSteps else {
                base = .opaque(String(expression.writtenText.prefix(Self.maximumSteps)) + "…")
                steps = []
                break
            }
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let type = Self.constructedType(call.calledExpression) {
                    base = .typed(type)
                } else {
                    steps.append(.call)
                    current = call.calledExpression
                }
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let memberBase = member.base else {
                    base = .opaque(expression.writtenText)
                    break
                }
                steps.append(.member(member.declName.baseName.plainName))
                current = memberBase
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                switch reference.baseName.tokenKind {
                case .keyword(.self): base = .selfValue
                case .keyword(.Self): base = .opaque("Self")
                default: base = .name(reference.baseName.plainName)
                }
            } else if let unwrapped = Self.lookedThrough(current) {
                current = unwrapped
            } else if let type = Self.castType(current) {
                base = .typed(type)
            } else {
                base = .opaque(current.writtenText)
            }
        }
        var value = base ?? .opaque(expression.writtenText)
        for step in steps.reversed() {
            switch step {
            case .member(let name): value = .member(value, name)
            case .call: value = .call(value)
            }
        }
        self = value
    }

    /// How many member accesses and calls a chain may hold.
    static let maximumSteps = 64

    /// The expression inside a wrapper that keeps its type: `x?`, `x!`, `try x`,
    /// `await x`, `(x)`.
    static func lookedThrough(_ expression: ExprSyntax) -> ExprSyntax? {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return forced.expression }
        if let attempt = expression.as(TryExprSyntax.self) { return attempt.expression }
        if let awaited = expression.as(AwaitExprSyntax.self) { return awaited.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return only.expression
        }
        return nil
    }

    /// The type a cast names: `x as? FeedBuilder`, `x as! FeedBuilder`, `x as FeedBuilder`
    /// (the parser leaves them as a sequence of three until operators are folded).
    private static func castType(_ expression: ExprSyntax) -> TypeReference? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)
            else { return nil }
            return TypeReference(type.type)
        }
        if let cast = expression.as(AsExprSyntax.self) { return TypeReference(cast.type) }
        return nil
    }

    /// The type a callee names when it reads as one: `AgendaBuilder`, `Module.AgendaBuilder`,
    /// `AgendaBuilder.init`, `Box<Int>`; a name that starts with a lower-case letter is a
    /// function, not a type.
    private static func constructedType(_ callee: ExprSyntax) -> TypeReference? {
        guard let type = TypeReference(callee: callee), let initial = type.name.unicodeScalars.first else { return nil }
        if type.path.first == "self" || type.path.first == "Self" { return nil }
        let readsAsType = (initial.value >= 0x41 && initial.value <= 0x5A) || initial.value >= 0x80
        // `module.function(…)` reads as a member call: only the last name decides.
        return readsAsType && type.path.allSatisfy({ !$0.isEmpty }) ? type : nil
    }
}

extension SyntaxProtocol {
    /// The node's text without the trivia around it, as `trimmedDescription` gives it, cut
    /// from its text as parsed instead of from a trimmed copy of the tree.
    var writtenText: String {
        let text = description
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: positionAfterSkippingLeadingTrivia.utf8Offset - position.utf8Offset)
        let end = utf8.index(start, offsetBy: trimmedLength.utf8Length)
        return String(text[start..<end])
    }
}
