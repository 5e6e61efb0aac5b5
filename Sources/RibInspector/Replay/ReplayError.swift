/// An event that contradicts the tree built from the events before it.
///
/// A runtime hook never produces these: it records RIBs' own mistakes as
/// ``RibEvent/Anomaly`` events. A trace file that claims one of them is damaged or was
/// written by a faulty tool.
public enum ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `built` event for a RIB that already exists.
    case alreadyBuilt(RibID)
    /// An attach of a RIB that is attached already (or is a launched root).
    case alreadyAttached(RibID, parent: RibID, currentParent: RibID?)
    /// A detach of a RIB from a router it is not attached to.
    case notAChild(RibID, parent: RibID, actualParent: RibID?)
    /// An attach that would make a RIB its own ancestor.
    case cycle(RibID, parent: RibID)
    /// A launch of a RIB that is attached to a parent.
    case launchedWhileAttached(RibID, parent: RibID)
    /// A deallocation of a RIB that is still attached.
    case deallocatedWhileAttached(RibID, parent: RibID)
    /// An event about a RIB after its deallocation.
    case usedAfterDeallocation(RibID)

    public var description: String {
        switch self {
        case .alreadyBuilt(let rib):
            "RIB \(rib.rawValue) is built twice"
        case .alreadyAttached(let rib, let parent, let current?):
            "RIB \(rib.rawValue) is attached to RIB \(parent.rawValue) while it is attached to RIB \(current.rawValue)"
        case .alreadyAttached(let rib, let parent, nil):
            "RIB \(rib.rawValue) is attached to RIB \(parent.rawValue) while it is a launched root"
        case .notAChild(let rib, let parent, let actual?):
            "RIB \(rib.rawValue) is detached from RIB \(parent.rawValue), but it is attached to RIB \(actual.rawValue)"
        case .notAChild(let rib, let parent, nil):
            "RIB \(rib.rawValue) is detached from RIB \(parent.rawValue), but it is not attached"
        case .cycle(let rib, let parent):
            "attaching RIB \(rib.rawValue) to RIB \(parent.rawValue) would make it its own ancestor"
        case .launchedWhileAttached(let rib, let parent):
            "RIB \(rib.rawValue) is launched as a root while attached to RIB \(parent.rawValue)"
        case .deallocatedWhileAttached(let rib, let parent):
            "RIB \(rib.rawValue) is deallocated while attached to RIB \(parent.rawValue)"
        case .usedAfterDeallocation(let rib):
            "RIB \(rib.rawValue) appears in an event after it was deallocated"
        }
    }
}
