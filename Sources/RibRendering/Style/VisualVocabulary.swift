import Graphviz
import RibInspector

/// What each outline, line and shape means, the same in every picture ribviz draws, so a
/// reader learns it once:
///
/// - a solid rounded box is a viewful RIB; a **dashed** oval outline is a viewless one.
///   Dashes mean nothing else.
/// - **red, dotted, on a light red fill** is a RIB alive out of the live tree (detached,
///   or below a RIB that was, and not deallocated): the RIB in a tree with the edges to it,
///   and on a timeline the segment of its lane from when it left the live tree to its
///   deallocation or the end of the trace. Lasting, that is a leak.
/// - a **dotted** line otherwise means "no longer there": red for the edge the picture's
///   event just detached and, in a diff, red for what only the old session had.
/// - a red octagon on a timeline is a finding of `ribviz inspect`, at the event that
///   shows it.
/// - a light filled frame with a thin solid border is a scope (a component instance),
///   titled at its bottom left with what it shares (edges come in from above, so they
///   never cross the title). Its colour, like a RIB's, comes from ``Palette``, which has
///   no grey and no red.
/// - a small solid tag on an edge is an adapter: it builds the child and is not a RIB.
/// - grey text is a RIB whose interactor is inactive.
///
/// A tree picture says so in its legend (``treeLegendCells(for:)``), a timeline in its own.
/// Each builder takes these attributes from here instead of spelling styles itself.
enum VisualVocabulary {
    /// A RIB's shape and outline, filled: a rounded box when it has a view, a dashed oval
    /// when it is viewless (a box when the trace or the sources do not say); dotted
    /// instead of dashed or solid when it is no longer there.
    static func ribShape(isViewful: Bool?, isGone: Bool = false) -> Attributes {
        let isViewless = isViewful == false
        let line = isGone ? "dotted" : isViewless ? "dashed" : nil
        return [
            "shape": isViewless ? "oval" : "box",
            "style": .text([line, "filled", isViewless ? nil : "rounded"].compactMap { $0 }.joined(separator: ",")),
        ]
    }

    /// A RIB: its shape (``ribShape(isViewful:isGone:)``), filled and outlined in its
    /// colours.
    static func rib(isViewful: Bool?, fill: String, stroke: String) -> Attributes {
        ribShape(isViewful: isViewful).merging(["fillcolor": .text(fill), "color": .text(stroke)]) { $1 }
    }

    /// The legend of a picture of the sources in which some RIB's router, and so whether
    /// it has a view, is unknown: such a RIB is drawn as a box, like a viewful one, and
    /// labelled `router unknown`.
    static let unknownViewLegend: Attributes = [
        "shape": "note", "style": "filled", "fillcolor": "#ffffff", "color": .text(Palette.muted),
        "fontsize": "9", "fontcolor": .text(Palette.inactiveText),
        "label": "\"router unknown\": the scan could not find the RIB's router,\nso whether it has a view is unknown (drawn as a box)",
    ]

    /// A RIB alive out of the live tree (detached but still alive): its shape, light red,
    /// with a dotted red outline.
    static func detachedRib(isViewful: Bool?) -> Attributes {
        ribShape(isViewful: isViewful, isGone: true)
            .merging(["fillcolor": .text(aliveOutsideFill), "color": .text(Palette.detached)]) { $1 }
    }

    /// The text of a RIB alive out of the live tree, and of its `detached` note.
    static let detachedText = Palette.detached

    /// A timeline segment for the time a RIB spent alive out of the live tree: light red
    /// with a dotted red outline, like such a RIB in a snapshot.
    static let aliveOutsideBar = (style: "dotted,filled", fill: aliveOutsideFill, stroke: Palette.detached)

    /// A timeline line for the time an interactor outlived its router: dotted grey.
    static let interactorAfterRouterLine = (style: "dotted,filled", fill: Palette.muted, stroke: Palette.muted)

    /// An edge to a RIB alive out of the live tree: dotted red.
    static let detachedEdge: Attributes = ["style": "dotted", "color": .text(Palette.detached)]

    /// The edge the picture's event just detached: dotted red, labelled `detached`.
    static let justDetachedEdge: Attributes = [
        "style": "dotted", "penwidth": "1.6", "color": .text(Palette.detached), "fontcolor": .text(Palette.detached),
        "label": "detached", "fontname": "Helvetica", "fontsize": "10",
    ]

    /// What only the old session of a diff had, node or edge: outlined dotted.
    static let goneStyle = "dotted"

    /// A scope's frame, for a cluster: a light fill of the scope's colour inside a thin
    /// solid border of it.
    static func scopeFrame(named name: String, colours: Palette.Assignment) -> Attributes {
        [
            "style": "filled,rounded", "fillcolor": .text(colours.tint(for: name)),
            "color": .text(colours.stroke(for: name)), "penwidth": "0.8",
        ]
    }

    /// An adapter: a small white tag with a solid outline and its type's name.
    ///
    /// - Parameters:
    ///   - type: The adapter's type name, shown as it is.
    ///   - child: The name of the RIB it builds, for the tooltip.
    static func adapter(type: String, building child: String) -> Attributes {
        [
            "label": .html("<font point-size=\"9\">adapter<br/>\(LabelShortening.html(type))</font>"),
            "shape": "cds", "style": "filled", "fillcolor": "white", "color": "#777777", "fontcolor": "#555555", "height": "0.3",
            "tooltip": .text(tooltipEscaped("\(type): the listener and builder of \(child); not a RIB")),
        ]
    }

    /// The legend of a tree picture of `trace`, as a row of HTML-like table cells for a
    /// graph's label, and how many cells it has: a viewful RIB, a viewless one, an adapter
    /// and a scope when the trace has any, an inactive RIB and a RIB alive out of the live
    /// tree, each drawn with its own outline. Every picture of a trace has the same legend.
    static func treeLegendCells(for trace: Trace) -> (cells: String, count: Int) {
        func cell(_ text: String, style: String, border: Int = 1, colour: String = "#555555", fill: String = "white", textColour: String = "black") -> String {
            "<td border=\"\(border)\" style=\"\(style)\" color=\"\(colour)\" bgcolor=\"\(fill)\">"
                + "<font point-size=\"9\" color=\"\(textColour)\">\(text)</font></td>"
        }
        var cells = [cell("viewful RIB", style: "rounded"), cell("viewless RIB", style: "rounded,dashed")]
        if trace.ribs.contains(where: { $0.adapterType != nil }) {
            cells.append(cell("adapter", style: "solid", colour: "#777777", textColour: "#555555"))
        }
        if !trace.scopes.isEmpty {
            cells.append(cell("scope", style: "rounded", colour: Palette.strokes[0], fill: "#ecf3ff"))
        }
        cells.append(cell("inactive", style: "rounded", textColour: Palette.inactiveText))
        cells.append(cell("alive out of the tree", style: "rounded,dotted", colour: Palette.detached, fill: aliveOutsideFill, textColour: detachedText))
        return (cells.joined(), cells.count)
    }

    private static let aliveOutsideFill = "#ffebee"
}
