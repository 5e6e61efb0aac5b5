import Foundation
import Graphviz
import Testing

@Suite("Rendering to each format")
struct RenderingTests {
    let renderer = TestSupport.renderer

    @Test func svgContainsEveryNodeAndEdge() throws {
        let svg = try TestSupport.renderText(TestSupport.smallTree, to: .svg)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<title>Small</title>"))
        for name in ["root", "left", "right"] {
            #expect(svg.contains("<title>\(name)</title>"))
        }
        #expect(svg.contains("<title>root&#45;&gt;left</title>"))
        #expect(svg.contains("<title>root&#45;&gt;right</title>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func pngStartsWithThePNGSignature() throws {
        let png = try renderer.render(TestSupport.smallTree, to: .png)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 200)
    }

    @Test func pdfStartsWithThePDFHeader() throws {
        let pdf = try renderer.render(TestSupport.smallTree, to: .pdf)
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
        #expect(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"))
    }

    @Test func dotOutputCarriesTheLayout() throws {
        let dot = try TestSupport.renderText(TestSupport.smallTree, to: .dot)
        #expect(dot.hasPrefix("digraph Small {"))
        #expect(dot.contains("bb=\""))
        #expect(dot.contains("root -> left"))
        #expect(dot.components(separatedBy: "pos=\"").count - 1 == 5)  // three nodes, two edges
    }

    @Test func jsonOutputListsTheNodesInOrder() throws {
        let json = try renderer.render(TestSupport.smallTree, to: .json)
        #expect(try TestSupport.nodeNames(inJSON: json) == ["root", "left", "right"])
    }

    @Test(arguments: [
        (OutputFormat.xdot, "_draw_="),
        (.canon, "root -> left"),
        (.plain, "node root "),
        (OutputFormat(name: "svg:cairo"), "<svg"),
    ])
    func otherFormatsProduceTheirKindOfOutput(format: OutputFormat, marker: String) throws {
        let text = try TestSupport.renderText(TestSupport.smallTree, to: format)
        #expect(text.contains(marker))
    }

    @Test func defaultsAndAttributesReachTheDrawing() throws {
        var graph = TestSupport.smallTree
        graph.attributes = ["bgcolor": "lightyellow"]
        graph.nodeDefaults = ["shape": "box"]
        graph.edgeDefaults = ["color": "red"]
        graph.nodes[1].attributes = ["shape": "ellipse", "label": "Left child"]
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains("fill=\"lightyellow\""))
        #expect(svg.components(separatedBy: "<polygon fill=\"none\" stroke=\"black\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "<ellipse").count - 1 == 1)
        #expect(svg.contains(">Left child</text>"))
        #expect(svg.components(separatedBy: "<path fill=\"none\" stroke=\"red\"").count - 1 == 2)
    }

    @Test func undirectedGraphsUseUndirectedEdges() throws {
        var graph = TestSupport.smallTree
        graph.isDirected = false
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains("<title>root&#45;&#45;left</title>"))
        #expect(!svg.contains("&gt;"))
    }

    @Test func strictGraphsMergeRepeatedEdges() throws {
        var graph = TestSupport.smallTree
        graph.edges.append(Edge(from: "root", to: "left"))
        let plain = try TestSupport.renderText(graph, to: .dot)
        #expect(plain.components(separatedBy: "root -> left").count - 1 == 2)
        graph.isStrict = true
        let strict = try TestSupport.renderText(graph, to: .dot)
        #expect(strict.hasPrefix("strict digraph"))
        #expect(strict.components(separatedBy: "root -> left").count - 1 == 1)
    }

    @Test func edgesCreateTheNodesTheyName() throws {
        let graph = Graph(edges: [Edge(from: "a", to: "b")])
        #expect(try TestSupport.nodeNames(inJSON: renderer.render(graph, to: .json)) == ["a", "b"])
    }

    @Test func dotSourceRendersLikeTheGraphValue() throws {
        let svg = try renderer.render(dotSource: "digraph Small { root -> left; root -> right }", to: .svg)
        #expect(svg == (try renderer.render(TestSupport.smallTree, to: .svg)))
    }

    @Test(arguments: [LayoutEngine.dot, .neato, .fdp, .sfdp, .twopi, .circo, .osage, .patchwork])
    func everyNamedEngineLaysOutATree(engine: LayoutEngine) throws {
        let json = try renderer.render(TestSupport.smallTree, using: engine, to: .json)
        #expect(try TestSupport.nodeNames(inJSON: json) == ["root", "left", "right"])
    }
}
