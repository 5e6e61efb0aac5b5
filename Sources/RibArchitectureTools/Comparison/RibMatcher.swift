import RibArchitecture
import RibInspectorTools

/// Finds the declared RIB a recorded RIB is an instance of.
struct RibMatcher {
    private var byBuilder: [String: String] = [:]
    private var byRouter: [String: String] = [:]
    private var byName: [String: String] = [:]

    init(declared: DeclaredArchitecture) {
        var routers: [String: [String]] = [:]
        for rib in declared.ribs {
            byBuilder[Self.bare(rib.builderType)] = rib.name
            if let router = rib.routerType { routers[Self.bare(router), default: []].append(rib.name) }
            byName[rib.name] = rib.name
        }
        // A router type several RIBs share (RIBs' own `ViewableRouter`, built directly)
        // tells none of them apart.
        byRouter = routers.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The declared name of a recorded RIB: by its builder types, then its router types
    /// (each in the order the sessions showed them), then its name.
    func match(_ rib: ObservedArchitecture.Rib) -> String? {
        for builder in rib.builderTypes {
            if let name = byBuilder[Self.bare(builder)] { return name }
        }
        for router in rib.routerTypes {
            if let name = byRouter[Self.bare(router)] { return name }
        }
        return byName[rib.name]
    }

    /// The relations `observed` shows, counted, each RIB named by `names` (recorded name to
    /// declared name) where it says, by its recorded name otherwise.
    static func relations(of observed: ObservedArchitecture, named names: [String: String]) -> [ObservedArchitecture.Relation: Int] {
        var relations: [ObservedArchitecture.Relation: Int] = [:]
        for relation in observed.relations {
            let named = ObservedArchitecture.Relation(
                parent: names[relation.item.parent] ?? relation.item.parent,
                child: names[relation.item.child] ?? relation.item.child
            )
            relations[named, default: 0] += relation.count
        }
        return relations
    }

    /// A type name without generic arguments and without its module or enclosing types:
    /// `RIBs.Router<X>` is `Router`.
    static func bare(_ type: String) -> String {
        let withoutGenerics = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }
}
