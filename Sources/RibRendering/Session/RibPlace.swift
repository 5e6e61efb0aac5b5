import RibInspector

/// One place in a session's stable layout: a RIB position, named by the path of RIB
/// names from the root (`Root › LoggedIn › OffGame`).
///
/// Every instance of a RIB that stands at that position over the session stands at the
/// same place, so stepping through the session never moves anything. A second place
/// (``slot`` 1, 2, …) exists only where two instances of one name stood under one parent
/// at the same time.
public struct RibPlace: Hashable, Sendable, Identifiable {
    /// The place's index in ``SessionPlaces/places``.
    public let id: Int
    /// The RIB name shared by every instance that stands here.
    public let name: String
    /// The place of the parent, or `nil` for a root.
    public let parent: Int?
    /// 0 for the first place of this name under this parent; 1, 2, … for the places of
    /// instances that stood there while another instance held the first.
    public let slot: Int
    /// 0 for a root, 1 for its children, and so on.
    public let depth: Int
    /// The instances that stood here, in the order they arrived.
    public internal(set) var occupants: [RibID]

    /// The name as a picture labels the place: `TransportHome`, or `TransportHome (2)` for
    /// the second place of that name under one parent.
    public var label: String {
        slot == 0 ? name : "\(name) (\(slot + 1))"
    }
}

/// What a place shows at one moment of a session.
public enum PlaceState: UInt8, Hashable, Sendable, CaseIterable {
    /// No instance stands here now.
    case empty = 0
    /// An instance in the live tree with an active interactor.
    case active = 1
    /// An instance in the live tree whose interactor is not active.
    case inactive = 2
    /// An instance that is alive but out of the live tree: detached, or below a detached
    /// RIB. Alive after leaving the tree is how a leak starts.
    case detached = 3
}
