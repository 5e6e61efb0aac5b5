import Graphviz
import RibInspector

/// Turns a tree snapshot into a graph: one node per RIB, parent → child edges, each scope
/// a labelled cluster listing what it shares, adapters as small tags on the edges they
/// build, and the RIB the last event changed highlighted.
///
/// It draws in ``VisualVocabulary``'s terms: viewful RIBs are solid rounded boxes,
/// viewless RIBs dashed ovals, scopes light filled frames, RIBs alive out of the live tree
/// (detached but still alive) light red with a dotted red outline, and the edge the last
/// event detached dotted red. A RIB keeps its colour
/// (from its name) in every snapshot.
public struct SnapshotGraphBuilder: Sendable {
    /// What to show.
    public var options: SnapshotOptions

    /// Creates a builder.
    public init(options: SnapshotOptions = SnapshotOptions()) {
        self.options = options
    }

    /// The graph for a snapshot.
    public func graph(for snapshot: RibTreeSnapshot) -> Graph {
        graph(for: snapshot, highlighting: snapshot.lastEvent)
    }

    /// The graph for a snapshot taken after `event` and the events that followed it at
    /// the same instant: `event` is the one highlighted and named in the title.
    func graph(for snapshot: RibTreeSnapshot, highlighting event: RibEvent?) -> Graph {
        var shared = SnapshotGraphParts(trace: snapshot.trace)
        return graph(for: snapshot, highlighting: event, reusing: &shared)
    }

    /// The graph for a snapshot whose trace's parts `shared` holds, adding to it the
    /// nodes it did not have yet: graphs of many snapshots of one trace make each RIB's
    /// node once.
    func graph(for snapshot: RibTreeSnapshot, highlighting event: RibEvent?, reusing shared: inout SnapshotGraphParts) -> Graph {
        let trace = snapshot.trace
        let change = options.highlightsLastEvent ? Change(event) : nil
        let (drawn, detached) = drawnRibs(for: snapshot, change: change)

        var graph = Graph(
            name: "RIB tree",
            attributes: [
                "rankdir": "TB", "fontname": "Helvetica", "fontsize": "13", "labelloc": "t",
                "label": .html(title(for: snapshot, highlighting: event, shared: &shared)), "nodesep": "0.3", "ranksep": "0.45",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "12", "penwidth": "1.2"],
            edgeDefaults: ["color": "#555555", "arrowsize": "0.7"]
        )
        var nodesByScope: [ScopeID?: [Node]] = [:]
        for rib in drawn {
            let node = self.node(for: rib, in: snapshot, isDetached: detached.contains(rib), change: change, shared: &shared)
            nodesByScope[trace.rib(rib)?.scope, default: []].append(node)
        }
        let drawnRibs = Set(drawn)
        for rib in drawn {
            for child in snapshot.tree[rib]?.children ?? [] where drawnRibs.contains(child) {
                let isDetachedEdge = detached.contains(child)
                addEdge(from: rib, to: child, trace: trace, muted: isDetachedEdge, into: &graph, nodesByScope: &nodesByScope, shared: &shared)
            }
        }
        if !options.screenFiles.isEmpty {
            addScreens(of: drawn, in: snapshot, into: &graph, nodesByScope: &nodesByScope)
        }
        if case .detached(let rib, let parent)? = change, drawnRibs.contains(rib), drawnRibs.contains(parent) {
            graph.edges.append(Edge(from: nodeName(parent), to: nodeName(rib), attributes: VisualVocabulary.justDetachedEdge))
        }
        graph.nodes = nodesByScope[nil] ?? []
        graph.subgraphs = ScopeClusters(trace: trace, nodesByScope: nodesByScope, colours: shared.colours, labelsAtBottom: true).clusters(reusing: &shared.frames)
        return graph
    }

    /// The focus's ancestors (as many as it asks for), its siblings, itself and its
    /// subtree, in the live tree's depth-first order: ancestors from the top down, then the
    /// parent's children, with the focus's subtree right after it.
    private func branch(of focus: SnapshotFocus, in snapshot: RibTreeSnapshot) -> [RibID] {
        let rib = focus.rib
        var ancestors: [RibID] = []
        var seen: Set<RibID> = [rib]
        var next = snapshot.tree[rib]?.parent
        while let ancestor = next, ancestors.count < focus.ancestors ?? .max, seen.insert(ancestor).inserted {
            ancestors.append(ancestor)
            next = snapshot.tree[ancestor]?.parent
        }
        guard let parent = snapshot.tree[rib]?.parent, !ancestors.isEmpty else { return snapshot.subtree(of: rib) }
        let siblings = (snapshot.tree[parent]?.children ?? []).flatMap { $0 == rib ? snapshot.subtree(of: rib) : [$0] }
        return ancestors.reversed() + siblings
    }

    /// How many RIBs the picture of `snapshot` draws: what decides whether it can be
    /// readable, known before graphviz lays anything out.
    package func drawnCount(for snapshot: RibTreeSnapshot) -> Int {
        drawnRibs(for: snapshot, change: options.highlightsLastEvent ? Change(snapshot.lastEvent) : nil).drawn.count
    }

    /// The RIBs drawn, parents before children, and those among them drawn as detached.
    private func drawnRibs(for snapshot: RibTreeSnapshot, change: Change?) -> (drawn: [RibID], detached: Set<RibID>) {
        var drawn = options.focus.map { branch(of: $0, in: snapshot) } ?? snapshot.attachedRibs
        drawn = selected(drawn, in: snapshot)
        var detached: Set<RibID> = []
        var detachedRoots = options.includesDetached ? snapshot.detachedSubtreeRoots : []
        if case .detached(let rib, _)? = change, !detachedRoots.contains(rib),
            snapshot.tree.status(of: rib) == .detached
        {
            detachedRoots.append(rib)
        }
        for root in detachedRoots {
            let subtree = options.includesDetached ? snapshot.subtree(of: root) : [root]
            drawn.append(contentsOf: subtree)
            detached.formUnion(subtree)
        }
        return (drawn, detached)
    }

    /// The RIBs of `ribs` (parents before children) that ``SnapshotOptions/selection``
    /// keeps: those in the subtrees of the RIBs it names, and no more levels than it
    /// allows below their top.
    private func selected(_ ribs: [RibID], in snapshot: RibTreeSnapshot) -> [RibID] {
        let selection = options.selection
        guard selection.subtree != nil || selection.depth != nil else { return ribs }
        // Each RIB's level below its top: a RIB with the name, or without one, a RIB whose parent is not drawn.
        var levels: [RibID: Int] = [:]
        var kept: [RibID] = []
        for rib in ribs {
            let level: Int?
            if let name = selection.subtree, snapshot.trace.rib(rib)?.name == name {
                level = 0
            } else if let parent = snapshot.tree[rib]?.parent, let parentLevel = levels[parent] {
                level = parentLevel + 1
            } else {
                level = selection.subtree == nil ? 0 : nil
            }
            guard let level else { continue }
            levels[rib] = level
            if let depth = selection.depth, level >= depth { continue }
            kept.append(rib)
        }
        return kept
    }

    /// The picture's title (the app, the moment, what its event did) and, when the options
    /// ask for it, the legend under it.
    private func title(for snapshot: RibTreeSnapshot, highlighting highlighted: RibEvent?, shared: inout SnapshotGraphParts) -> String {
        let text = titleText(for: snapshot, highlighting: highlighted)
        guard options.showsLegend else { return text }
        let legend = shared.legend
        return "<table border=\"0\" cellspacing=\"7\" cellpadding=\"2\"><tr><td colspan=\"\(legend.count)\">\(text)</td></tr>"
            + "<tr>\(legend.cells)</tr></table>"
    }

    private func titleText(for snapshot: RibTreeSnapshot, highlighting highlighted: RibEvent?) -> String {
        let app = LabelShortening.html(snapshot.trace.header.app.name)
        guard let event = snapshot.lastEvent else { return "<b>\(app)</b> · before the first event" }
        var what = LabelShortening.html(snapshot.trace.logLine(for: (highlighted ?? event).kind), limit: LabelShortening.sentenceLimit)
        if let highlighted, highlighted.sequence != event.sequence {
            what += " (event \(highlighted.sequence)) and what followed at that instant"
        }
        return "<b>\(app)</b> · after event \(event.sequence) at \(TimeWording.seconds(event.time))<br/>"
            + "<font point-size=\"11\">\(what)</font>"
    }

    /// A RIB's node, with the outline of the last event's change when it changed this RIB.
    private func node(for rib: RibID, in snapshot: RibTreeSnapshot, isDetached: Bool, change: Change?, shared: inout SnapshotGraphParts) -> Node {
        let isActive = snapshot.tree[rib]?.isActive ?? false
        let key = SnapshotGraphParts.NodeKey(rib: rib, isDetached: isDetached, isActive: isActive)
        var node: Node
        if let made = shared.nodes[key] {
            node = made
        } else {
            node = self.node(for: rib, of: snapshot.trace, isDetached: isDetached, isActive: isActive, colours: shared.colours)
            shared.nodes[key] = node
        }
        switch change {
        case .attached(rib)?:
            node.attributes["penwidth"] = "3"
            node.attributes["color"] = .text(Palette.attached)
        case .detached(rib, _)?:
            node.attributes["penwidth"] = "3"
            node.attributes["color"] = .text(Palette.detached)
        default:
            break
        }
        return node
    }

    /// A RIB's node as every snapshot of its trace draws it when detached or not, active or not.
    private func node(for rib: RibID, of trace: Trace, isDetached: Bool, isActive: Bool, colours: Palette.Assignment) -> Node {
        let descriptor = trace.rib(rib)
        let name = trace.displayName(of: rib)
        var label = "<b>\(LabelShortening.html(name))</b>"
        if options.showsTypes, let descriptor {
            let types = [descriptor.routerType, descriptor.interactorType, descriptor.builderType].compactMap { $0 }
            if !types.isEmpty {
                label += "<br/><font point-size=\"9\">\(types.map { LabelShortening.html($0) }.joined(separator: "<br/>"))</font>"
            }
        }
        var notes: [String] = []
        if isDetached { notes.append("detached") } else if !isActive { notes.append("inactive") }
        if !notes.isEmpty {
            let colour = isDetached ? VisualVocabulary.detachedText : Palette.inactiveText
            label += "<br/><font point-size=\"9\" color=\"\(colour)\">\(notes.joined(separator: " · "))</font>"
        }
        let colourKey = descriptor?.name ?? name
        var attributes =
            isDetached
            ? VisualVocabulary.detachedRib(isViewful: descriptor?.isViewful)
            : VisualVocabulary.rib(isViewful: descriptor?.isViewful, fill: colours.fill(for: colourKey), stroke: colours.stroke(for: colourKey))
        attributes["label"] = .html(label)
        attributes["fontcolor"] = .text(isDetached ? VisualVocabulary.detachedText : isActive ? "black" : Palette.inactiveText)
        attributes["tooltip"] = .text(tooltipEscaped(tooltip(for: rib, descriptor: descriptor, name: name)))
        attributes["id"] = .text(Self.elementID(of: rib))
        return Node(nodeName(rib), attributes: attributes)
    }

    /// Puts each drawn RIB's latest picture at the snapshot's moment beside it, in its
    /// scope's frame, joined to it by a dotted line that keeps it on the RIB's rank.
    private func addScreens(of drawn: [RibID], in snapshot: RibTreeSnapshot, into graph: inout Graph, nodesByScope: inout [ScopeID?: [Node]]) {
        let trace = snapshot.trace
        let latest = trace.latestScreens(afterEvents: snapshot.eventCount)
        for rib in drawn {
            guard let screen = latest[rib], let path = options.screenFiles[screen.image], let image = trace.screenImages[screen.image] else { continue }
            // At most 1.6 inches wide: beside a node, not over the tree.
            let scale = min(1, 1.6 * 72 / Double(image.pixelWidth))
            let inches = { (pixels: Int) in String(format: "%.2f", Double(pixels) * scale / 72) }
            let name = "screen\(rib.rawValue)"
            let node = Node(
                name,
                attributes: [
                    "shape": "box", "style": "rounded", "color": "#bbbbbb", "penwidth": "1", "label": "", "image": .text(path), "imagescale": "true",
                    "fixedsize": "true", "width": .text(inches(image.pixelWidth)), "height": .text(inches(image.pixelHeight)),
                    "tooltip": .text(tooltipEscaped("what \(trace.displayName(of: rib)) showed at \(TimeWording.seconds(screen.time))")),
                    "id": .text(name),
                ])
            nodesByScope[trace.rib(rib)?.scope, default: []].append(node)
            graph.edges.append(Edge(from: nodeName(rib), to: name, attributes: ["style": "dotted", "arrowhead": "none", "color": "#999999", "minlen": "0"]))
        }
    }

    private func tooltip(for rib: RibID, descriptor: RibDescriptor?, name: String) -> String {
        var lines = [name]
        if let router = descriptor?.routerType { lines.append("router: \(router)") }
        if let interactor = descriptor?.interactorType { lines.append("interactor: \(interactor)") }
        if let builder = descriptor?.builderType { lines.append("builder: \(builder)") }
        if let adapter = descriptor?.adapterType { lines.append("built by adapter: \(adapter)") }
        if let isViewful = descriptor?.isViewful { lines.append(isViewful ? "viewful" : "viewless") }
        return lines.joined(separator: "\n")
    }

    private func addEdge(
        from parent: RibID,
        to child: RibID,
        trace: Trace,
        muted: Bool,
        into graph: inout Graph,
        nodesByScope: inout [ScopeID?: [Node]],
        shared: inout SnapshotGraphParts
    ) {
        let style: Attributes = muted ? VisualVocabulary.detachedEdge : [:]
        guard let adapter = trace.rib(child)?.adapterType else {
            graph.edges.append(Edge(from: nodeName(parent), to: nodeName(child), attributes: style))
            return
        }
        let adapterNode: Node
        if let made = shared.adapters[child] {
            adapterNode = made
        } else {
            adapterNode = Node("adapter\(child.rawValue)", attributes: VisualVocabulary.adapter(type: adapter, building: trace.displayName(of: child)))
            shared.adapters[child] = adapterNode
        }
        nodesByScope[trace.rib(parent)?.scope, default: []].append(adapterNode)
        graph.edges.append(Edge(from: nodeName(parent), to: adapterNode.name, attributes: style.merging(["arrowhead": "none"]) { $1 }))
        graph.edges.append(Edge(from: adapterNode.name, to: nodeName(child), attributes: style))
    }

    private func nodeName(_ rib: RibID) -> String { Self.elementID(of: rib) }

    /// The `id` of a RIB's node in SVG output (`rib` and the RIB's identifier in the
    /// trace), for stylesheets and scripts that work on the drawing.
    package static func elementID(of rib: RibID) -> String { "rib\(rib.rawValue)" }

    /// The tree change of the snapshot's last event, if it changed the tree's shape.
    private enum Change {
        case attached(RibID)
        case detached(RibID, parent: RibID)

        init?(_ event: RibEvent?) {
            switch event?.kind {
            case .attached(let rib, _)?, .launched(let rib)?: self = .attached(rib)
            case .detached(let rib, let parent)?: self = .detached(rib, parent: parent)
            default: return nil
            }
        }
    }
}
