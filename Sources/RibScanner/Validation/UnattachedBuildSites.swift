import RibArchitecture
import SwiftParser
import SwiftSyntax

/// Tells whether a build site of a router attaches nothing: the router's code binds the
/// child's router, as the `build` call returns it, to a local name (`let router =
/// leafBuilder.build(…)`, or the router's element of `let (router, actionableItem) = …`)
/// and never hands that name on (see ``BoundBuildResult``), so what it builds there
/// never reaches `attachChild`.
///
/// It errs towards attaching: a site through an adapter, a `build` function whose result
/// the scan cannot tell the router of (a type that is no router, a tuple with no single
/// router element, a result the pattern does not match), or several calls on one line of
/// which one is not such a binding, may attach.
struct UnattachedBuildSites {
    let index: TypeIndex
    let catalog: RoleCatalog

    /// Whether `evidence`, a build by `router` of `child`, is a site that attaches nothing.
    func attachesNothing(_ evidence: AttachmentEvidence, by router: IndexedType, of child: DeclaredRib) -> Bool {
        guard evidence.kind == .builtByRouter, evidence.adapter == nil, let builder = index[child.builderType] else { return false }
        var sites = 0
        for type in [router] + index.superclasses(of: router).compactMap({ index[$0] }) {
            for call in type.code.buildCalls where call.location == evidence.location && call.text == evidence.detail {
                guard
                    let bound = type.code.boundBuildResults.first(where: { $0.position == call.position && $0.location == call.location }),
                    let element = routerElement(of: call.function, in: builder, binding: bound.handedOn.count),
                    !bound.handedOn[element]
                else { return false }
                sites += 1
            }
        }
        return sites > 0
    }

    /// Which of the `count` names a pattern binds to the result of `builder`'s `function`
    /// is the router: the result itself for one name when it is a router, or the only
    /// router element of a tuple of `count` elements.
    private func routerElement(of function: String, in builder: IndexedType, binding count: Int) -> Int? {
        var found: Int?
        for declared in builder.functions where declared.name == function {
            let elements: [TypeReference?]
            if let result = declared.returnType {
                elements = [result]
            } else if let text = declared.returnTypeText, let tuple = Self.tupleElements(text) {
                elements = tuple
            } else {
                return nil
            }
            let routers = elements.indices.filter { elements[$0].map { isRouter($0, from: builder.path) } ?? false }
            guard elements.count == count, routers.count == 1, found == nil || found == routers[0] else { return nil }
            found = routers[0]
        }
        return found
    }

    /// The element types of a tuple type as written (`(router: FeedRouting, actionableItem:
    /// FeedActionableItem)`), `nil` for one that is no nominal type; `nil` when the text is
    /// no tuple. Only the rare `build` function a check needs is parsed again.
    private static func tupleElements(_ text: String) -> [TypeReference?]? {
        var parser = Parser(text)
        guard let tuple = TypeSyntax.parse(from: &parser).as(TupleTypeSyntax.self), tuple.elements.count > 1 else { return nil }
        return tuple.elements.map { TypeReference($0.type) }
    }

    /// Whether a type written in the scope `path` is a router: a router class, RIBs' own
    /// router classes and routing protocols, or a project protocol refining one of those.
    private func isRouter(_ written: TypeReference, from path: [String]) -> Bool {
        switch index.resolve(written, from: path) {
        case .framework(let framework): return framework.isRouter
        case .unknown: return NeverAttachedCheck.isRoutingProtocolOfRibs(written)
        case .ambiguous: return false
        case .project(let name):
            if case .router? = catalog.roles[name] { return true }
            var pending = [name]
            var seen: Set<String> = [name]
            while let current = pending.popLast() {
                guard let type = index[current], type.kind == .protocol else { continue }
                for (inherited, resolved) in zip(type.inheritedTypes, type.resolvedInheritedTypes) {
                    switch resolved {
                    case .unknown where NeverAttachedCheck.isRoutingProtocolOfRibs(inherited.type): return true
                    case .project(let refined) where seen.insert(refined).inserted: pending.append(refined)
                    default: continue
                    }
                }
            }
            return false
        }
    }
}
