import Foundation
import Graphviz
import Testing

@Suite("HTML-like labels")
struct HTMLLabelTests {
    let renderer = TestSupport.renderer

    @Test func htmlEscapedReplacesTheFiveMarkupCharacters() {
        #expect(
            htmlEscaped(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(htmlEscaped("plain 한국어") == "plain 한국어")
        #expect(htmlEscaped("") == "")
    }

    @Test(
        "tabs, line breaks and the noncharacters U+FFFE and U+FFFF are written visibly, so graphviz takes any text as a label",
        arguments: [("\t", "\\\\t"), ("\n", "\\\\n"), ("\r", "\\\\r"), ("\u{FFFE}", "\\\\u{fffe}"), ("\u{FFFF}", "\\\\u{ffff}"), ("a\tb", "a\\\\tb")])
    func htmlEscapedWritesWhitespaceAndNoncharactersVisibly(text: String, escaped: String) throws {
        #expect(htmlEscaped(text) == escaped)
        let graph = Graph(
            attributes: ["label": .html("<b>\(htmlEscaped(text))</b>")],
            nodes: [Node("n", attributes: ["label": .html("<b>\(htmlEscaped(text))</b><br/><font point-size=\"9\">\(htmlEscaped(text))</font>")])])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains(">\(escaped.replacingOccurrences(of: "\\\\", with: "\\"))</text>"))
    }

    /// A combining mark after `<` makes one Swift `Character` (U+003C U+0338 is
    /// canonically "≮"), but graphviz reads bytes and would still see a `<`.
    @Test func htmlEscapedReplacesMarkupCharactersFollowedByCombiningMarks() throws {
        #expect(htmlEscaped("<\u{338}b>x</b\u{338}>") == "&lt;\u{338}b&gt;x&lt;/b\u{338}&gt;")
        #expect(htmlEscaped("\\\u{301}&\u{301}") == "\\\\\u{301}&amp;\u{301}")
        let graph = Graph(nodes: [Node("n", attributes: ["label": .html("<b>\(htmlEscaped("<\u{338}i>x"))</b>")])])
        let svg = try TestSupport.renderText(graph)
        #expect(!svg.contains("font-style=\"italic\""))
        #expect(svg.contains("&lt;\u{338}i&gt;x"))
    }

    @Test func markupIsRenderedAndEscapedTextStaysText() throws {
        let name = #"<script>alert('x') & "y"</script>"#
        let graph = Graph(nodes: [
            Node("n", attributes: ["label": .html("<b>\(htmlEscaped(name))</b>")])
        ])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains("font-weight=\"bold\""))
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;"))
    }

    @Test func htmlLabelsAreWrittenAsHTMLStringsInDOT() throws {
        let graph = Graph(nodes: [Node("n", attributes: ["label": .html("<i>x</i> &amp; y")])])
        let dot = try renderer.dotSource(for: graph)
        #expect(dot.contains("label=<<i>x</i> &amp; y>"))
    }

    @Test func htmlDefaultsApplyToEveryNode() throws {
        let graph = Graph(nodeDefaults: ["label": .html("<u>same</u>")], nodes: [Node("a"), Node("b")])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.components(separatedBy: "text-decoration=\"underline\"").count - 1 == 2)
    }

    /// Graphviz 2.42 shares one string per text and keeps "is HTML" on the shared
    /// string; the renderer must keep plain text plain and HTML labels HTML even
    /// when their characters are the same, in either order.
    @Test(arguments: [true, false])
    func plainTextAndHTMLLabelWithTheSameCharactersStayApart(htmlFirst: Bool) throws {
        let markup = "<b>same</b>"
        let htmlNode = Node("html", attributes: ["label": .html(markup)])
        let plainNodes = [Node(markup), Node("plain", attributes: ["label": .text(markup)])]
        let graph = Graph(nodes: htmlFirst ? [htmlNode] + plainNodes : plainNodes + [htmlNode])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains("<title>&lt;b&gt;same&lt;/b&gt;</title>"))
        #expect(svg.components(separatedBy: ">&lt;b&gt;same&lt;/b&gt;</text>").count - 1 == 2)
        #expect(svg.components(separatedBy: "font-weight=\"bold\"").count - 1 == 1)
        let dot = try renderer.dotSource(for: graph)
        #expect(dot.contains("\"<b>same</b>\""))
        #expect(try TestSupport.nodeNames(inJSON: renderer.render(dotSource: dot, to: .json)).contains(markup))
    }

    /// The renderer makes an HTML-like label unique by adding empty comments: a plain
    /// text that already has the markup and a comment, or the markup's length, must
    /// stay plain too, and the label HTML.
    @Test(arguments: ["<b>same</b><!---->", "<b>same</b><!----><!---->", "<b>diff</b>"])
    func plainTextLikeAnHTMLLabelMadeUniqueStaysApart(plain: String) throws {
        let graph = Graph(nodes: [
            Node("plain", attributes: ["label": .text("<b>same</b>")]),
            Node("other", attributes: ["label": .text(plain)]),
            Node("html", attributes: ["label": .html("<b>same</b>")]),
        ])
        let svg = try TestSupport.renderText(graph)
        #expect(svg.contains(">&lt;b&gt;same&lt;/b&gt;</text>"))
        #expect(svg.contains(">&lt;b&gt;\(plain.dropFirst(3).prefix(4))&lt;/b&gt;"))
        #expect(svg.components(separatedBy: "font-weight=\"bold\"").count - 1 == 1)
    }

    @Test func malformedMarkupIsALayoutErrorWithGraphvizsMessage() throws {
        let graph = Graph(nodes: [Node("a", attributes: ["label": .html("<b>x</i>")])])
        #expect {
            try renderer.render(graph)
        } throws: { error in
            guard case .layoutFailed(let engine, let message) = error as? GraphvizError else { return false }
            return engine == "dot" && message.contains("mismatched tag") && message.contains("in label of node a")
        }
        #expect(try !renderer.render(TestSupport.smallTree).isEmpty)
    }
}
