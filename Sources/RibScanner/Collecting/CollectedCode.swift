import RibArchitecture

/// What a type's members do that routing depends on, as written: the calls they make on
/// values (`dependency.detailBuilder.build(…)`, `component.makeAgendaRouter(…)`), the
/// arguments of their `attachChild` calls, the local names they bind and the `build`
/// results they keep to themselves. The linker types
/// these expressions once every file is collected (see `RoutingResolver`).
struct CollectedCode: Sendable {
    /// Calls of a `build` function (`build`, `build(withListener:)`, `finalStageBuild`…).
    var buildCalls: [MemberCall] = []
    /// Other calls of a value's function, or of the type's own (`makeRouter(…)`).
    var calls: [MemberCall] = []
    /// The arguments of `attachChild(…)` calls.
    var attachedValues: [AttachedValue] = []
    /// Local constants and variables, loop variables and closure parameters, with what
    /// they are bound to.
    var locals: [LocalBinding] = []
    /// `build` calls whose result is bound to local names of which the member's code hands
    /// at least one on nowhere (see ``BoundBuildResult``); bindings it hands on whole are
    /// not kept.
    var boundBuildResults: [BoundBuildResult] = []

    /// Whether the code calls `attachChild`, on `self` or on another object.
    var attachesChildren: Bool {
        !attachedValues.isEmpty || calls.contains { $0.function == Self.attachChild }
    }

    /// RIBs' `Routing.attachChild(_:)`.
    static let attachChild = "attachChild"

    mutating func append(_ other: CollectedCode) {
        buildCalls += other.buildCalls
        calls += other.calls
        attachedValues += other.attachedValues
        locals += other.locals
        boundBuildResults += other.boundBuildResults
    }
}

/// A call of a function on a value: `receiver.function(…)`.
struct MemberCall: Sendable {
    /// What the function is called on; `self` for a call of the type's own function.
    var receiver: ValueExpression
    var function: String
    /// The member whose code makes the call: a function, initialiser or property name.
    var member: String?
    var location: SourceLocation
    /// Where the call starts in its file (a UTF-8 offset): the locals it sees are those
    /// bound before it (``LocalBinding/visibleFrom``).
    var position: Int

    /// The call as a developer reads it in a message: `dependency.detailBuilder.build(…)`.
    var text: String { "\(receiver).\(function)(…)" }
}

/// The argument of an `attachChild(…)` call.
struct AttachedValue: Sendable {
    var value: ValueExpression
    var member: String?
    var location: SourceLocation
    /// Where the call starts in its file (a UTF-8 offset).
    var position: Int
}

/// A local name and what it is bound to, in one member's code.
struct LocalBinding: Sendable {
    var name: String
    var member: String?
    /// The type written for it, if any.
    var type: TypeReference?
    /// The value it is bound to, if any. A loop variable or a closure parameter of `map`
    /// is bound to the sequence: types look through arrays, so it has the element's type.
    var value: ValueExpression?
    /// Where the binding starts in its file (a UTF-8 offset): its value sees the locals
    /// bound before this point, never the name itself, so that in
    /// `let builder = builder.build(…)` the value's `builder` is the property.
    var declaredAt: Int
    /// Where the name comes into scope: the end of its declaration, of its `if let`
    /// condition, or the start of the loop's or closure's body. Code before it does not see it.
    var visibleFrom: Int

    /// Whether code at `position` sees the name.
    func isVisible(at position: Int) -> Bool { visibleFrom <= position }
}

/// The result of a `build` call bound to local names (`let router = x.build(…)`,
/// `let (router, actionableItem) = x.build(…)`, `guard let router = …`), and which of
/// them the member's code hands on: uses in a way through which the value could reach
/// `attachChild` (a call's argument, an assignment's value, a `return`, a closure, a
/// collection or tuple literal, or any use the collector does not classify). Reading a
/// member of the name (`router.viewControllable`) hands nothing on.
struct BoundBuildResult: Sendable {
    /// Where the `build` call starts in its file (``MemberCall/position``).
    var position: Int
    /// The `build` call's location.
    var location: SourceLocation
    /// For each name the binding's pattern binds, in order (one for `let router = …`),
    /// whether the code hands it on; `false` for `_`.
    var handedOn: [Bool]
}
