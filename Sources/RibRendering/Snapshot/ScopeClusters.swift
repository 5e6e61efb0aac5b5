import Graphviz
import RibInspector

/// Nests the snapshot's nodes in one labelled cluster per scope, drawn as a light filled
/// frame (``VisualVocabulary/scopeFrame(named:colours:)``), following the scopes' parent chain:
/// a scope with drawn RIBs below it is drawn even when none of its own RIBs is.
///
/// In a top-to-bottom drawing each scope's title sits at the bottom left of its frame
/// (``labelsAtBottom``): the tree's edges come into a scope from above, so a title at the
/// top would be crossed by them.
struct ScopeClusters {
    let trace: Trace
    let nodesByScope: [ScopeID?: [Node]]
    let colours: Palette.Assignment
    /// Puts each scope's title at the bottom of its frame, where a top-to-bottom drawing's
    /// edges do not cross it.
    var labelsAtBottom = false
    /// When set, each frame's SVG element id: this prefix, `scope` and the scope's id
    /// (otherwise graphviz numbers the frames, which repeats across separate drawings).
    var elementIDPrefix: String? = nil
    /// Frames shown elsewhere around the drawn nodes (a live page's frames around the parent
    /// of a new subtree): a scope that only encloses the nodes' scopes is not framed again
    /// when it is one of them, nor is any scope above it. A node's own scope is always framed.
    var framesShownElsewhere: Set<ScopeID> = []

    /// The top-level clusters.
    func clusters() -> [Subgraph] {
        var frames: [FrameKey: Attributes] = [:]
        return clusters(reusing: &frames)
    }

    /// A scope's frame as drawn: its attributes depend only on the scope, the trace and
    /// whether it is drawn beside its parent's frame instead of inside it.
    struct FrameKey: Hashable {
        var scope: ScopeID
        var isFlattened: Bool
    }

    /// The top-level clusters, taking each frame's attributes from `frames` when it has
    /// them and adding those it lacks: drawings of one trace with the same options make
    /// each frame once.
    func clusters(reusing frames: inout [FrameKey: Attributes]) -> [Subgraph] {
        var needed: Set<ScopeID> = []
        for case let scope? in nodesByScope.keys {
            needed.insert(scope)
            var current = trace.scope(scope)?.parent
            while let next = current, !framesShownElsewhere.contains(next), needed.insert(next).inserted {
                current = trace.scope(next)?.parent
            }
        }
        let ordered = trace.scopes.map(\.id).filter(needed.contains)
        let undeclared = needed.subtracting(ordered).sorted()
        var children: [ScopeID: [ScopeID]] = [:]
        var tops: [ScopeID] = []
        for scope in ordered + undeclared {
            if let container = nearestDrawnAncestor(of: scope, among: needed) {
                children[container, default: []].append(scope)
            } else {
                tops.append(scope)
            }
        }
        return nested(tops: tops, children: children, frames: &frames)
    }

    /// The nearest scope above `scope` whose frame is drawn, walking up its parents.
    private func nearestDrawnAncestor(of scope: ScopeID, among drawn: Set<ScopeID>) -> ScopeID? {
        var visited: Set<ScopeID> = [scope]
        var current = trace.scope(scope)?.parent
        while let next = current, visited.insert(next).inserted {
            if drawn.contains(next) { return next }
            current = trace.scope(next)?.parent
        }
        return nil
    }

    /// How deep clusters nest. Graphviz lays nested clusters out recursively, and a frame
    /// inside a frame stops telling anything long before that: a scope below this depth
    /// is drawn beside the others of the deepest frame, its label naming its parent.
    static let maximumNesting = 24

    /// The clusters for `tops` with the scopes below them nested, built from the deepest
    /// up (a stack, not recursion: scopes can nest thousands of levels deep).
    private func nested(tops: [ScopeID], children: [ScopeID: [ScopeID]], frames: inout [FrameKey: Attributes]) -> [Subgraph] {
        // Depth first from the tops, each scope once, with the cluster it goes into.
        var walk: [(scope: ScopeID, container: ScopeID?, isFlattened: Bool)] = []
        var visited: Set<ScopeID> = []
        var pending = tops.reversed().map { (scope: $0, container: ScopeID?.none, nesting: 0, isFlattened: false) }
        while let (scope, container, nesting, isFlattened) = pending.popLast() {
            guard visited.insert(scope).inserted else { continue }
            walk.append((scope, container, isFlattened))
            let nestsBelow = nesting < Self.maximumNesting - 1
            let childContainer = nestsBelow ? scope : container
            let childNesting = nestsBelow ? nesting + 1 : nesting
            for child in (children[scope] ?? []).reversed() {
                pending.append((child, childContainer, childNesting, !nestsBelow))
            }
        }
        var inner: [ScopeID: [Subgraph]] = [:]
        var outermost: [Subgraph] = []
        for (scope, container, isFlattened) in walk.reversed() {
            let key = FrameKey(scope: scope, isFlattened: isFlattened)
            let attributes: Attributes
            if let made = frames[key] {
                attributes = made
            } else {
                attributes = frame(for: scope, isFlattened: isFlattened)
                frames[key] = attributes
            }
            let subgraph = Subgraph(
                "cluster_scope\(scope.rawValue)", attributes: attributes, nodes: nodesByScope[scope] ?? [],
                subgraphs: (inner.removeValue(forKey: scope) ?? []).reversed()
            )
            if let container { inner[container, default: []].append(subgraph) } else { outermost.append(subgraph) }
        }
        return outermost.reversed()
    }

    /// The attributes of a scope's frame.
    private func frame(for scope: ScopeID, isFlattened: Bool) -> Attributes {
        let descriptor = trace.scope(scope)
        let name = descriptor?.name ?? scope.description
        var label = "<b>\(LabelShortening.html(name)) scope</b><br align=\"left\"/>"
        if isFlattened, let parent = descriptor?.parent {
            label += "<font point-size=\"10\">inside \(LabelShortening.html(trace.scope(parent)?.name ?? parent.description))</font><br align=\"left\"/>"
        }
        if let shared = descriptor?.sharedObjects, !shared.isEmpty {
            label += "<font point-size=\"10\">shares: \(shared.map { LabelShortening.html($0) }.joined(separator: ", "))</font><br align=\"left\"/>"
        }
        var attributes = VisualVocabulary.scopeFrame(named: name, colours: colours).merging([
            "label": .html(label), "fontname": "Helvetica", "fontsize": "11", "labeljust": "l", "margin": "12",
            "labelloc": labelsAtBottom ? "b" : "t",
        ]) { $1 }
        if let elementIDPrefix { attributes["id"] = .text("\(elementIDPrefix)scope\(scope.rawValue)") }
        return attributes
    }
}
