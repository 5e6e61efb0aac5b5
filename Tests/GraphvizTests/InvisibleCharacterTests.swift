import Foundation
import Graphviz
import Testing

@Suite("Invisible characters in labels")
struct InvisibleCharacterTests {
    @Test("a NUL and the bidirectional controls are written as visible escapes, line breaks kept")
    func escapes() {
        #expect(labelEscaped("A\u{0}B\u{202E}C\n") == "A\\\\u{0}B\\\\u{202e}C\n")
        #expect(tooltipEscaped("A\u{0}B") == "A\\\\\\\\u{0}B")
        #expect(htmlEscaped("<\u{2066}x\u{7}>") == "&lt;\\\\u{2066}x\\\\u{7}&gt;")
        #expect(htmlEscaped("plain 한국어") == "plain 한국어")
        #expect(labelEscaped("A\u{200B}B\u{FEFF}") == "A\\\\u{200b}B\\\\u{feff}")
        #expect(htmlEscaped("\u{2060}x\u{200D}") == "\\\\u{2060}x\\\\u{200d}")
    }

    @Test("a label with a NUL draws, showing the escape")
    func nulDraws() throws {
        var graph = Graph(name: "g")
        graph.nodes.append(Node("a", attributes: ["label": .text(labelEscaped("Root\u{0}Evil"))]))
        let svg = String(decoding: try TestSupport.renderer.render(graph, using: .dot, to: .svg), as: UTF8.self)
        #expect(svg.contains("Root\\u{0}Evil"))
    }
}
