import Graphviz
import RibInspector
import RibInspectorTools

/// Turns a ``RibInspector/TraceDiff`` into a graph: one node per RIB name and one edge
/// per parent → child relation, what only the new session has in green, what only the
/// old one has in red and dotted (``VisualVocabulary``'s "no longer there"), counts that
/// changed written on the node or edge (`1 → 2`), and the rest in grey. Each RIB has its
/// shape from ``VisualVocabulary``: a rounded box when it has a view, an oval when it is
/// viewless (dashed, unless it is gone), a box when the sessions do not say. The title
/// lists the scopes and shared objects that changed, and the verdict.
///
/// ```swift
/// let graph = TraceDiffGraphBuilder().graph(for: TraceDiff(from: before, to: after))
/// let svg = try GraphvizRenderer().render(graph, to: .svg)
/// ```
public struct TraceDiffGraphBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The graph for a comparison.
    ///
    /// - Parameters:
    ///   - diff: The comparison.
    ///   - oldLabel: How to call the old session in the title, for example its file name.
    ///   - newLabel: How to call the new session.
    public func graph(for diff: TraceDiff, oldLabel: String? = nil, newLabel: String? = nil) -> Graph {
        var graph = Graph(
            name: "RIB architecture diff",
            attributes: [
                "rankdir": "TB", "fontname": "Helvetica", "fontsize": "13", "labelloc": "t",
                "label": .html(title(for: diff, oldLabel: oldLabel, newLabel: newLabel)),
                "nodesep": "0.3", "ranksep": "0.45",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "12", "penwidth": "1.2"],
            edgeDefaults: ["fontname": "Helvetica", "fontsize": "10", "arrowsize": "0.7"]
        )
        var nodeNames: [String: String] = [:]
        for entry in diff.ribs {
            let nodeName = "rib\(nodeNames.count)"
            nodeNames[entry.item] = nodeName
            graph.nodes.append(node(nodeName, for: entry, isViewful: diff.viewfulness[entry.item]))
        }
        for entry in diff.relations {
            // A relation may name a RIB the traces never declared.
            for name in [entry.item.parent, entry.item.child] where nodeNames[name] == nil {
                let nodeName = "rib\(nodeNames.count)"
                nodeNames[name] = nodeName
                graph.nodes.append(node(nodeName, for: TraceDiff.Entry(item: name, oldCount: 0, newCount: 0), isViewful: nil))
            }
            if let parent = nodeNames[entry.item.parent], let child = nodeNames[entry.item.child] {
                graph.edges.append(edge(from: parent, to: child, for: entry))
            }
        }
        return graph
    }

    private func node(_ nodeName: String, for entry: TraceDiff.Entry<String>, isViewful: Bool?) -> Node {
        let style = DiffStyle(entry.change)
        var label = "<b>\(LabelShortening.html(entry.item))</b>"
        if let note = style.note(old: entry.oldCount, new: entry.newCount) {
            label += "<br/><font point-size=\"9\" color=\"\(style.stroke)\">\(note)</font>"
        }
        let tooltip = "\(entry.item): \(Self.counted(entry.oldCount, "instance")) before, \(entry.newCount) after"
        return Node(
            nodeName,
            attributes: VisualVocabulary.ribShape(isViewful: isViewful, isGone: style.isGone).merging([
                "label": .html(label),
                "fillcolor": .text(style.fill),
                "color": .text(style.stroke),
                "fontcolor": .text(style.text),
                "penwidth": style.isEmphasized ? "2" : "1.2",
                "tooltip": .text(tooltipEscaped(tooltip)),
            ]) { $1 })
    }

    private func edge(from parent: String, to child: String, for entry: TraceDiff.Entry<ObservedArchitecture.Relation>) -> Edge {
        let style = DiffStyle(entry.change)
        var attributes: Attributes = [
            "color": .text(style.stroke),
            "fontcolor": .text(style.stroke),
            "penwidth": style.isEmphasized ? "2" : "1.2",
            "tooltip": .text(
                tooltipEscaped(
                    "\(entry.item): attached \(Self.counted(entry.oldCount, "time")) before, \(entry.newCount) after"
                )),
        ]
        if style.isGone { attributes["style"] = .text(VisualVocabulary.goneStyle) }
        if let note = style.note(old: entry.oldCount, new: entry.newCount) {
            attributes["label"] = .text(labelEscaped(note))
        }
        return Edge(from: parent, to: child, attributes: attributes)
    }

    private func title(for diff: TraceDiff, oldLabel: String?, newLabel: String?) -> String {
        var lines = ["<b>\(LabelShortening.html(Self.name(diff.oldHeader, oldLabel))) → \(LabelShortening.html(Self.name(diff.newHeader, newLabel)))</b>"]
        for warning in diff.warnings {
            lines.append("<font point-size=\"10\" color=\"\(Palette.detached)\">warning: \(LabelShortening.html(warning, limit: LabelShortening.sentenceLimit))</font>")
        }
        if let scopes = changeLine("scopes", diff.scopes, text: { $0 }) { lines.append(scopes) }
        if let shared = changeLine("shared objects", diff.sharedObjects, text: \.description) { lines.append(shared) }
        lines.append(
            "<font point-size=\"10\">\(LabelShortening.html(diff.verdict, limit: LabelShortening.sentenceLimit)) "
                + "<font color=\"\(Palette.attached)\">green: new only</font> · "
                + "<font color=\"\(Palette.detached)\">red: old only</font></font>")
        return lines.joined(separator: "<br/>")
    }

    /// One title line listing the items that changed, each in its change's colour; `nil`
    /// when none did.
    private func changeLine<Item>(_ heading: String, _ entries: [TraceDiff.Entry<Item>], text: (Item) -> String) -> String? {
        let parts = entries.filter { $0.change != .unchanged }.map { entry in
            let style = DiffStyle(entry.change)
            let note = style.note(old: entry.oldCount, new: entry.newCount).map { " (\($0))" } ?? ""
            return "<font color=\"\(style.stroke)\">\(LabelShortening.html(text(entry.item)))\(note)</font>"
        }
        return parts.isEmpty ? nil : "<font point-size=\"10\">\(heading): \(parts.joined(separator: ", "))</font>"
    }

    private static func name(_ header: TraceHeader, _ label: String?) -> String {
        label.map { "\(header.app.name) (\($0))" } ?? header.app.name
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

/// How a change looks: colours, outline and the note written on the element.
private struct DiffStyle {
    let change: TraceDiff.Change

    init(_ change: TraceDiff.Change) {
        self.change = change
    }

    var fill: String {
        switch change {
        case .added: "#e8f5e9"
        case .removed: "#ffebee"
        case .countChanged: "#fff8e1"
        case .unchanged: "#f5f5f5"
        }
    }

    var stroke: String {
        switch change {
        case .added: Palette.attached
        case .removed: Palette.detached
        case .countChanged: "#b26a00"
        case .unchanged: Palette.muted
        }
    }

    var text: String {
        change == .unchanged ? Palette.inactiveText : "black"
    }

    /// Whether only the old session has it: drawn dotted.
    var isGone: Bool { change == .removed }

    var isEmphasized: Bool { change != .unchanged }

    /// `new`, `gone` or `1 → 2`; nothing for an unchanged item.
    func note(old: Int, new: Int) -> String? {
        switch change {
        case .added: "new (\(new))"
        case .removed: "gone (\(old))"
        case .countChanged: "\(old) → \(new)"
        case .unchanged: nil
        }
    }
}
