import RibInspector
import RibInspectorTools
import Testing
@testable import RibRendering

@Suite("StateIndexPage: the index of render --every-state")
struct StateIndexPageTests {
    private static func trace() throws -> Trace {
        let json = """
            {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"# App"},"session":{},
            "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Evil | [click](https://x.example) <b>"}],"scopes":[],"workflows":[],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1},{"seq":1,"t":2500000000,"kind":"attach","rib":2,"parent":1}]}
            """
        return try TraceReader().read(Array(json.utf8))
    }

    @Test("one row per state in the order given, with its event, time, what it did and its pictures; names escaped")
    func rows() throws {
        let page = StateIndexPage(
            trace: try Self.trace(), traceLabel: "a|b.json",
            states: [
                .init(eventCount: 1, files: ["tree-000000.svg"]),
                .init(eventCount: 2, files: ["tree-000001.svg", "tree-000001.png"]),
            ], timelineFiles: ["timeline.svg"])
        #expect(
            page.markdown == """
                # \\# App: every tree state

                2 distinct tree states of a\\|b.json, in trace order. Each picture shows the tree right after its event.

                | event | time | what the event did | picture |
                |---:|---:|---|---|
                | 0 | 0.000 s | launch Root | [tree-000000.svg](tree-000000.svg) |
                | 1 | 2.500 s | attach Evil \\| \\[click\\]\\(https://x.example\\) \\<b\\> to Root | [tree-000001.svg](tree-000001.svg) · [tree-000001.png](tree-000001.png) |

                Every RIB's life over the session: [timeline.svg](timeline.svg).

                """)
    }

    @Test("states outside the trace are left out, and without a timeline there is no line for it")
    func outside() throws {
        let page = StateIndexPage(
            trace: try Self.trace(), traceLabel: "t.json",
            states: [
                .init(eventCount: 0, files: ["x.svg"]), .init(eventCount: 3, files: ["y.svg"]), .init(eventCount: 2, files: ["z.svg"]),
            ], timelineFiles: [])
        #expect(!page.markdown.contains("x.svg") && !page.markdown.contains("y.svg") && page.markdown.contains("[z.svg](z.svg)"))
        #expect(!page.markdown.contains("Every RIB's life"))
    }
}
