import Foundation
import RibArchitecture
import RibArchitectureTools
import RibExamples
import RibInspector
import RibInspectorTools
import RibvizTestSupport
import Testing

private func pages(_ sources: [(String, Trace)]) -> [DocumentationPage] {
    TraceDocumentationWriter().pages(for: ObservedArchitecture(traces: sources.map { .init(label: $0.0, trace: $0.1) }))
}

@Suite("Trace documentation")
struct TraceDocumentationTests {
    @Test("relations of several traces are merged with how often each happened")
    func mergedCounts() {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: scopedSession("Root", [("Pocket", "Root"), ("Coin", "Pocket")])),
            .init(label: "b.json", trace: scopedSession("Root", [("Pocket", "Root"), ("Card", "Pocket")])),
        ])
        #expect(architecture.relations.map { "\($0.item.parent)>\($0.item.child)=\($0.count)" } == ["Root>Pocket=2", "Pocket>Coin=1", "Pocket>Card=1"])
        #expect(architecture.ribs.map(\.name) == ["Root", "Pocket", "Coin", "Card"])
        #expect(architecture.rib(named: "Pocket")?.lifetimes.map(\.traceLabel) == ["a.json", "b.json"])
        #expect(architecture.appNames == ["Wallet"])
        let index = TraceDocumentationWriter().pages(for: architecture)[0]
        #expect(index.path == "README.md")
        #expect(index.contents.contains(#"rib0 -->|"2×"| rib1"#))
        #expect(index.contents.contains("from 2 recorded sessions (a.json, b.json)"))
    }

    @Test("traces of different apps are merged and the index says so")
    func differentApps() {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: scopedSession("Root", [], app: "Wallet")),
            .init(label: "b.json", trace: scopedSession("Root", [], app: "Rides")),
        ])
        #expect(architecture.appNames == ["Wallet", "Rides"])
        #expect(TraceDocumentationWriter().pages(for: architecture)[0].contents.contains("different apps: Wallet, Rides"))
    }

    @Test(
        "hostile names are escaped in Markdown, Mermaid and file names",
        arguments: [
            "A|B", "Pay]ment", #"Say "hi""#, "<script>alert(1)</script>", "Tick`s`", "Two\nLines", "../../etc/passwd",
        ])
    func hostileNames(name: String) throws {
        let all = pages([("x.json", scopedSession("Root", [(name, "Root")], shared: name))])
        for page in all {
            #expect(!page.path.dropFirst("ribs/".count).contains("/"))
            #expect(!page.path.contains(".."))
            let markdown = page.contents.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
            let mermaid = page.contents.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element).joined()
            // Markdown: no raw HTML, no unescaped table separator or link bracket from the name.
            #expect(markdown.firstMatch(of: /[^\\]</) == nil)
            #expect(!markdown.contains("A|B"))
            #expect(!markdown.contains("Pay]ment"))
            #expect(!markdown.contains("Tick`s`"))
            // Mermaid: the name stays inside its quoted label.
            #expect(!mermaid.contains("<script"))
            #expect(!mermaid.contains(#"Say "hi""#))
            #expect(!mermaid.contains("A|B"))
            #expect(!page.contents.contains("Two\nLines"))
        }
        let ribPage = try #require(all.first { $0.contents.hasPrefix("# " + MarkdownEscaping.text(name)) })
        #expect(ribPage.contents.contains("\"" + MermaidEscaping.label(name) + "\""))
    }

    @Test("names that differ only in unsafe characters or case get distinct pages")
    func distinctFileNames() {
        let paths = pages([("x.json", scopedSession("Root", [("a/b", "Root"), ("a?b", "Root"), ("ROOT", "Root")]))]).map(\.path)
        #expect(paths == ["README.md", "ribs/Root.md", "ribs/a_b.md", "ribs/a_b-2.md", "ribs/ROOT-2.md"])
    }

    @Test("generating twice from the same traces gives the same bytes")
    func deterministic() {
        let first = pages(ExampleSession.allCases.map { ($0.rawValue, $0.record()) })
        let second = pages(ExampleSession.allCases.map { ($0.rawValue, $0.record()) })
        #expect(first == second)
        #expect(first.count > 10)
    }
}

@Suite("Trace documentation: size limits")
struct TraceDocumentationSizeTests {
    @Test("traces with more distinct RIB names than RIB pages are refused, counting every trace")
    func tooManyNames() throws {
        let first = scopedSession("Root", [("Home", "Root")])
        let second = scopedSession("Root", [("Card", "Root"), ("Page", "Card")])
        let writer = TraceDocumentationWriter(maximumRibPages: 3)
        #expect(throws: Never.self) { try writer.checkSize(of: [first]) }
        let error = #expect(throws: DocumentationSizeError.self) { try writer.checkSize(of: [first, second]) }
        #expect(error == DocumentationSizeError(ribNameCount: 4, limit: 3))
        #expect(error?.description.contains("4 distinct RIB names, more than the 3 RIB pages a docs folder holds") == true)
        #expect(throws: Never.self) { try TraceDocumentationWriter(maximumRibPages: 4).checkSize(of: [first, second]) }
    }
}
