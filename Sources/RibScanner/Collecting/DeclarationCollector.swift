import RibArchitecture
import SwiftSyntax

/// Walks one parsed file and keeps its type declarations, their inheritance clauses,
/// properties, initialisers, functions, constructor calls and `shared { }` calls.
///
/// It reads declarations as written and resolves nothing: which names are builders or
/// routers is the linker's job, once every file is collected. Parts of the tree that hold
/// nothing it keeps (imports, attributes, signatures it reads directly, string literals,
/// bodies that ``BodyScreen`` clears) are skipped, which keeps the walk a small fraction
/// of the parse.
final class DeclarationCollector: SyntaxVisitor {
    /// Collects the declarations of a parsed file.
    ///
    /// - Parameters:
    ///   - lines: The lines of the file as written.
    ///   - offsets: Where the offsets of the parsed text are in the file as written.
    ///   - screen: The screen of the parsed text.
    static func collect(
        _ tree: SourceFileSyntax, path: String, lines: LineTable, offsets: WrittenOffsets = .unchanged, screen: BodyScreen
    ) -> CollectedFile {
        let collector = DeclarationCollector(path: path, lines: lines, offsets: offsets, screen: screen)
        collector.walk(tree)
        return CollectedFile(path: path, types: collector.types.map(\.inExactStorage), aliases: collector.aliases, imports: collector.imports)
    }

    private enum Member {
        case property(Int)
        case code(String)
    }

    private struct Context {
        var typeIndex: Int
        var members: [Member] = []
    }

    private let path: String
    private let lines: LineTable
    private let offsets: WrittenOffsets
    private let screen: BodyScreen
    private var types: [CollectedType] = []
    private var contexts: [Context] = []
    private var aliases: [CollectedAlias] = []
    private var imports: [String] = []

    private init(path: String, lines: LineTable, offsets: WrittenOffsets, screen: BodyScreen) {
        self.path = path
        self.lines = lines
        self.offsets = offsets
        self.screen = screen
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.class, node.name.plainName, node.genericParameterClause != nil, node.inheritanceClause, at: node)
    }

    override func visitPost(_ node: ClassDeclSyntax) { endType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.struct, node.name.plainName, node.genericParameterClause != nil, node.inheritanceClause, at: node)
    }

    override func visitPost(_ node: StructDeclSyntax) { endType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.enum, node.name.plainName, node.genericParameterClause != nil, node.inheritanceClause, at: node)
    }

    override func visitPost(_ node: EnumDeclSyntax) { endType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.actor, node.name.plainName, node.genericParameterClause != nil, node.inheritanceClause, at: node)
    }

    override func visitPost(_ node: ActorDeclSyntax) { endType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.protocol, node.name.plainName, false, node.inheritanceClause, at: node)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { endType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let extended = TypeReference(node.extendedType) else { return .skipChildren }
        let result = beginType(.extension, extended.name, false, node.inheritanceClause, at: node)
        types[types.count - 1].extendedType = extended
        return result
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if TypeReference(node.extendedType) != nil { endType() }
    }

    private func beginType(
        _ kind: CollectedType.Kind,
        _ name: String,
        _ isGeneric: Bool,
        _ inheritance: InheritanceClauseSyntax?,
        at node: some DeclGroupSyntax
    ) -> SyntaxVisitorContinueKind {
        let inherited =
            inheritance?.inheritedTypes.compactMap { entry in
                TypeReference(entry.type).map { InheritedType(type: $0, location: location(of: entry)) }
            } ?? []
        types.append(
            CollectedType(
                kind: kind,
                name: name,
                extendedType: nil,
                enclosingTypes: enclosingNames(),
                isGeneric: isGeneric,
                inheritedTypes: inherited,
                location: location(of: node)
            )
        )
        if contexts.isEmpty {
            types[types.count - 1].isFilePrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        }
        contexts.append(Context(typeIndex: types.count - 1))
        let needsMembers = screen.mayNeedMembers(
            declarationFrom: written(node.position),
            membersFrom: written(node.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia),
            to: written(node.endPosition))
        return needsMembers ? .visitChildren : .skipChildren
    }

    private func endType() {
        contexts.removeLast()
    }

    /// A type alias declared at the top level or among a type's members, to one nominal
    /// type. Generic aliases (`typealias Pair<T> = …`) and aliases of tuples, functions or
    /// compositions name no one type the linker could use.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let declaredInType = node.parent?.is(MemberBlockItemSyntax.self) == true
        let declaredAtTopLevel = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if declaredInType || declaredAtTopLevel, node.genericParameterClause == nil, let target = TypeReference(node.initializer.value) {
            aliases.append(
                CollectedAlias(
                    name: node.name.plainName, enclosingTypes: declaredInType ? enclosingNames() : [], target: target, location: location(of: node)))
        }
        return .skipChildren
    }

    /// The qualified names of the types the next declaration is nested in.
    private func enclosingNames() -> [String] {
        guard let innermost = contexts.last else { return [] }
        let type = types[innermost.typeIndex]
        let own = type.extendedType?.path ?? [type.name]
        return type.kind == .extension ? own : type.enclosingTypes + own
    }

    // MARK: - Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let typeIndex = contexts.last?.typeIndex else {
            collectLocals(node)
            return .visitChildren
        }
        let firstIndex = types[typeIndex].properties.count
        var pendingType: (TypeReference?, String)?
        // `let a, b: Int` writes the type once, on the last binding: read bindings backwards.
        var bindings: [CollectedProperty] = []
        for binding in node.bindings.reversed() {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else { continue }
            if let annotation = binding.typeAnnotation {
                pendingType = Self.referenceAndText(of: annotation.type)
            } else if binding.initializer != nil || binding.accessorBlock != nil {
                pendingType = nil
            }
            bindings.append(
                CollectedProperty(
                    name: name,
                    type: pendingType?.0,
                    typeText: pendingType?.1,
                    sharedCall: nil,
                    initialValue: binding.typeAnnotation == nil ? binding.initializer.map { ValueExpression($0.value) } : nil,
                    location: location(of: binding)
                )
            )
        }
        types[typeIndex].properties.append(contentsOf: bindings.reversed())
        // Calls in the bindings belong to the first property; `shared { }` is one per property.
        contexts[contexts.count - 1].members.append(.property(firstIndex))
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !contexts.isEmpty {
            contexts[contexts.count - 1].members.removeLast()
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let typeIndex = memberTypeIndex(node) else { return .visitChildren }
        let returned = node.signature.returnClause.map { Self.referenceAndText(of: $0.type) }
        let function = CollectedFunction(
            name: node.name.plainName,
            parameters: parameters(node.signature.parameterClause),
            returnTypeText: returned?.text,
            returnType: returned?.reference,
            location: location(of: node)
        )
        types[typeIndex].functions.append(function)
        contexts[contexts.count - 1].members.append(.code(function.name))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if memberTypeIndex(node) != nil { contexts[contexts.count - 1].members.removeLast() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let typeIndex = memberTypeIndex(node) else { return .visitChildren }
        let initializer = CollectedFunction(
            name: "init",
            parameters: parameters(node.signature.parameterClause),
            returnTypeText: nil,
            location: location(of: node)
        )
        types[typeIndex].initializers.append(initializer)
        contexts[contexts.count - 1].members.append(.code("init"))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        if memberTypeIndex(node) != nil { contexts[contexts.count - 1].members.removeLast() }
    }

    /// The type whose member `node` is, when it is a member and not a local declaration.
    private func memberTypeIndex(_ node: some SyntaxProtocol) -> Int? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        return contexts.last?.typeIndex
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [CollectedParameter] {
        clause.parameters.map { parameter in
            let firstName = parameter.firstName.plainName
            let label: String? = firstName == "_" ? nil : firstName
            let name = parameter.secondName?.plainName ?? firstName
            let (type, text) = Self.referenceAndText(of: parameter.type)
            return CollectedParameter(
                label: label,
                name: name,
                type: type,
                typeText: text,
                location: location(of: parameter),
                tupleElements: tupleElements(of: parameter.type, in: name, at: location(of: parameter))
            )
        }
    }

    /// The elements of a tuple type of two or more elements, as parameters: `listener: L`
    /// for a labelled element, `dependency.1: String` for the second of an unlabelled one.
    private func tupleElements(of type: TypeSyntax, in parameter: String, at location: SourceLocation) -> [CollectedParameter] {
        guard let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 else { return [] }
        return tuple.elements.enumerated().map { position, element in
            let label = (element.secondName ?? element.firstName).map(\.plainName)
            let (type, text) = Self.referenceAndText(of: element.type)
            return CollectedParameter(
                label: label,
                name: label ?? "\(parameter).\(position)",
                type: type,
                typeText: text,
                location: location
            )
        }
    }

    /// A written type as a nominal reference, when it is one, and as text
    /// (``SwiftSyntax/SyntaxProtocol/singleLineDescription``). A plain name's text is the
    /// reference's own name, not a second copy of it: most types are written so.
    private static func referenceAndText(of type: TypeSyntax) -> (reference: TypeReference?, text: String) {
        let reference = TypeReference(type)
        // The name without backticks has the token's length only when it had none.
        if let reference, let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            reference.name.utf8.count == identifier.name.trimmedLength.utf8Length
        {
            return (reference, reference.name)
        }
        return (reference, type.singleLineDescription)
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let context = contexts.last, let calleeName = Self.lastName(of: node.calledExpression),
            let first = calleeName.utf8.first
        else { return .visitChildren }
        let callee = node.calledExpression
        if context.members.last != nil { collectRouting(node, calleeName: calleeName) }
        // Most calls are to functions: only `shared` and names that read as types matter.
        let readsAsType = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || first >= 0x80
        guard readsAsType || calleeName == "shared" || calleeName == "init" else { return .visitChildren }
        if isSharedCall(callee) {
            if case .property(let index)? = context.members.last,
                types[context.typeIndex].properties.indices.contains(index)
            {
                types[context.typeIndex].properties[index].sharedCall = location(of: node)
            }
        } else if let type = constructedType(by: node), let initial = type.name.first, initial.isUppercase || !initial.isASCII {
            types[context.typeIndex].constructions.append(
                Construction(type: type, member: currentMember(), location: location(of: node))
            )
        }
        return .visitChildren
    }

    /// The member whose code is being walked: a function, initialiser or property name.
    private func currentMember() -> String? {
        guard let context = contexts.last else { return nil }
        switch context.members.last {
        case .property(let index)?: return types[context.typeIndex].properties[index].name
        case .code(let name)?: return name
        case nil: return nil
        }
    }

    // MARK: - Routing code

    /// Keeps a call that routing may depend on: a `build` call, `attachChild(…)`, or a call
    /// of a function of a value or of the type's own; binds the parameter of a closure
    /// passed to `map`, `forEach` and the like to the sequence it walks.
    private func collectRouting(_ call: FunctionCallExprSyntax, calleeName: String) {
        guard let typeIndex = contexts.last?.typeIndex else { return }
        let member = currentMember()
        let callee = call.calledExpression
        let receiver: ValueExpression
        if let access = callee.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return }
            receiver = ValueExpression(base)
        } else if callee.is(DeclReferenceExprSyntax.self), let initial = calleeName.unicodeScalars.first,
            !(initial.value >= 0x41 && initial.value <= 0x5A), initial.value < 0x80
        {
            receiver = .selfValue
        } else {
            return
        }
        let position = written(call.positionAfterSkippingLeadingTrivia)
        let found = MemberCall(receiver: receiver, function: calleeName, member: member, location: location(of: call), position: position)
        if Self.isBuildFunction(calleeName) {
            guard receiver != .selfValue && receiver != .name("super") else { return }
            types[typeIndex].code.buildCalls.append(found)
        } else if calleeName == CollectedCode.attachChild, receiver == .selfValue, let argument = call.arguments.first {
            types[typeIndex].code.attachedValues.append(
                AttachedValue(value: ValueExpression(argument.expression), member: member, location: location(of: call), position: position)
            )
        } else {
            types[typeIndex].code.calls.append(found)
            if Self.sequenceFunctions.contains(calleeName), receiver != .selfValue,
                let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            {
                types[typeIndex].code.locals.append(
                    LocalBinding(
                        name: Self.firstParameter(of: closure), member: member, type: nil, value: receiver, declaredAt: position,
                        visibleFrom: written(closure.positionAfterSkippingLeadingTrivia))
                )
            }
        }
    }

    /// RIBs' build functions: `build(withListener:)`, `build(with:_:)`, a project's
    /// `buildRouter(…)`, and a multi-stage builder's `finalStageBuild(…)`.
    static func isBuildFunction(_ name: String) -> Bool {
        name.hasPrefix("build") || name == "finalStageBuild"
    }

    /// Functions whose closure is called with each element of the sequence they are called on.
    private static let sequenceFunctions: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "first", "contains"]

    /// The name of a closure's first parameter: `builder` in `{ builder in … }`, or `$0`.
    private static func firstParameter(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.first?.name.plainName ?? "$0"
        case .parameterClause(let clause)?: clause.parameters.first.map { ($0.secondName ?? $0.firstName).plainName } ?? "$0"
        case nil: "$0"
        }
    }

    /// Local constants and variables of a member's code, with their type or value.
    private func collectLocals(_ node: VariableDeclSyntax) {
        guard let typeIndex = contexts.last?.typeIndex, contexts.last?.members.last != nil else { return }
        let member = currentMember()
        for binding in node.bindings {
            if let value = binding.initializer?.value { collectBuildResult(value, boundTo: binding.pattern, by: binding) }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else { continue }
            types[typeIndex].code.locals.append(
                LocalBinding(
                    name: name,
                    member: member,
                    type: binding.typeAnnotation.flatMap { TypeReference($0.type) },
                    value: binding.initializer.map { ValueExpression($0.value) },
                    declaredAt: written(binding.positionAfterSkippingLeadingTrivia),
                    visibleFrom: written(binding.endPositionBeforeTrailingTrivia)
                )
            )
        }
    }

    /// Keeps a `build` call's result bound to local names when the code after the binding
    /// hands one of them on nowhere (see ``BuildResultUses``).
    private func collectBuildResult(_ value: ExprSyntax, boundTo pattern: PatternSyntax, by binding: some SyntaxProtocol) {
        guard let typeIndex = contexts.last?.typeIndex, contexts.last?.members.last != nil,
            let call = BuildResultUses.buildCall(value),
            let handedOn = BuildResultUses.handedOn(pattern, boundBy: binding), handedOn.contains(false)
        else { return }
        types[typeIndex].code.boundBuildResults.append(
            BoundBuildResult(position: written(call.positionAfterSkippingLeadingTrivia), location: location(of: call), handedOn: handedOn)
        )
    }

    /// `if let x = value` and `guard let x = value`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value {
            collectBuildResult(value, boundTo: node.pattern, by: node)
            bindLocal(node.pattern, typed: node.typeAnnotation, to: value, in: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia)
        }
        return .visitChildren
    }

    /// `for builder in builders`: the loop variable has the element's type.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        bindLocal(node.pattern, typed: node.typeAnnotation, to: node.sequence, in: node.positionAfterSkippingLeadingTrivia..<node.body.position)
        return .visitChildren
    }

    /// Keeps a local name a member's code binds, with its written type and its value;
    /// `scope` runs from the binding's start to where the name comes into scope.
    private func bindLocal(_ pattern: PatternSyntax, typed annotation: TypeAnnotationSyntax?, to value: ExprSyntax, in scope: Range<AbsolutePosition>) {
        guard let typeIndex = contexts.last?.typeIndex, contexts.last?.members.last != nil,
            let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName
        else { return }
        types[typeIndex].code.locals.append(
            LocalBinding(
                name: name,
                member: currentMember(),
                type: annotation.flatMap { TypeReference($0.type) },
                value: ValueExpression(value),
                declaredAt: written(scope.lowerBound),
                visibleFrom: written(scope.upperBound)
            )
        )
    }

    /// The type a call constructs, when its callee names one: `OffGameBuilder(…)`,
    /// `OffGameBuilder.init(…)`, `Self(…)` (the enclosing type), or `.init(…)` where the
    /// type is written next to it (see ``ContextualType``).
    private func constructedType(by call: FunctionCallExprSyntax) -> TypeReference? {
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "init" ? ContextualType.of(call) : nil
        }
        guard let type = TypeReference(callee: callee) else { return nil }
        guard type.path.first == "Self", !contexts.isEmpty else { return type }
        return TypeReference(path: enclosingNames() + type.path.dropFirst(), genericArguments: type.genericArguments)
    }

    /// The last name of a callee: `build` for `builder.build`, `Foo` for `Module.Foo`.
    private static func lastName(of callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.plainName }
        if let specialization = callee.as(GenericSpecializationExprSyntax.self) { return lastName(of: specialization.expression) }
        return nil
    }

    private func isSharedCall(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "shared"
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared" {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        return false
    }

    // MARK: - Parts that hold nothing to collect

    /// A body whose text cannot hold a constructor call, a `shared` call or a local type
    /// (``BodyScreen``) is not walked.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        screen.mayHoldDeclarations(from: node.position.utf8Offset, to: node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    /// `import Garden`, `@testable import Garden`, `import struct Garden.Tree`: the module.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.plainName, !imports.contains(module) { imports.append(module) }
        return .skipChildren
    }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Leaves: a name or a literal holds only its token, which need not be visited.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - Locations

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: path, line: lines.line(at: written(node.positionAfterSkippingLeadingTrivia)))
    }

    /// Where a position of the parsed text is in the file as written.
    private func written(_ position: AbsolutePosition) -> Int {
        offsets.written(position.utf8Offset)
    }
}

extension SyntaxProtocol {
    /// The node's source without comments, on one line: tokens that the source separates
    /// (by spaces, line breaks or comments) are separated by one space, except inside
    /// brackets. A type wrapped over several lines reads as it would on one.
    var singleLineDescription: String {
        // The common cases, a name or an optional name, without building text token by token.
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let optional = self.as(OptionalTypeSyntax.self),
            let identifier = optional.wrappedType.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil
        {
            return identifier.name.text + "?"
        }
        var text = ""
        var separated = false
        for token in tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty { separated = true }
            let opensNothing = !(text.last.map { "<([".contains($0) } ?? true)
            let closesNothing = !(token.text.first.map { ">)],:".contains($0) } ?? false)
            if separated, opensNothing, closesNothing { text += " " }
            text += token.text
            separated = !token.trailingTrivia.isEmpty
        }
        return text
    }
}
