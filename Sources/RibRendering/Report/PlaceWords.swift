import RibInspector

/// One place's search words — its name, and the types of the RIBs that stood there — grown
/// as RIBs of new types stand there.
package struct PlaceWords: Sendable {
    package private(set) var words: String
    private var types: Set<String> = []
    private var occupantsSeen = 0

    package init(name: String) {
        words = name
    }

    /// Adds the types of the occupants not seen yet; returns whether the words grew.
    @discardableResult
    package mutating func take(_ occupants: [RibID], in trace: Trace) -> Bool {
        var grew = false
        for rib in occupants[occupantsSeen...].compactMap(trace.rib) {
            for type in [rib.routerType, rib.interactorType, rib.builderType, rib.adapterType].compactMap({ $0 })
            where types.insert(type).inserted {
                words += " " + type
                grew = true
            }
        }
        occupantsSeen = occupants.count
        return grew
    }
}
