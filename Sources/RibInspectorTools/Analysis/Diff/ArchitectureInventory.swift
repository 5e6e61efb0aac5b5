import RibInspector

/// What one session shows of an app's architecture, by name: how many instances of each
/// RIB and scope it had, how often each parent attached each child, and which objects each
/// scope shared. Two inventories make a ``TraceDiff``.
struct ArchitectureInventory {
    /// Counts per item, remembering the order items were first seen.
    struct Tally<Item: Hashable> {
        private(set) var order: [Item] = []
        private(set) var counts: [Item: Int] = [:]

        mutating func add(_ item: Item) {
            if counts[item] == nil { order.append(item) }
            counts[item, default: 0] += 1
        }
    }

    var ribs = Tally<String>()
    var relations = Tally<TraceDiff.Relation>()
    var scopes = Tally<String>()
    var sharedObjects = Tally<TraceDiff.SharedObject>()
    /// The names of the RIBs declared with a view.
    var viewfulNames: Set<String> = []
    /// The names of the RIBs declared without a view.
    var viewlessNames: Set<String> = []

    /// Takes stock of a trace's declarations and attach events.
    init(_ trace: Trace) {
        for rib in trace.ribs {
            ribs.add(rib.name)
            switch rib.isViewful {
            case true?: viewfulNames.insert(rib.name)
            case false?: viewlessNames.insert(rib.name)
            case nil: break
            }
        }
        for scope in trace.scopes {
            scopes.add(scope.name)
            for object in scope.sharedObjects {
                sharedObjects.add(TraceDiff.SharedObject(scope: scope.name, name: object))
            }
        }
        for event in trace.events {
            guard case .attached(let child, let parent) = event.kind else { continue }
            relations.add(TraceDiff.Relation(parent: Self.name(of: parent, in: trace), child: Self.name(of: child, in: trace)))
        }
    }

    /// A RIB's name without the instance number: every `TransportHome` counts as one RIB.
    private static func name(of rib: RibID, in trace: Trace) -> String {
        trace.rib(rib)?.name ?? rib.description
    }
}
