import Graphviz
import RibInspector

/// How the places of a stable layout become graphviz nodes and edges: their shapes,
/// labels, tooltips, colours, scope frames and element ids. The session's whole layout
/// (``StableGraphBuilder``) and the drawing of places a live session adds
/// (``NewPlacesDrawing``) share it, so both look the same.
struct PlaceGraphStyle: Sendable {
    /// Where the edge into a place of a graph comes from.
    enum Entry {
        /// From its parent, drawn in the same graph.
        case fromParent
        /// From its parent, drawn elsewhere (a live page draws that edge): the graph holds
        /// only the place's adapter tag, if it has one, and the edge from the tag.
        case fromOutside
        /// No edge: the place is drawn as a root.
        case none
    }

    /// The session's places.
    let places: [RibPlace]
    /// The session's declarations (its scopes and RIBs; events are not needed).
    let declarations: Trace
    /// What the first RIB of each place declares, by place index; `nil` when unknown.
    let facts: [PlaceFacts?]
    /// The scope frame each place is drawn in, by place index: the scope of its first RIB,
    /// as ``CanonicalScopes`` merges a scope's instances; `nil` outside any scope.
    let frames: [ScopeID?]
    /// The colours of the session's names.
    let colours: Palette.Assignment
    /// Whether labels show the router, interactor and builder types.
    let showsTypes: Bool
    /// For places whose children are not drawn, how many places are below.
    let hiddenBelow: [Int: Int]

    /// The style of `places`, each described by its first RIB's declaration in `declarations`.
    init(places: [RibPlace], declarations: Trace, showsTypes: Bool, hiddenBelow: [Int: Int] = [:]) {
        let scopes = CanonicalScopes(trace: declarations)
        let firstRibs = places.map { $0.occupants.first.flatMap(declarations.rib) }
        self.places = places
        self.declarations = declarations
        facts = firstRibs.map { $0.map(PlaceFacts.init) }
        frames = firstRibs.map { scopes.canonical($0?.scope) }
        colours = Palette.Assignment(trace: declarations)
        self.showsTypes = showsTypes
        self.hiddenBelow = hiddenBelow
    }

    /// A graph with the stable layout's attributes and no node yet.
    static func graph(direction: LayoutDirection) -> Graph {
        Graph(
            name: "RIB places",
            attributes: [
                "rankdir": direction == .leftToRight ? "LR" : "TB", "fontname": "Helvetica", "fontsize": "13",
                "nodesep": "0.25", "ranksep": direction == .leftToRight ? "0.6" : "0.5", "id": "stable_graph",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "12", "shape": "box", "fontcolor": "black"],
            edgeDefaults: ["arrowsize": "0.7"]
        )
    }

    /// The graph of the places `drawn`, each in the frame of its scope, with the edge into
    /// each place as `entry` says; an adapter tag stands in the frame of the parent's scope.
    ///
    /// - Parameters:
    ///   - state: The state each place is drawn in.
    ///   - frameIDPrefix: When set, the start of each frame's element id (see
    ///     ``ScopeClusters/elementIDPrefix``).
    ///   - framesShownElsewhere: Frames already shown around the drawn places, not to be
    ///     drawn again (see ``ScopeClusters/framesShownElsewhere``).
    func framedGraph(
        of drawn: [Int],
        direction: LayoutDirection,
        state: (Int) -> PlaceState,
        statesAsClasses: Bool,
        entry: (Int) -> Entry,
        frameIDPrefix: String? = nil,
        framesShownElsewhere: Set<ScopeID> = []
    ) -> Graph {
        var graph = Self.graph(direction: direction)
        var nodesByScope: [ScopeID?: [Node]] = [:]
        for place in drawn {
            nodesByScope[frames[place], default: []].append(node(of: place, in: state(place), statesAsClasses: statesAsClasses))
        }
        for place in drawn {
            let entry = entry(place)
            guard entry != .none, let parent = places[place].parent else { continue }
            let link = link(into: place, from: parent, in: state(place), statesAsClasses: statesAsClasses)
            if let tag = link.adapterTag { nodesByScope[frames[parent], default: []].append(tag) }
            // The first edge comes from the parent: a graph without the parent leaves it out.
            graph.edges += entry == .fromParent ? link.edges : Array(link.edges.dropFirst())
        }
        graph.nodes = nodesByScope[nil] ?? []
        var clusters = ScopeClusters(trace: declarations, nodesByScope: nodesByScope, colours: colours, labelsAtBottom: direction == .topToBottom)
        clusters.elementIDPrefix = frameIDPrefix
        clusters.framesShownElsewhere = framesShownElsewhere
        graph.subgraphs = clusters.clusters()
        return graph
    }

    /// The frame `place` is drawn in and every frame around it, innermost first.
    func framesAround(_ place: Int) -> [ScopeID] {
        var frames: [ScopeID] = []
        var visited: Set<ScopeID> = []
        var current = self.frames[place]
        while let scope = current, visited.insert(scope).inserted {
            frames.append(scope)
            current = declarations.scope(scope)?.parent
        }
        return frames
    }

    /// The node of `place` in `state`; with `statesAsClasses`, drawn in its live colours
    /// with its state in its `class` only.
    func node(of place: Int, in state: PlaceState, statesAsClasses: Bool) -> Node {
        let isViewful = facts[place]?.isViewful
        var attributes = Self.attributeValues(
            PlaceStyle.node(statesAsClasses ? .active : state, name: places[place].name, isViewful: isViewful, colours: colours))
        if statesAsClasses { attributes["class"] = .text("place \(PlaceStyle.className(of: state))") }
        attributes["shape"] = isViewful == false ? "oval" : "box"
        attributes["label"] = .html(label(of: place))
        attributes["tooltip"] = .text(tooltipEscaped(tooltip(of: place)))
        attributes["id"] = .text(Self.elementID(ofPlace: place))
        return Node(Self.elementID(ofPlace: place), attributes: attributes)
    }

    /// The edges from `parent` into `place` in `state`, and the adapter tag between them
    /// when an adapter builds the place's RIB (it belongs in the parent's scope).
    func link(into place: Int, from parent: Int, in state: PlaceState, statesAsClasses: Bool) -> (edges: [Edge], adapterTag: Node?) {
        var style = Self.attributeValues(PlaceStyle.edge(into: state))
        style["id"] = .text(Self.linkID(ofPlace: place))
        if statesAsClasses { style = style.merging(Self.attributeValues(PlaceStyle.edge(into: .active))) { _, live in live } }
        if statesAsClasses { style["class"] = .text("link \(PlaceStyle.className(of: state))") }
        guard let adapter = facts[place]?.adapterType else {
            return ([Edge(from: Self.elementID(ofPlace: parent), to: Self.elementID(ofPlace: place), attributes: style)], nil)
        }
        let tag = Self.adapterName(ofPlace: place)
        var tagAttributes = VisualVocabulary.adapter(type: adapter, building: places[place].label)
            .merging(Self.attributeValues(PlaceStyle.adapterTag(building: statesAsClasses ? .active : state))) { $1 }
        tagAttributes["id"] = .text(tag)
        if statesAsClasses { tagAttributes["class"] = .text("adapter \(PlaceStyle.className(of: state))") }
        var lineFromParent = style
        lineFromParent["arrowhead"] = "none"
        lineFromParent["id"] = .text(Self.linkID(ofPlace: place) + "_adapter")
        return (
            [
                Edge(from: Self.elementID(ofPlace: parent), to: tag, attributes: lineFromParent),
                Edge(from: tag, to: Self.elementID(ofPlace: place), attributes: style),
            ],
            Node(tag, attributes: tagAttributes)
        )
    }

    /// The `id` of a place's node in SVG output: `place` and the place's index.
    static func elementID(ofPlace place: Int) -> String { "place\(place)" }

    /// The `id` of the edge into a place in SVG output: `link` and the place's index.
    static func linkID(ofPlace place: Int) -> String { "link\(place)" }

    /// The name of the adapter tag above a place.
    static func adapterName(ofPlace place: Int) -> String { "adapter\(place)" }

    private static func attributeValues(_ attributes: [String: String]) -> Attributes {
        attributes.mapValues { .text($0) }
    }

    // MARK: Texts

    private func label(of place: Int) -> String {
        var label = "<b>\(LabelShortening.html(places[place].label))</b>"
        if showsTypes, let facts = facts[place] {
            let types = [facts.routerType, facts.interactorType, facts.builderType].compactMap { $0 }
            if !types.isEmpty {
                label += "<br/><font point-size=\"9\">\(types.map { LabelShortening.html($0) }.joined(separator: "<br/>"))</font>"
            }
        }
        if let hidden = hiddenBelow[place] {
            label += "<br/><font point-size=\"9\">+\(hidden) below</font>"
        }
        return label
    }

    private func tooltip(of place: Int) -> String {
        var path: [String] = []
        var next: Int? = place
        while let current = next {
            path.append(places[current].label)
            next = places[current].parent
        }
        var lines = [path.reversed().joined(separator: " › ")]
        if let facts = facts[place] {
            if let router = facts.routerType { lines.append("router: \(router)") }
            if let interactor = facts.interactorType { lines.append("interactor: \(interactor)") }
            if let builder = facts.builderType { lines.append("builder: \(builder)") }
            if let isViewful = facts.isViewful { lines.append(isViewful ? "viewful" : "viewless") }
        }
        let count = places[place].occupants.count
        lines.append(count == 1 ? "1 instance stood here" : "\(count) instances stood here, one at a time")
        return lines.joined(separator: "\n")
    }
}
