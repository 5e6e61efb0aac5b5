import Foundation
import Graphviz
import Testing
#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Quoting of names and values")
struct QuotingTests {
    let renderer = TestSupport.renderer

    /// Names that break naive DOT or SVG writers.
    static let nastyNames = [
        "say \"hi\"",
        "back\\slash",
        "<script>alert(1)</script>",
        "Tom & Jerry",
        "line\nbreak",
        "tab\there",
        String(repeating: "long-", count: 2_000),
        "한국어 노드 이름",
        "node",
        "subgraph",
        "-1.5",
        "",
        "a b;c{d}[e]=f",
        "'single' quotes",
        "-> edge",
        "// comment",
    ]

    @Test func svgEscapesMarkupInNamesAndLabels() throws {
        let graph = Graph(nodes: [
            Node("<script>alert(1)</script>"),
            Node("x", attributes: ["label": "<img src=x onerror=alert(2)>"]),
            Node("Tom & Jerry"),
        ])
        let svg = try TestSupport.renderText(graph)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(svg.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(svg.contains(">&lt;script&gt;alert(1)&lt;/script&gt;</text>"))
        #expect(svg.contains(">&lt;img src=x onerror=alert(2)&gt;</text>"))
        #expect(svg.contains(">Tom &amp; Jerry</text>"))
        try expectWellFormedXML(svg)
    }

    @Test func svgOfNastyNamesIsWellFormedXML() throws {
        let graph = Graph(nodes: Self.nastyNames.map { Node($0) })
        let svg = try TestSupport.renderText(graph)
        try expectWellFormedXML(svg)
        #expect(svg.contains("한국어 노드 이름"))
    }

    @Test func dotSourceRoundTripsNastyNames() throws {
        let graph = Graph(
            nodes: Self.nastyNames.map { Node($0) },
            edges: [Edge(from: Self.nastyNames[0], to: Self.nastyNames[2])]
        )
        let dot = try renderer.dotSource(for: graph)
        #expect(dot.contains(#""<script>alert(1)</script>""#), "a plain name is written as a quoted string")
        let json = try renderer.render(dotSource: dot, to: .json)
        #expect(try TestSupport.nodeNames(inJSON: json) == Self.nastyNames)
    }

    @Test func attributeValuesAreQuotedByGraphviz() throws {
        let graph = Graph(nodes: [Node("a", attributes: ["tooltip": "say \"hi\" & <b>bye</b>"])])
        let dot = try renderer.dotSource(for: graph)
        #expect(dot.contains(#"tooltip="say \"hi\" & <b>bye</b>""#))
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains("xlink:title=\"say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;\""))
    }

    @Test func labelEscapedShowsBackslashesAndEntitiesLiterally() throws {
        #expect(labelEscaped(#"C:\new &amp; \N"#) == #"C:\\new &amp;amp; \\N"#)
        // A combining mark after the backslash does not hide it from graphviz.
        #expect(labelEscaped("\\\u{301}n") == "\\\\\u{301}n")
        #expect(tooltipEscaped("\\\u{301}&\u{301}") == "\\\\\\\\\u{301}&amp;\u{301}")
        let raw = #"C:\new &amp; \N"#
        let graph = Graph(nodes: [
            Node("escaped", attributes: ["label": .text(labelEscaped(raw))]),
            Node("interpreted", attributes: ["label": .text(raw)]),
        ])
        let svg = try TestSupport.renderText(graph)
        // Literal: the backslashes stay, and "&amp;" is shown as those five characters.
        #expect(svg.contains(#">C:\new &amp;amp; \N</text>"#))
        // Interpreted: "\n" breaks the line, "&amp;" becomes "&", "\N" becomes the name.
        #expect(svg.contains(">ew &amp; interpreted</text>"))
    }

    @Test func textWithANULCharacterIsRejected() throws {
        let graph = Graph(nodes: [Node("a\u{0}b")])
        #expect {
            try renderer.render(graph)
        } throws: { error in
            guard case .invalidInput(let reason) = error as? GraphvizError else { return false }
            return reason.contains("NUL")
        }
        #expect(throws: GraphvizError.self) {
            try renderer.render(Graph(nodes: [Node("a", attributes: ["label": "x\u{0}"])]))
        }
        #expect(throws: GraphvizError.self) {
            try renderer.render(dotSource: "digraph { a\u{0} }")
        }
    }

    @Test func textDOTCannotExpressIsRejectedOnlyForDOTSource() throws {
        for name in ["ends with \\", "continues \\\nhere"] {
            let graph = Graph(nodes: [Node(name)])
            #expect(throws: GraphvizError.self) { try renderer.dotSource(for: graph) }
            // Rendering never goes through DOT text, so the name survives.
            let json = try renderer.render(graph, to: .json)
            #expect(try TestSupport.nodeNames(inJSON: json) == [name])
        }
    }

    /// Parses `text` as XML, recording an issue if it is not well-formed.
    private func expectWellFormedXML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        #expect(parsed, "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
    }
}
