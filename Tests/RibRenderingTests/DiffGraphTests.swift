import Foundation
import Graphviz
import RibInspector
import RibInspectorTools
import RibRendering
import Testing

/// A session that launches `root` and attaches each (child, parent) pair in order.
private func session(_ root: String, _ attachments: [(String, String)], app: String = "Wallet") -> Trace {
    let recorder = RibRecorder(app: AppInfo(name: app), clock: .manual(ManualClock()))
    let rootID = recorder.declareRib(named: root)
    var ids = [root: rootID]
    recorder.record(.launched(rootID))
    for (child, parent) in attachments {
        let rib = recorder.declareRib(named: child)
        ids[child] = rib
        if let parentID = ids[parent] { recorder.record(.attached(rib, parent: parentID)) }
    }
    return recorder.trace()
}

@Suite("Diff graph")
struct DiffGraphTests {
    private let diff = TraceDiff(
        from: session("Root", [("Pocket", "Root"), ("Coin", "Pocket"), ("Promo", "Root")]),
        to: session("Root", [("Pocket", "Root"), ("Coin", "Pocket"), ("Coin", "Pocket"), ("Card", "Pocket")])
    )

    @Test("one node per RIB name and one edge per relation, coloured by change")
    func graph() throws {
        let graph = TraceDiffGraphBuilder().graph(for: diff, oldLabel: "a.json", newLabel: "b.json")
        #expect(graph.nodes.map(\.name) == ["rib0", "rib1", "rib2", "rib3", "rib4"])
        #expect(graph.edges.map { "\($0.tail)->\($0.head)" } == ["rib0->rib1", "rib1->rib2", "rib1->rib3", "rib0->rib4"])
        // Card is new: green; Promo is gone: red and dotted; Root is unchanged: grey.
        #expect(graph.nodes[3].attributes["color"] == "#2e7d32")
        #expect(graph.nodes[4].attributes["color"] == "#c62828")
        #expect(graph.nodes[4].attributes["style"] == "dotted,filled,rounded")
        #expect(graph.nodes[0].attributes["color"] == "#9e9e9e")
        // Pocket → Coin was attached once, then twice.
        #expect(graph.edges[1].attributes["label"] == "1 → 2")
        #expect(graph.edges[3].attributes["style"] == "dotted")
        guard case .html(let title) = graph.attributes["label"] else {
            Issue.record("the title is not an HTML label")
            return
        }
        #expect(title.contains("Wallet (a.json) → Wallet (b.json)"))
        #expect(title.contains(htmlEscaped(diff.verdict)))
    }

    @Test("a viewless RIB is an oval, dashed, or dotted when gone; a viewful one a rounded box; one the sessions disagree on a box")
    func shapes() throws {
        func trace(_ ribs: [(String, Bool?)]) -> Trace {
            let recorder = RibRecorder(app: AppInfo(name: "Wallet"), clock: .manual(ManualClock()))
            let root = recorder.declareRib(named: "Root", isViewful: true)
            recorder.record(.launched(root))
            for (name, isViewful) in ribs {
                recorder.record(.attached(recorder.declareRib(named: name, isViewful: isViewful), parent: root))
            }
            return recorder.trace()
        }
        let diff = TraceDiff(
            from: trace([("Session", false), ("Gone", false), ("Mixed", true)]),
            to: trace([("Session", false), ("Mixed", true), ("Mixed", false), ("Unsaid", nil)])
        )
        let graph = TraceDiffGraphBuilder().graph(for: diff)
        let nodes = Dictionary(
            uniqueKeysWithValues: graph.nodes.map { node -> (String, Node) in
                guard case .html(let label)? = node.attributes["label"] else { return ("", node) }
                return (String(label.dropFirst(3).prefix { $0 != "<" }), node)
            })
        #expect(nodes["Root"]?.attributes["shape"] == "box")
        #expect(nodes["Root"]?.attributes["style"] == "filled,rounded")
        #expect(nodes["Session"]?.attributes["shape"] == "oval")
        #expect(nodes["Session"]?.attributes["style"] == "dashed,filled")
        #expect(nodes["Gone"]?.attributes["shape"] == "oval")
        #expect(nodes["Gone"]?.attributes["style"] == "dotted,filled")
        // The new session has Mixed both with and without a view: unknown, a plain box.
        #expect(nodes["Mixed"]?.attributes["shape"] == "box")
        #expect(nodes["Unsaid"]?.attributes["shape"] == "box")
        #expect(diff.viewfulness == ["Root": true, "Session": false, "Gone": false])
    }

    @Test("names are escaped in the SVG picture")
    func hostileNames() throws {
        let hostile = TraceDiff(
            from: session("Root", [], app: "A & <B>"),
            to: session("Root", [("<script>alert(1)</script> \\N", "Root")], app: "A & <B>")
        )
        let svg = String(decoding: try GraphvizRenderer().render(TraceDiffGraphBuilder().graph(for: hostile), to: .svg), as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; \\N"))
        #expect(svg.contains("A &amp; &lt;B&gt;"))
    }
}
