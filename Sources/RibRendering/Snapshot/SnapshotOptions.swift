import RibInspector

/// What a tree snapshot shows beyond the live tree.
public struct SnapshotOptions: Hashable, Sendable {
    /// Shows each RIB's router, interactor and builder types under its name.
    public var showsTypes: Bool
    /// Draws RIBs that are detached but still alive, light red with a dotted red outline.
    public var includesDetached: Bool
    /// Highlights the RIB the snapshot's last event attached (green) or detached (red).
    public var highlightsLastEvent: Bool
    /// When set, draws only the part of the tree around one RIB (see ``SnapshotFocus``);
    /// `nil` draws the whole tree.
    public var focus: SnapshotFocus?
    /// Draws only the subtrees of the RIBs with a name, or only some levels
    /// (see ``PlaceSelection``); everything by default.
    public var selection: PlaceSelection
    /// Adds, under the title, a legend of what the shapes and outlines mean.
    public var showsLegend: Bool
    /// The picture files of the trace's screens (``ScreenImageFiles/paths``): each drawn RIB
    /// with a screen at the snapshot's moment gets its latest picture beside it. Empty (the
    /// default) draws no pictures.
    package var screenFiles: [ScreenDigest: String] = [:]

    /// Creates options; by default the highlight and the legend are on and the whole tree
    /// is drawn.
    public init(
        showsTypes: Bool = false,
        includesDetached: Bool = false,
        highlightsLastEvent: Bool = true,
        focus: SnapshotFocus? = nil,
        selection: PlaceSelection = PlaceSelection(),
        showsLegend: Bool = true
    ) {
        self.showsTypes = showsTypes
        self.includesDetached = includesDetached
        self.highlightsLastEvent = highlightsLastEvent
        self.focus = focus
        self.selection = selection
        self.showsLegend = showsLegend
    }
}
