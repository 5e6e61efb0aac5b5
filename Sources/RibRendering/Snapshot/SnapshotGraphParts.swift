import Graphviz
import RibInspector

/// What the graphs of a trace's snapshots share, made once for all of them: the trace's
/// colours, each RIB's node, each adapter's tag and each scope's frame. A RIB's node depends only on its
/// trace and on whether it is detached and active in the snapshot (the outline of the
/// last event's change is added on top), and the states of a session differ by one event,
/// so most of a picture's nodes were made for the picture before.
struct SnapshotGraphParts {
    /// A RIB as a snapshot draws it.
    struct NodeKey: Hashable {
        var rib: RibID
        var isDetached: Bool
        var isActive: Bool
    }

    /// The colours of the trace's scope and RIB names.
    let colours: Palette.Assignment
    /// The nodes made so far.
    var nodes: [NodeKey: Node] = [:]
    /// The adapter tags made so far, by the RIB each builds.
    var adapters: [RibID: Node] = [:]
    /// The scopes' frames made so far.
    var frames: [ScopeClusters.FrameKey: Attributes] = [:]
    /// The legend's cells, made once for the trace (``VisualVocabulary/treeLegendCells(for:)``).
    private(set) lazy var legend = VisualVocabulary.treeLegendCells(for: trace)
    private let trace: Trace

    /// Parts for snapshots of `trace`, none made yet but its colours.
    init(trace: Trace) {
        self.trace = trace
        colours = Palette.Assignment(trace: trace)
    }
}
