import RibRendering

/// How `ribviz render` draws each tree state, apart from the trace and its moments: all
/// that a drawing worker process needs to draw a state exactly as this process would.
struct DrawingSettings: Codable, Sendable {
    var layout: SnapshotLayout
    var showsTypes: Bool
    /// Draws the RIBs alive out of the tree too (not `--live-only`).
    var includesDetached: Bool
    var subtree: String?
    var depth: Int?
    /// A ``LayoutDirection`` by its raw value (`auto`, `tb`, `lr`).
    var direction: String
    /// The layout engine's name, as graphviz knows it.
    var engine: String
    /// The output formats' names, as graphviz knows them, in the order drawn.
    var formats: [String]
    /// Draws each RIB's latest screen beside it (`--screens`; the compact layout only).
    var showsScreens = false

    /// Which places are drawn, in either layout.
    var selection: PlaceSelection {
        PlaceSelection(subtree: subtree, depth: depth)
    }

    /// The compact layout's options.
    var snapshotOptions: SnapshotOptions {
        SnapshotOptions(showsTypes: showsTypes, includesDetached: includesDetached, selection: selection)
    }

    /// The stable layout's options.
    var stableOptions: StableLayoutOptions {
        StableLayoutOptions(direction: LayoutDirection(rawValue: direction) ?? .automatic, showsTypes: showsTypes, selection: selection)
    }
}
