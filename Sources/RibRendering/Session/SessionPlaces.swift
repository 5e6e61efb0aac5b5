import RibInspector

/// The places of a session's stable layout and, event by event, what each place shows.
///
/// A trace is laid out once, as the architecture the whole session showed: one
/// ``RibPlace`` per RIB position. Each moment of the session is then a mask over that one
/// layout (a ``SessionMask``): which places hold a RIB, whether it is active, or alive out
/// of the tree. A RIB keeps its place for as long as it stays under the same parent, so
/// stepping through the session never moves anything.
///
/// ```swift
/// let places = try SessionPlaces(trace)
/// let mask = places.mask(afterEvents: 42)
/// for place in places.places where mask.states[place.id] == .detached {
///     print("\(place.label) is alive out of the tree")
/// }
/// ```
public struct SessionPlaces: Sendable {
    /// The trace the places come from.
    public let trace: Trace
    /// Every place the session used, parents before their children.
    public let places: [RibPlace]
    /// Every change of a place, in event order; ``changes(ofEvent:)`` gives one event's.
    public let changes: [PlaceChange]
    /// For each event index, where its changes start in ``changes``; one more entry at the
    /// end.
    let changeStarts: [Int]
    /// For each event index, the place of the RIB the event is about at that moment (the
    /// place it left, for a deallocation), if it has one.
    package let eventPlaces: [Int?]
    /// Each place's children, by place index.
    private let childPlaces: [[Int]]

    /// Replays the trace once, placing every RIB that enters a tree.
    ///
    /// - Throws: ``RibInspector/TraceReplayError`` when an event contradicts the tree the
    ///   events before it built.
    public init(_ trace: Trace) throws(TraceReplayError) {
        var builder = SessionPlacesBuilder(declarations: trace)
        for event in trace.events {
            try builder.apply(event)
        }
        self.trace = trace
        self.places = builder.places
        self.changes = builder.changes
        self.changeStarts = builder.changeStarts
        self.eventPlaces = builder.eventPlaces
        var childPlaces = Array(repeating: [Int](), count: builder.places.count)
        for place in builder.places {
            if let parent = place.parent { childPlaces[parent].append(place.id) }
        }
        self.childPlaces = childPlaces
    }

    /// The changes the event at `index` made, in order.
    public func changes(ofEvent index: Int) -> ArraySlice<PlaceChange> {
        changes[changeStarts[index]..<changeStarts[index + 1]]
    }

    /// What every place shows after the first `count` events.
    public func mask(afterEvents count: Int) -> SessionMask {
        var mask = SessionMask(placeCount: places.count)
        let end = changeStarts[min(max(count, 0), trace.events.count)]
        for change in changes[..<end] {
            mask.apply(change)
        }
        return mask
    }

    /// The moments at which the mask differs from every mask before it: one per distinct
    /// state of the stable drawing (which RIB stands at which place, and how), as event
    /// counts in trace order. The first moment of each state is kept.
    ///
    /// Masks are compared by a 64-bit hash kept up to date change by change (Zobrist
    /// hashing), so this costs one pass over the changes and constant memory per state.
    public func distinctMoments() -> [Int] {
        var mask = SessionMask(placeCount: places.count)
        var hash: UInt64 = 0
        var seen: Set<UInt64> = []
        var moments: [Int] = []
        for index in trace.events.indices {
            let changes = changes(ofEvent: index)
            guard !changes.isEmpty else { continue }
            for change in changes {
                hash ^= Self.key(place: change.place, state: mask.states[change.place], rib: mask.occupants[change.place])
                mask.apply(change)
                hash ^= Self.key(place: change.place, state: change.state, rib: change.rib)
            }
            if seen.insert(hash).inserted { moments.append(index + 1) }
        }
        return moments
    }

    /// A well-mixed 64-bit value for one place showing one state and RIB (SplitMix64's
    /// finaliser); the mask's hash is the XOR of its places' values.
    private static func key(place: Int, state: PlaceState, rib: RibID?) -> UInt64 {
        var value =
            UInt64(truncatingIfNeeded: place) &* 0x9E37_79B9_7F4A_7C15
            ^ UInt64(state.rawValue) << 56 ^ UInt64(rib?.rawValue ?? 0) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// The places below `place`, depth first, without `place` itself.
    package func descendants(of place: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(childPlaces[place].reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: childPlaces[next].reversed())
        }
        return result
    }

    /// The places of a place's children, in creation order.
    package func children(of place: Int) -> [Int] {
        childPlaces[place]
    }

    /// The roots' places, in creation order.
    package var roots: [Int] {
        places.filter { $0.parent == nil }.map(\.id)
    }
}

/// One change of one place: the state it shows from now on and the RIB that stands there
/// (`nil` once it is empty).
public struct PlaceChange: Hashable, Sendable {
    /// The place's index in ``SessionPlaces/places``.
    public var place: Int
    /// What the place shows from now on.
    public var state: PlaceState
    /// The RIB that stands there now; `nil` when the place is empty.
    public var rib: RibID?
}

/// What every place of a session's stable layout shows at one moment.
public struct SessionMask: Hashable, Sendable {
    /// Each place's state, by place index.
    public private(set) var states: [PlaceState]
    /// The RIB standing at each place, by place index.
    public private(set) var occupants: [RibID?]

    /// A mask with every place empty, as before the first event.
    public init(placeCount: Int) {
        states = Array(repeating: .empty, count: placeCount)
        occupants = Array(repeating: nil, count: placeCount)
    }

    /// Applies one change.
    public mutating func apply(_ change: PlaceChange) {
        states[change.place] = change.state
        occupants[change.place] = change.rib
    }
}
