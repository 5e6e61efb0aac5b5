import Graphviz
import RibExamples
import RibInspectorTools
import RibRendering
import RibvizTestSupport
import Testing

@Suite("Observed graph")
struct ObservedGraphTests {
    @Test("one node per RIB and one edge per relation, labelled with its count")
    func graph() {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: scopedSession("Root", [("Pocket", "Root"), ("Coin", "Pocket")])),
            .init(label: "b.json", trace: scopedSession("Root", [("Pocket", "Root")])),
        ])
        let graph = ObservedGraphBuilder().graph(for: architecture)
        #expect(graph.nodes.map(\.name) == ["rib0", "rib1", "rib2"])
        #expect(graph.edges.map { "\($0.tail)->\($0.head)" } == ["rib0->rib1", "rib1->rib2"])
        #expect(graph.edges[0].attributes["label"] == "2×")
    }

    @Test("names are escaped in the SVG")
    func hostileNames() throws {
        let hostile = "<script>alert(1)</script> \" & \\N"
        let architecture = ObservedArchitecture(traces: [.init(label: "x.json", trace: scopedSession("Root", [(hostile, "Root")], app: "A & <B>", shared: "<b>"))])
        let svg = String(decoding: try GraphvizRenderer().render(ObservedGraphBuilder().graph(for: architecture), to: .svg), as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b><b>"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("A &amp; &lt;B&gt;"))
    }

    @Test("drawing the same architecture twice in one process gives the same SVG bytes")
    func deterministicSVG() throws {
        let architecture = ObservedArchitecture(traces: ExampleSession.allCases.map { .init(label: $0.rawValue, trace: $0.record()) })
        let first = try GraphvizRenderer().render(ObservedGraphBuilder().graph(for: architecture), to: .svg)
        let second = try GraphvizRenderer().render(
            ObservedGraphBuilder().graph(for: ObservedArchitecture(traces: ExampleSession.allCases.map { .init(label: $0.rawValue, trace: $0.record()) })), to: .svg)
        #expect(first == second)
    }
}
