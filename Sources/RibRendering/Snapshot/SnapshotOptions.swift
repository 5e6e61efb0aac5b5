/// What a tree snapshot shows beyond the live tree.
public struct SnapshotOptions: Hashable, Sendable {
    /// Shows each RIB's router, interactor and builder types under its name.
    public var showsTypes: Bool
    /// Draws RIBs that are detached but still alive, grey with a dotted outline.
    public var includesDetached: Bool
    /// Highlights the RIB the snapshot's last event attached (green) or detached (red).
    public var highlightsLastEvent: Bool

    /// Creates options; by default only the highlight is on.
    public init(showsTypes: Bool = false, includesDetached: Bool = false, highlightsLastEvent: Bool = true) {
        self.showsTypes = showsTypes
        self.includesDetached = includesDetached
        self.highlightsLastEvent = highlightsLastEvent
    }
}
