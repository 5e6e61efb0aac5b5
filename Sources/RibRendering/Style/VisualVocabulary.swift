import Graphviz

/// What each outline, line and shape means, the same in every picture ribviz draws, so a
/// reader learns it once:
///
/// - a solid rounded box is a viewful RIB; a **dashed** oval outline is a viewless one.
///   Dashes mean nothing else.
/// - a **dotted** line means "no longer there": grey for a RIB that is detached but still
///   alive (its outline and the edges to it, and on a timeline the bar of a RIB still
///   attached below a detached RIB), red for the edge the picture's event just detached,
///   and, in a diff, red for what only the old session had.
/// - a light filled frame with a thin solid border is a scope (a component instance),
///   labelled with what it shares.
/// - a small solid tag on an edge is an adapter: it builds the child and is not a RIB.
/// - in a picture of the sources, a hollow arrowhead is a relation that only a
///   `Dependency` protocol declares (an ancestor's component provides the child's builder).
///
/// Each builder takes these attributes from here instead of spelling styles itself.
enum VisualVocabulary {
    /// A RIB: a rounded box when it has a view, a dashed oval when it is viewless (a box
    /// when the trace or the sources do not say), filled and outlined in its colours.
    static func rib(isViewful: Bool?, fill: String, stroke: String) -> Attributes {
        let isViewless = isViewful == false
        return [
            "shape": isViewless ? "oval" : "box",
            "style": isViewless ? "dashed,filled" : "filled,rounded",
            "fillcolor": .text(fill),
            "color": .text(stroke),
        ]
    }

    /// A RIB detached but still alive: its shape, greyed, with a dotted grey outline.
    static func detachedRib(isViewful: Bool?) -> Attributes {
        let isViewless = isViewful == false
        return [
            "shape": isViewless ? "oval" : "box",
            "style": isViewless ? "dotted,filled" : "dotted,filled,rounded",
            "fillcolor": .text(detachedFill),
            "color": .text(Palette.muted),
        ]
    }

    /// A timeline bar for the time a RIB spent attached below a detached RIB, out of the
    /// live tree: greyed, with a dotted grey outline, like a detached RIB in a snapshot.
    static let detachedBar = (style: "dotted,filled", fill: detachedFill, stroke: Palette.muted)

    /// An edge to a RIB detached but still alive: dotted grey.
    static let detachedEdge: Attributes = ["style": "dotted", "color": .text(Palette.muted)]

    /// The edge the picture's event just detached: dotted red, labelled `detached`.
    static let justDetachedEdge: Attributes = [
        "style": "dotted", "penwidth": "1.6", "color": .text(Palette.detached), "fontcolor": .text(Palette.detached),
        "label": "detached", "fontname": "Helvetica", "fontsize": "10",
    ]

    /// A relation that only a `Dependency` protocol declares: a hollow arrowhead.
    static let throughDependencyEdge: Attributes = ["arrowhead": "onormal"]

    /// What only the old session of a diff had, node or edge: outlined dotted.
    static let goneStyle = "dotted"

    /// A scope's frame, for a cluster: a light fill of the scope's colour inside a thin
    /// solid border of it.
    static func scopeFrame(named name: String) -> Attributes {
        [
            "style": "filled,rounded", "fillcolor": .text(Palette.tint(for: name)),
            "color": .text(Palette.stroke(for: name)), "penwidth": "0.8",
        ]
    }

    /// An adapter: a small white tag with a solid outline and its type's name.
    ///
    /// - Parameters:
    ///   - type: The adapter's type name, shown as it is.
    ///   - child: The name of the RIB it builds, for the tooltip.
    static func adapter(type: String, building child: String) -> Attributes {
        [
            "label": .html("<font point-size=\"9\">adapter<br/>\(htmlEscaped(type))</font>"),
            "shape": "cds", "style": "filled", "fillcolor": "white", "color": "#777777", "fontcolor": "#555555", "height": "0.3",
            "tooltip": .text(tooltipEscaped("\(type): the listener and builder of \(child); not a RIB")),
        ]
    }

    private static let detachedFill = "#f5f5f5"
}
