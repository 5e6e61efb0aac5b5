import Foundation
import Graphviz
import RibInspector

/// The drawing of places a live session added after its page was drawn, which the page
/// sets near their parents without moving anything it shows.
///
/// Each new subtree (a new place whose parent the page already draws, or a new root, with
/// every new place below it) is laid out alone by graphviz, its places styled as the
/// session's whole layout styles them (``PlaceGraphStyle``) and carrying the same element
/// ids (`place12`, `link12`), in frames of their scopes. The page puts each one in the
/// free space nearest to one rank below its parent and draws the edge from its parent
/// (into the root's adapter tag, when an adapter builds the root's RIB: the subtree holds
/// the tag); a fresh whole layout (reloading the page) frames each scope once. A subtree
/// does not repeat the frames the page shows around its parent, except the frame of a
/// scope one of its own places is in.
///
/// It needs no events: only the places and the session's declarations, which an
/// incremental session state keeps.
package struct NewPlacesDrawing: Sendable {
    /// One new subtree, laid out alone.
    package struct Subtree: Encodable, Hashable, Sendable {
        /// The place its root hangs from, which the page already draws; -1 for a new root.
        package var parent: Int
        /// The subtree's root place.
        package var root: Int
        /// graphviz's SVG of the subtree: an `<svg>` element, without comments and
        /// `<title>`s, every name in it escaped by graphviz.
        package var svg: String
    }

    private let style: PlaceGraphStyle
    private let direction: LayoutDirection

    /// A drawer of new places.
    ///
    /// - Parameters:
    ///   - places: Every place of the session, the new ones included, parents before
    ///     children.
    ///   - declarations: The session's scopes and RIBs (its events are not needed): what
    ///     each place's first RIB declares, its scope's frame, and the colours of the
    ///     session's names, as in the whole layout. A place whose RIB is not declared is
    ///     drawn as a box of unknown kind, outside any frame.
    ///   - direction: The direction of the page's drawing (never `automatic`).
    ///   - showsTypes: Whether labels show the RIBs' types, as in the page's drawing.
    package init(places: [RibPlace], declarations: Trace, direction: LayoutDirection, showsTypes: Bool) {
        style = PlaceGraphStyle(places: places, declarations: declarations, showsTypes: showsTypes)
        self.direction = direction
    }

    /// A drawer of the places of `layout`'s session that a page drawn with `layout` lacks.
    init(layout: StableGraphBuilder) {
        style = layout.placeStyle
        direction = layout.direction
    }

    /// Lays out the places `added`, each new subtree alone.
    ///
    /// - Parameter added: The places the page lacks: every place from its place count on.
    /// - Throws: ``Graphviz/GraphvizError`` when graphviz fails.
    package func subtrees(of added: Range<Int>, graphviz: GraphvizRenderer = GraphvizRenderer()) throws -> [Subtree] {
        let places = style.places
        var rootOf: [Int: Int] = [:]
        var members: [Int: [Int]] = [:]
        var roots: [Int] = []
        for place in added {
            let parent = places[place].parent
            let root = parent.flatMap { rootOf[$0] } ?? place
            if root == place { roots.append(place) }
            rootOf[place] = root
            members[root, default: []].append(place)
        }
        return try roots.map { root in
            var graph = style.framedGraph(
                of: members[root] ?? [],
                direction: direction,
                state: { _ in .empty },
                statesAsClasses: true,
                entry: { $0 == root ? .fromOutside : .fromParent },
                frameIDPrefix: "subtree\(root)_",
                framesShownElsewhere: Set(places[root].parent.map(style.framesAround) ?? [])
            )
            graph.attributes["id"] = .text("subtree\(root)")
            let drawing = ReportDrawing(svg: try graphviz.render(graph, using: .dot, to: .svg))
            return Subtree(parent: places[root].parent ?? -1, root: root, svg: drawing.markup)
        }
    }
}
