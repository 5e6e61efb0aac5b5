import Graphviz
import RibInspector

/// What a stable-layout drawing shows.
public struct StableLayoutOptions: Hashable, Sendable {
    /// Which way the tree grows; ``LayoutDirection/automatic`` by default.
    public var direction: LayoutDirection
    /// Shows each place's router, interactor and builder types under its name.
    public var showsTypes: Bool
    /// Which places to draw; all by default.
    public var selection: PlaceSelection

    /// Creates options.
    public init(direction: LayoutDirection = .automatic, showsTypes: Bool = false, selection: PlaceSelection = PlaceSelection()) {
        self.direction = direction
        self.showsTypes = showsTypes
        self.selection = selection
    }
}

/// Turns a session's places into one graph, laid out once for the whole session, and
/// each moment into a ``Graphviz/Restyling`` of it.
///
/// Every place is a node with the id `place` and its index (``elementID(ofPlace:)``), in
/// the frame of its scope; the edge into a place has the id `link` and the place's index.
/// How a place looks in each state comes from ``PlaceStyle``.
public struct StableGraphBuilder: Sendable {
    /// The session's places.
    public let places: SessionPlaces
    /// The options the builder was made with.
    public let options: StableLayoutOptions
    /// The places drawn, parents before children.
    public let drawnPlaces: [Int]
    /// The direction the drawing grows in, never ``LayoutDirection/automatic``.
    public let direction: LayoutDirection
    /// For drawn places whose children the selection leaves out, how many places are below.
    let hiddenBelow: [Int: Int]
    private let isDrawn: [Bool]
    /// How places become nodes and edges, with the colours of the trace's names (the same
    /// in every picture of the session).
    private let style: PlaceGraphStyle

    /// Chooses the places to draw and the direction.
    ///
    /// - Throws: ``PlaceSelectionError`` when the selection names no RIB of the session
    ///   or asks for less than one level.
    public init(places: SessionPlaces, options: StableLayoutOptions = StableLayoutOptions()) throws(PlaceSelectionError) {
        self.places = places
        self.options = options
        let selected = try places.places(selectedBy: options.selection)
        drawnPlaces = selected.drawn
        hiddenBelow = selected.hiddenBelow
        var isDrawn = Array(repeating: false, count: places.places.count)
        for place in selected.drawn { isDrawn[place] = true }
        self.isDrawn = isDrawn
        style = PlaceGraphStyle(places: places.places, declarations: places.trace, showsTypes: options.showsTypes, hiddenBelow: selected.hiddenBelow)
        let depths = selected.drawn.map { places.places[$0].depth }
        let leaves = selected.drawn.filter { place in !places.children(of: place).contains { isDrawn[$0] } }.count
        direction = options.direction.resolved(levels: (depths.max() ?? 0) - (depths.min() ?? 0) + 1, leaves: leaves)
    }

    /// The graph of every drawn place, each styled for its state in `mask`.
    ///
    /// - Parameter statesAsClasses: Draws every place in its live colours and says its
    ///   state only in its `class` (`place st-detached`), for a page whose stylesheet
    ///   draws the states; otherwise the attributes draw them.
    public func graph(showing mask: SessionMask, statesAsClasses: Bool = false) -> Graph {
        style.framedGraph(
            of: drawnPlaces,
            direction: direction,
            state: { mask.states[$0] },
            statesAsClasses: statesAsClasses,
            entry: { place in places.places[place].parent.map { isDrawn[$0] } == true ? .fromParent : .none }
        )
    }

    /// What changes to show `mask` on the graph of ``graph(showing:statesAsClasses:)``,
    /// with the place of the event at `eventIndex` outlined when it attached or detached
    /// a RIB.
    ///
    /// - Parameter previous: The moment the graph shows now, if it shows one: then only
    ///   the places whose state differs, and the outlined places, are restyled
    ///   (restylings add up), which keeps a flip-book's pages cheap.
    package func restyling(
        for mask: SessionMask,
        afterEventAt eventIndex: Int?,
        from previous: (mask: SessionMask, eventIndex: Int?)? = nil
    ) -> Restyling {
        var restyling = Restyling()
        let highlight = outlined(afterEventAt: eventIndex)
        var changed: [Int]
        if let previous {
            changed = drawnPlaces.filter { previous.mask.states[$0] != mask.states[$0] }
            for place in [outlined(afterEventAt: previous.eventIndex)?.place, highlight?.place].compactMap({ $0 }) where !changed.contains(place) {
                changed.append(place)
            }
        } else {
            changed = drawnPlaces
        }
        for place in changed {
            restyle(place, in: mask.states[place], into: &restyling)
        }
        if let highlight {
            restyling.nodes[Self.elementID(ofPlace: highlight.place), default: [:]].merge(PlaceStyle.changed(attached: highlight.attached)) { $1 }
        }
        return restyling
    }

    /// Adds the node, the edge into it and its adapter tag of `place` in `state`.
    private func restyle(_ place: Int, in state: PlaceState, into restyling: inout Restyling) {
        restyling.nodes[Self.elementID(ofPlace: place)] = PlaceStyle.node(
            state, name: places.places[place].name, isViewful: style.facts[place]?.isViewful, colours: style.colours
        )
        guard let parent = places.places[place].parent, isDrawn[parent] else { return }
        let edgeStyle = PlaceStyle.edge(into: state)
        if style.facts[place]?.adapterType != nil {
            let tag = PlaceGraphStyle.adapterName(ofPlace: place)
            restyling.nodes[tag] = PlaceStyle.adapterTag(building: state)
            restyling.edges[EdgeEnds(from: Self.elementID(ofPlace: parent), to: tag)] = edgeStyle
            restyling.edges[EdgeEnds(from: tag, to: Self.elementID(ofPlace: place))] = edgeStyle
        } else {
            restyling.edges[EdgeEnds(from: Self.elementID(ofPlace: parent), to: Self.elementID(ofPlace: place))] = edgeStyle
        }
    }

    /// The drawn place the event at `eventIndex` attached (or launched) or detached a RIB at.
    private func outlined(afterEventAt eventIndex: Int?) -> (place: Int, attached: Bool)? {
        guard let eventIndex, let place = places.eventPlaces[eventIndex], isDrawn[place] else { return nil }
        switch places.trace.events[eventIndex].kind {
        case .attached, .launched: return (place, true)
        case .detached: return (place, false)
        default: return nil
        }
    }

    /// The `id` of a place's node in SVG output: `place` and the place's index.
    package static func elementID(ofPlace place: Int) -> String { PlaceGraphStyle.elementID(ofPlace: place) }

    /// The `id` of the edge into a place in SVG output: `link` and the place's index.
    package static func linkID(ofPlace place: Int) -> String { PlaceGraphStyle.linkID(ofPlace: place) }

    /// How this layout draws its places, for drawing places added later the same way.
    var placeStyle: PlaceGraphStyle { style }
}

/// Scopes by name and place in the scope tree: the component instances of one scope over
/// a session (LoggedIn's scope at the first and at the second login) become the scope
/// they first were, so a stable layout frames them once.
struct CanonicalScopes {
    private var canonicalByScope: [ScopeID: ScopeID] = [:]

    init(trace: Trace) {
        var firstByKey: [Key: ScopeID] = [:]
        for scope in trace.scopes {
            let parent = scope.parent.flatMap { canonicalByScope[$0] }
            let key = Key(name: scope.name, parent: parent)
            if let first = firstByKey[key] {
                canonicalByScope[scope.id] = first
            } else {
                firstByKey[key] = scope.id
                canonicalByScope[scope.id] = scope.id
            }
        }
    }

    /// The first scope with the same name under the same canonical parent scope.
    func canonical(_ scope: ScopeID?) -> ScopeID? {
        scope.map { canonicalByScope[$0] ?? $0 }
    }

    private struct Key: Hashable {
        var name: String
        var parent: ScopeID?
    }
}
