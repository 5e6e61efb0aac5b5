/// A graphviz layout engine: the algorithm that places nodes and routes edges.
///
/// The common engines have names (``dot``, ``neato``, ``twopi``, ...); any other
/// engine the installed graphviz offers works through ``init(name:)``.
/// ``GraphvizRenderer/availableEngines`` lists what is installed, and rendering
/// with an engine that is not installed throws
/// ``GraphvizError/unknownEngine(_:available:)``.
public struct LayoutEngine: Hashable, Sendable {
    /// The engine's graphviz name, as in `dot -K<name>`.
    public var name: String

    /// Creates an engine by its graphviz name.
    ///
    /// - Parameter name: The name graphviz knows the engine by, as in `dot -K<name>`.
    public init(name: String) {
        self.name = name
    }

    /// Hierarchical layers for directed graphs and trees.
    public static let dot = LayoutEngine(name: "dot")
    /// Spring model (stress majorization) for undirected graphs.
    public static let neato = LayoutEngine(name: "neato")
    /// Force-directed placement (Fruchterman–Reingold) with cluster support.
    public static let fdp = LayoutEngine(name: "fdp")
    /// Multiscale force-directed placement for large graphs.
    public static let sfdp = LayoutEngine(name: "sfdp")
    /// Radial layout: nodes on circles around a root (graph attribute `root`).
    public static let twopi = LayoutEngine(name: "twopi")
    /// Circular layout.
    public static let circo = LayoutEngine(name: "circo")
    /// Clusters packed as nested boxes.
    public static let osage = LayoutEngine(name: "osage")
    /// Squarified tree map of clusters.
    public static let patchwork = LayoutEngine(name: "patchwork")
    /// No placement: every node keeps the position the caller gave it.
    ///
    /// Same as `neato -n`. Each node needs `pos="x,y"` (its centre, in points;
    /// a trailing `!` is allowed); edges are routed between the given positions.
    /// Graphviz then moves the whole drawing so its bounding box starts at the
    /// origin; set the graph attribute `notranslate` to `"true"` to keep the
    /// coordinates exactly as given.
    public static let nop = LayoutEngine(name: "nop")
    /// Like ``nop``, and also keeps edge routes given as edge `pos` attributes
    /// (`neato -n2`).
    public static let nop2 = LayoutEngine(name: "nop2")
}

extension LayoutEngine: CustomStringConvertible {
    /// The engine's graphviz name.
    public var description: String { name }
}

extension LayoutEngine {
    /// Whether the engine lays out clusters (subgraphs named `cluster…`) as frames around
    /// their nodes: dot, fdp, osage and patchwork do. The others ignore clusters (twopi,
    /// circo, sfdp), draw some of them wrong (neato) or do not place nodes at all (nop).
    public var laysOutClusters: Bool {
        ["dot", "fdp", "osage", "patchwork"].contains(name)
    }

    /// Whether graphs for this engine can number their objects in creation order
    /// (`cgraphviz_ordered_disc`), which makes cluster order, and so the drawing, the same
    /// on every render. The force-directed and radial engines copy nodes into graphs of
    /// their own by ID and would lose the names that discipline keeps aside, so they keep
    /// graphviz's default numbering.
    var keepsNamesOfOrderedIDs: Bool {
        !["neato", "fdp", "sfdp", "twopi"].contains(name)
    }
}
