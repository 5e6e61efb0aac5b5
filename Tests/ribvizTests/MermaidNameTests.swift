import Foundation
import Testing

/// Names that Mermaid or Markdown would read as syntax.
private let trickyNames = [
    "Theme%%{init: {'theme':'dark'}}%%",
    "One`tick",
    "Three```ticks",
    "*star* _under_ ~~strike~~",
    "&lt;b&gt; &amp;",
    "Literal\\nbreak",
    "Math$$x$$",
    "Bidi\u{202E}reversed",
]

/// A session with one RIB per tricky name under a Root, each in a scope of the same name.
private func trickyTrace() -> String {
    func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
    var ribs = [#"{"id":1,"name":"Root"}"#]
    var scopes: [String] = []
    var events = [#"{"seq":0,"t":0,"kind":"launch","rib":1}"#]
    for (index, name) in trickyNames.enumerated() {
        ribs.append(#"{"id":\#(index + 2),"name":\#(quoted(name)),"scope":\#(index + 1)}"#)
        scopes.append(#"{"id":\#(index + 1),"name":\#(quoted(name))}"#)
        events.append(#"{"seq":\#(index + 1),"t":\#(index + 1),"kind":"attach","rib":\#(index + 2),"parent":1}"#)
    }
    return """
        {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Tricky"},"session":{},
        "ribs":[\(ribs.joined(separator: ","))],"scopes":[\(scopes.joined(separator: ","))],"workflows":[],
        "events":[\(events.joined(separator: ",\n"))]}
        """
}

/// The Mermaid diagrams in a Markdown text.
private func mermaidBlocks(in markdown: String) -> [String] {
    markdown.components(separatedBy: "```mermaid\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
}

@Suite(
    "Names in Mermaid and Markdown",
    .enabled(if: MermaidRenderer.isAvailable || MermaidRenderer.isRequired, "needs python3 with mermaidx (pip install mermaidx)")
)
struct MermaidNameTests {
    @Test("Mermaid shows every name of docs' diagrams as itself, with the default theme")
    func docsDiagrams() async throws {
        try #require(MermaidRenderer.isAvailable, "python3 with mermaidx is not installed")
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try trickyTrace().write(to: folder.appendingPathComponent("trace.json"), atomically: true, encoding: .utf8)
        let docs = try await RibvizRunner.run(["docs", "trace.json", "--no-svg", "-o", "docs"], in: folder)
        #expect(docs.exitCode == 0, "\(docs.standardError)")
        let index = try String(contentsOf: folder.appendingPathComponent("docs/README.md"), encoding: .utf8)
        let diagrams = mermaidBlocks(in: index)
        #expect(diagrams.count == 2)
        let plain = try await MermaidRenderer.render("flowchart TD\n    a[\"plain\"]")
        var shown: Set<String> = []
        for diagram in diagrams {
            let rendering = try await MermaidRenderer.render(diagram)
            #expect(rendering.fills == plain.fills, "a name changed the diagram's theme")
            shown.formUnion(rendering.labels)
        }
        for name in trickyNames {
            let expected = name.replacingOccurrences(of: "\u{202E}", with: "\\u{202e}")
            #expect(shown.contains(expected), "\(expected) not shown as itself in \(shown.sorted())")
        }
    }
}
