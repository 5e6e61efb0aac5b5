import RibInspector

/// Builds a ``SessionPlaces`` in one pass over a trace's events, replaying the tree and
/// following where each RIB stands.
///
/// It takes events as they come, with the declarations so far, and never holds them: a
/// live session advances it batch by batch.
package struct SessionPlacesBuilder {
    /// The header and the declarations so far: what names the RIBs.
    package var declarations: Trace
    package private(set) var places: [RibPlace] = []
    private(set) var changes: [PlaceChange] = []
    private(set) var changeStarts: [Int] = [0]
    private(set) var eventPlaces: [Int?] = []

    package private(set) var tree: RibTree
    /// The places of one RIB name under one parent place (`-1`: roots), by slot.
    private var families: [Family: (pool: SlotPool, places: [Int])] = [:]
    private var placeOfRib: [RibID: Int] = [:]
    private var states: [PlaceState] = []
    private var occupants: [RibID?] = []

    private struct Family: Hashable {
        var parent: Int
        var name: String
    }

    /// Starts before the first event of a trace with these `declarations`; with
    /// `keepsDeallocatedRibs: false`, its tree drops the nodes of deallocated RIBs (no place
    /// needs them: a deallocated RIB has left its place).
    package init(declarations: Trace, keepsDeallocatedRibs: Bool = true) {
        self.declarations = declarations
        tree = RibTree(keepsDeallocatedRibs: keepsDeallocatedRibs)
    }

    /// Applies the next event and records the changes of places it makes.
    package mutating func apply(_ event: RibEvent) throws(TraceReplayError) {
        var formerChildren: [RibID] = []
        if case .deallocated(let rib) = event.kind { formerChildren = tree[rib]?.children ?? [] }
        do {
            try tree.apply(event)
        } catch {
            throw TraceReplayError(eventIndex: eventPlaces.count, event: event, reason: error)
        }
        var eventPlace = event.kind.rib.flatMap { placeOfRib[$0] }
        switch event.kind {
        case .launched(let rib):
            place(subtreeOf: rib, under: -1)
        case .attached(let rib, let parent):
            if let parentPlace = placeOfRib[parent] {
                place(subtreeOf: rib, under: parentPlace)
            }
        case .detached(let rib, _), .activated(let rib), .deactivated(let rib):
            restate(subtreeOf: rib)
        case .deallocated(let rib):
            vacate(rib)
            for child in formerChildren { restate(subtreeOf: child) }
        default:
            break
        }
        if eventPlace == nil { eventPlace = event.kind.rib.flatMap { placeOfRib[$0] } }
        eventPlaces.append(eventPlace)
        changeStarts.append(changes.count)
    }

    /// Hands over the changes and event places of the events applied since the last call,
    /// so a live session keeps them only as long as it needs: `changeEnds` gives, for each
    /// of those events, where its changes end in `changes`.
    package mutating func takeEventOutput() -> (changes: [PlaceChange], changeEnds: [Int], eventPlaces: [Int?]) {
        let ends = changeStarts.dropFirst().map { $0 - changeStarts[0] }
        defer {
            changes = []
            changeStarts = [0]
            eventPlaces = []
        }
        return (changes, ends, eventPlaces)
    }

    /// Places `top` under `parentPlace` and everything below it under `top`: a RIB keeps
    /// its place while it stays under the same parent place, and otherwise takes the
    /// lowest free slot of its name there.
    private mutating func place(subtreeOf top: RibID, under parentPlace: Int) {
        let isLive = tree.status(of: top) == .attached
        var stack = [(rib: top, parent: parentPlace)]
        while let (rib, parent) = stack.popLast() {
            let family = Family(parent: parent, name: name(of: rib))
            let place: Int
            if let current = placeOfRib[rib], places[current].parent ?? -1 == parent, places[current].name == family.name {
                place = current
            } else {
                vacate(rib)
                place = takePlace(in: family, for: rib)
            }
            setPlace(place, to: state(of: rib, isLive: isLive), rib: rib)
            for child in (tree[rib]?.children ?? []).reversed() {
                stack.append((child, place))
            }
        }
    }

    /// Updates what the places of `top` and everything below it show.
    private mutating func restate(subtreeOf top: RibID) {
        guard placeOfRib[top] != nil else { return }
        let isLive = tree.status(of: top) == .attached
        var stack = [top]
        while let rib = stack.popLast() {
            guard let place = placeOfRib[rib] else { continue }
            setPlace(place, to: state(of: rib, isLive: isLive), rib: rib)
            stack.append(contentsOf: tree[rib]?.children ?? [])
        }
    }

    private func state(of rib: RibID, isLive: Bool) -> PlaceState {
        guard isLive else { return .detached }
        return tree[rib]?.isActive == true ? .active : .inactive
    }

    private mutating func takePlace(in family: Family, for rib: RibID) -> Int {
        var entry = families[family] ?? (SlotPool(), [])
        let slot = entry.pool.take()
        if slot == entry.places.count {
            let parent = family.parent >= 0 ? family.parent : nil
            let depth = parent.map { places[$0].depth + 1 } ?? 0
            entry.places.append(places.count)
            places.append(RibPlace(id: places.count, name: family.name, parent: parent, slot: slot, depth: depth, occupants: []))
            states.append(.empty)
            occupants.append(nil)
        }
        families[family] = entry
        let place = entry.places[slot]
        if places[place].occupants.last != rib { places[place].occupants.append(rib) }
        placeOfRib[rib] = place
        return place
    }

    /// Empties the place of `rib`, if it has one, and frees its slot.
    private mutating func vacate(_ rib: RibID) {
        guard let place = placeOfRib.removeValue(forKey: rib) else { return }
        setPlace(place, to: .empty, rib: nil)
        let family = Family(parent: places[place].parent ?? -1, name: places[place].name)
        families[family]?.pool.release(places[place].slot)
    }

    private mutating func setPlace(_ place: Int, to state: PlaceState, rib: RibID?) {
        guard states[place] != state || occupants[place] != rib else { return }
        states[place] = state
        occupants[place] = rib
        changes.append(PlaceChange(place: place, state: state, rib: rib))
    }

    private func name(of rib: RibID) -> String {
        declarations.rib(rib)?.name ?? rib.description
    }
}
