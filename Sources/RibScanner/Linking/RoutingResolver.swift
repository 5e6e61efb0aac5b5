import RibArchitecture

/// Follows what a RIB's router and builder build: every `build` call their code makes, on
/// a value typed by ``ExpressionTyper``, and every call into an object they hold (their
/// dependency, their component, a factory) whose code builds in turn.
///
/// A relation is where a parent's code builds a child's builder; a builder that is only
/// asked for (to pass it on to a grandchild's dependency) is none. Where the type of a
/// routing expression cannot be told, the expression is unresolved, with the reason:
/// the RIB's children may then be more than those found.
struct RoutingResolver {
    let index: TypeIndex
    let catalog: RoleCatalog
    let targets: BuilderTargets
    let typer: ExpressionTyper

    /// A child a RIB's code builds.
    struct Route {
        var target: BuilderTarget
        /// The code in the RIB's own router or builder that leads to the build.
        var detail: String
        var location: SourceLocation
    }

    /// A routing expression whose builder the scan cannot tell.
    struct UnresolvedRoute {
        /// What the scan cannot tell: "which builder `x.build(…)` calls".
        var question: String
        var reason: String
        var location: SourceLocation
    }

    /// What one type's code builds, directly or through the objects it calls.
    struct Outcome {
        var routes: [Route] = []
        var unresolved: [UnresolvedRoute] = []
    }

    /// One type's code, or one member's when the type is an object a RIB calls into.
    private struct Unit: Hashable {
        var type: String
        var member: String?
    }

    /// Where a unit was reached from: the call in the RIB's own code.
    private struct Entry {
        var text: String
        var location: SourceLocation
    }

    /// What the code of `owner` (a RIB's router or builder) builds.
    func routes(from owner: IndexedType, warnings: inout WarningLog) -> Outcome {
        var outcome = Outcome()
        let root = Unit(type: owner.qualifiedName, member: nil)
        // The owner's code, its project superclasses' (a base router's routing methods) and
        // what it takes from extensions of the project protocols it conforms to.
        let classes = [owner.qualifiedName] + index.superclasses(of: owner)
        let roots = classes.map { Unit(type: $0, member: nil) } + inheritedMembers(of: classes)
        var pending: [(Unit, Entry?)] = roots.reversed().map { ($0, nil) }
        var seen = Set(roots)
        while let (unit, entry) = pending.popLast() {
            guard let type = index[unit.type] else { continue }
            func follow(_ call: MemberCall, into callees: [Unit]) {
                for callee in callees where seen.insert(callee).inserted {
                    pending.append((callee, entry ?? Entry(text: call.text, location: call.location)))
                }
            }
            for call in type.code.buildCalls where unit.member == nil || call.member == unit.member {
                let via = entry ?? Entry(text: call.text, location: call.location)
                // `component.buildEventRouter(…)`: a `build…` function of what is no builder
                // is code to follow.
                let others = resolveBuild(call, in: type, via: via, into: &outcome, warnings: &warnings)
                if !others.isEmpty { follow(call, into: callees(of: call, typed: others)) }
            }
            for call in type.code.calls where unit.member == nil || call.member == unit.member {
                if call.receiver == .selfValue {
                    // A whole type's code holds its own functions already.
                    if unit.member != nil { follow(call, into: [Unit(type: type.qualifiedName, member: call.function)]) }
                } else if case .types(let types) = typer.type(of: call.receiver, in: type, member: call.member, at: call.position) {
                    follow(call, into: callees(of: call, typed: types))
                }
            }
            if unit == root { checkAttachedValues(of: type, into: &outcome) }
        }
        return outcome
    }

    private func resolveBuild(
        _ call: MemberCall,
        in type: IndexedType,
        via entry: Entry,
        into outcome: inout Outcome,
        warnings: inout WarningLog
    ) -> Set<ValueType> {
        var others: Set<ValueType> = []
        let detail = entry.text == call.text ? call.text : "\(entry.text) → \(call.text)"
        switch typer.type(of: call.receiver, in: type, member: call.member, at: call.position) {
        case .untyped(let reason):
            outcome.unresolved.append(UnresolvedRoute(question: "which builder `\(call.text)` calls", reason: reason, location: call.location))
        case .types(let types):
            for valueType in types.sorted(by: { "\($0)" < "\($1)" }) {
                switch targets.built(valueType, at: call.location, warnings: &warnings) {
                case .ribs(let found):
                    outcome.routes += found.map { Route(target: $0, detail: detail, location: entry.location) }
                case .unknown(let reason):
                    outcome.unresolved.append(UnresolvedRoute(question: "which builder `\(call.text)` calls", reason: reason, location: call.location))
                case .notABuilder:
                    others.insert(valueType)
                }
            }
        }
        return others
    }

    /// The code a call leads into: the called function of each type its receiver may be
    /// (`types`), and of each type that conforms to it when it is a protocol. Calls into
    /// other RIBs' routers, interactors and builders are not followed: what they build is
    /// theirs.
    private func callees(of call: MemberCall, typed types: Set<ValueType>) -> [Unit] {
        var found: [Unit] = []
        for declaring in typer.declaringTypes(of: types) {
            let candidates = declaring.kind == .protocol ? [declaring.qualifiedName] + catalog.conformers(of: declaring.qualifiedName) : [declaring.qualifiedName]
            for name in candidates {
                // An adapter's `build` is followed as a builder (BuilderTargets), not as code.
                guard let candidate = index[name], !isOtherRibPart(name), targets.adapters[name] == nil,
                    candidate.functions.contains(where: { $0.name == call.function })
                else { continue }
                found.append(Unit(type: name, member: call.function))
            }
        }
        return found
    }

    /// The members with code that a class (`classes`: it and its superclasses) takes from
    /// extensions of the project protocols it conforms to (`extension ListRouting { func
    /// routeToItem() { attachChild(itemBuilder.build(…)) } }`): those it does not implement
    /// itself, since its own implementation is the one called.
    private func inheritedMembers(of classes: [String]) -> [Unit] {
        let declared = Set(classes.compactMap { index[$0] }.flatMap { $0.functions.map(\.name) })
        var units: [Unit] = []
        for name in (catalog.conformances[classes[0]] ?? []).sorted() {
            guard let conformed = index[name], conformed.kind == .protocol else { continue }
            var members: [String?] = []
            for member in conformed.code.buildCalls.map(\.member) + conformed.code.calls.map(\.member) where !members.contains(member) {
                members.append(member)
            }
            units += members.filter { $0.map { !declared.contains($0) } ?? true }.map { Unit(type: name, member: $0) }
        }
        return units
    }

    private func isOtherRibPart(_ name: String) -> Bool {
        switch catalog.roles[name] {
        case .builder?, .router?, .interactor?: true
        case .component?, nil: false
        }
    }

    /// `attachChild(x.makeRouter(…))`, or of a local bound to such a call, where the scan
    /// cannot follow `x.makeRouter` into scanned code: what is attached is unknown.
    private func checkAttachedValues(of type: IndexedType, into outcome: inout Outcome) {
        for attached in type.code.attachedValues {
            var value = attached.value
            if case .name(let name) = value,
                let local = type.code.locals.last(where: { $0.name == name && $0.member == attached.member && $0.isVisible(at: attached.position) }),
                let bound = local.value
            {
                value = bound
            }
            guard case .call(.member(let receiver, let function)) = value, !DeclarationCollector.isBuildFunction(function) else { continue }
            let reason: String
            switch typer.type(of: receiver, in: type, member: attached.member, at: attached.position) {
            case .untyped(let why):
                reason = why
            case .types(let types):
                let declaring = typer.declaringTypes(of: types)
                guard !declaring.contains(where: { $0.functions.contains { $0.name == function } }) else { continue }
                let described = types.map(typer.describe).sorted().joined(separator: " or ")
                reason = "\(receiver) is \(described), whose \(function) the scan cannot read"
            }
            outcome.unresolved.append(
                UnresolvedRoute(question: "what `attachChild(\(value))` attaches", reason: reason, location: attached.location)
            )
        }
    }
}
