import Foundation
import Graphviz
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

/// A TicTacToe-shaped trace with scopes, a shared object, an adapter and a viewless RIB.
func scopedTrace(names: [String] = ["Root", "LoggedIn", "OffGame", "TicTacToe"]) -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(
        app: AppInfo(name: "TicTacToe"),
        session: SessionInfo(startedAt: "2026-01-01T09:00:00Z", recorder: "test"),
        clock: .manual(clock)
    )
    let rootScope = recorder.declareScope(named: "Root", componentType: "RootComponent")
    let loggedInScope = recorder.declareScope(named: "LoggedIn", componentType: "LoggedInComponent", parent: rootScope)
    let root = recorder.declareRib(named: names[0], routerType: "RootRouter", isViewful: true, scope: rootScope)
    let loggedIn = recorder.declareRib(named: names[1], routerType: "LoggedInRouter", isViewful: false, scope: loggedInScope)
    let offGame = recorder.declareRib(named: names[2], routerType: "OffGameRouter", isViewful: true, scope: loggedInScope)
    let game = recorder.declareRib(named: names[3], routerType: "TicTacToeRouter", adapterType: "TicTacToeAdapter", isViewful: true, scope: loggedInScope)
    recorder.record(.launched(root))
    recorder.record(.activated(root))
    recorder.record(.loaded(root))
    clock.advance(by: .milliseconds(1500))
    recorder.record(.attached(loggedIn, parent: root))
    recorder.record(.activated(loggedIn))
    recorder.record(.sharedObjectCreated("scoreStream", scope: loggedInScope))
    recorder.record(.attached(offGame, parent: loggedIn))
    recorder.record(.activated(offGame))
    clock.advance(by: .seconds(2))
    recorder.record(.deactivated(offGame))
    recorder.record(.detached(offGame, parent: loggedIn))
    recorder.record(.attached(game, parent: loggedIn))
    recorder.record(.activated(game))
    clock.advance(by: .seconds(3))
    return recorder.trace()
}

@Suite("Rendering")
struct RenderingTests {
    @Test("a snapshot draws one node per RIB, scopes as clusters, adapters on their edge")
    func snapshotGraph() throws {
        let trace = scopedTrace()
        let attachIndex = try #require(trace.events.lastIndex { if case .attached = $0.kind { true } else { false } })
        let graph = SnapshotGraphBuilder().graph(for: try trace.snapshot(afterEvents: attachIndex + 1))
        let clusters = graph.subgraphs
        #expect(clusters.map(\.name) == ["cluster_scope1"])
        #expect(clusters[0].nodes.map(\.name) == ["rib1"])
        #expect(clusters[0].subgraphs.map(\.name) == ["cluster_scope2"])
        #expect(clusters[0].subgraphs[0].nodes.map(\.name) == ["rib2", "rib4", "adapter4"])
        #expect(graph.edges.map { "\($0.tail)->\($0.head)" } == ["rib1->rib2", "rib2->adapter4", "adapter4->rib4"])
        // The adapter is a small tag with a solid outline.
        let adapter = clusters[0].subgraphs[0].nodes[2]
        #expect(adapter.attributes["shape"] == "cds")
        #expect(adapter.attributes["style"] == "filled")
        let loggedIn = try #require(clusters[0].subgraphs[0].nodes.first)
        #expect(loggedIn.attributes["shape"] == "oval")
        #expect(clusters[0].nodes[0].attributes["shape"] == "box")
        // The chosen event attached TicTacToe: outlined green.
        #expect(clusters[0].subgraphs[0].nodes[1].attributes["color"] == .text("#2e7d32"))
        guard case .html(let label) = clusters[0].subgraphs[0].attributes["label"] else {
            Issue.record("scope label is not HTML")
            return
        }
        #expect(label.contains("shares: scoreStream"))
    }

    @Test("a snapshot after a detach shows the detached RIB in red, on a dotted red edge")
    func detachHighlight() throws {
        let trace = scopedTrace()
        let detachIndex = try #require(trace.events.firstIndex { if case .detached = $0.kind { true } else { false } })
        let graph = SnapshotGraphBuilder().graph(for: try trace.snapshot(afterEvents: detachIndex + 1))
        let detachedEdge = try #require(graph.edges.first { $0.attributes["label"] == "detached" })
        #expect(detachedEdge.tail == "rib2" && detachedEdge.head == "rib3")
        #expect(detachedEdge.attributes["color"] == .text("#c62828"))
        #expect(detachedEdge.attributes["style"] == "dotted")
    }

    @Test("each line style means one thing: dashes only outline viewless RIBs, dots only what left the tree")
    func visualVocabulary() throws {
        let trace = scopedTrace()
        let detachIndex = try #require(trace.events.firstIndex { if case .detached = $0.kind { true } else { false } })
        let graph = SnapshotGraphBuilder(options: SnapshotOptions(includesDetached: true))
            .graph(for: try trace.snapshot(afterEvents: detachIndex + 1))
        let clusters = graph.subgraphs.flatMap { [$0] + $0.subgraphs }
        let nodes = graph.nodes + clusters.flatMap(\.nodes)
        func styles(_ attributes: Attributes) -> Set<String> {
            Set(attributes["style"].map { "\($0)".split(separator: ",").map(String.init) } ?? [])
        }
        // Dashes: exactly the viewless RIB (LoggedIn), an oval, and nothing else.
        #expect(nodes.filter { styles($0.attributes).contains("dashed") }.map(\.name) == ["rib2"])
        #expect(nodes.first { $0.name == "rib2" }?.attributes["shape"] == "oval")
        #expect(!graph.edges.contains { styles($0.attributes).contains("dashed") })
        #expect(!clusters.contains { styles($0.attributes).contains("dashed") })
        // Dots: OffGame, detached but alive (outlined red: this event detached it), and the
        // red edge of that detach.
        let offGame = try #require(nodes.first { $0.name == "rib3" })
        #expect(nodes.filter { styles($0.attributes).contains("dotted") }.map(\.name) == ["rib3"])
        #expect(offGame.attributes["fillcolor"] == "#ffebee")
        let dottedEdges = graph.edges.filter { styles($0.attributes).contains("dotted") }
        #expect(dottedEdges.map { "\($0.tail)->\($0.head)" } == ["rib2->rib3"])
        #expect(dottedEdges.first?.attributes["color"] == .text(Palette.detached))
        // Scopes: light filled frames with a thin solid border.
        for cluster in clusters {
            #expect(styles(cluster.attributes) == ["filled", "rounded"])
            #expect(cluster.attributes["penwidth"] == "0.8")
        }
    }

    @Test("a RIB alive out of the live tree is drawn red: dotted red outline, light red fill, red text")
    func aliveOutsideIsRed() throws {
        let trace = scopedTrace()
        // After the last event OffGame has been detached for 3 s and is still alive.
        let graph = SnapshotGraphBuilder(options: SnapshotOptions(includesDetached: true)).graph(for: try trace.finalSnapshot())
        let nodes = graph.nodes + graph.subgraphs.flatMap { [$0] + $0.subgraphs }.flatMap(\.nodes)
        let offGame = try #require(nodes.first { $0.name == "rib3" })
        #expect(offGame.attributes["color"] == .text(Palette.detached))
        #expect(offGame.attributes["fillcolor"] == "#ffebee")
        #expect(offGame.attributes["fontcolor"] == .text(Palette.detached))
        #expect(offGame.attributes["style"] == "dotted,filled,rounded")
        guard case .html(let label)? = offGame.attributes["label"] else {
            Issue.record("OffGame has no HTML label")
            return
        }
        #expect(label.contains("color=\"\(Palette.detached)\">detached</font>"))
        #expect(VisualVocabulary.detachedEdge["color"] == .text(Palette.detached))
    }

    @Test("a tree picture has a legend of its shapes under the title, unless the options leave it out")
    func treeLegend() throws {
        let snapshot = try scopedTrace().finalSnapshot()
        guard case .html(let title)? = SnapshotGraphBuilder().graph(for: snapshot).attributes["label"] else {
            Issue.record("the title is not an HTML label")
            return
        }
        #expect(title.contains("after event"))
        for (text, style) in [
            ("viewful RIB", "rounded"), ("viewless RIB", "rounded,dashed"), ("adapter", "solid"),
            ("scope", "rounded"), ("inactive", "rounded"), ("alive out of the tree", "rounded,dotted"),
        ] {
            let cell = title.components(separatedBy: "<td ").first { $0.contains(">\(text)</font></td>") }
            #expect(cell?.hasPrefix("border=\"1\" style=\"\(style)\"") == true, "\(text)")
        }
        guard case .html(let plain)? = SnapshotGraphBuilder(options: SnapshotOptions(showsLegend: false)).graph(for: snapshot).attributes["label"] else {
            Issue.record("the title is not an HTML label")
            return
        }
        #expect(!plain.contains("<table"))
        #expect(plain.contains("after event"))
    }

    @Test("the legend lists adapters and scopes only for a trace that has them")
    func legendOfWhatTheTraceHas() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Plain"))
        let root = recorder.declareRib(named: "Root", isViewful: true)
        let child = recorder.declareRib(named: "Child", isViewful: false)
        recorder.record(.launched(root))
        recorder.record(.attached(child, parent: root))
        guard case .html(let title)? = SnapshotGraphBuilder().graph(for: try recorder.trace().finalSnapshot()).attributes["label"] else {
            Issue.record("the title is not an HTML label")
            return
        }
        for shown in ["viewful RIB", "viewless RIB", "inactive", "alive out of the tree"] {
            #expect(title.contains(">\(shown)</font></td>"), "\(shown)")
        }
        #expect(!title.contains(">adapter</font>"))
        #expect(!title.contains(">scope</font>"))
        // The title spans the legend's four cells.
        #expect(title.contains("<td colspan=\"4\">"))
    }

    @Test("the same RIB keeps the same colour in every snapshot and trace")
    func stableColours() throws {
        let trace = scopedTrace()
        let first = SnapshotGraphBuilder().graph(for: try trace.snapshot(afterEvents: 5))
        let last = SnapshotGraphBuilder().graph(for: try trace.finalSnapshot())
        func fill(_ graph: Graph, _ name: String) -> AttributeValue? {
            (graph.subgraphs.flatMap { [$0] + $0.subgraphs }.flatMap(\.nodes)).first { $0.name == name }?.attributes["fillcolor"]
        }
        #expect(fill(first, "rib2") != nil)
        #expect(fill(first, "rib2") == fill(last, "rib2"))
        #expect(Palette.fill(for: "LoggedIn") == Palette.fill(for: "LoggedIn"))
    }

    @Test(
        "names are escaped in the SVG: no injected markup",
        arguments: [
            "<script>alert(1)</script>", "Quote\"Back\\slash", "Amp & <b>bold</b>", "줄\n바꿈", String(repeating: "Long", count: 200),
        ])
    func escaping(name: String) throws {
        let trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        let renderer = TraceRenderer()
        for data in [try renderer.render(try trace.finalSnapshot()), try renderer.renderTimeline(of: trace)] {
            let svg = String(decoding: data, as: UTF8.self)
            #expect(!svg.contains("<script"))
            #expect(!svg.contains("<b>bold"))
            #expect(svg.hasSuffix("</svg>\n"))
        }
    }

    @Test("snapshots and timelines render to SVG, PNG and PDF")
    func formats() throws {
        let trace = scopedTrace()
        let renderer = TraceRenderer()
        let png = try renderer.render(try trace.finalSnapshot(), format: .png)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let pdf = try renderer.renderTimeline(of: trace, format: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let svg = String(decoding: try renderer.render(try trace.finalSnapshot(), engine: .fdp), as: UTF8.self)
        #expect(svg.contains("LoggedIn"))
        #expect(svg.contains("class=\"cluster\""))
    }

    @Test("engines that cannot draw scope frames are refused for a tree with scopes, and draw a tree without scopes")
    func enginesWithoutClusters() throws {
        let renderer = TraceRenderer()
        let snapshot = try scopedTrace().finalSnapshot()
        for engine in [LayoutEngine.twopi, .circo, .neato, .sfdp] {
            #expect(throws: UnsupportedLayoutError(engine: engine)) { try renderer.render(snapshot, engine: engine) }
        }
        #expect("\(UnsupportedLayoutError(engine: .twopi))".hasPrefix("graphviz's twopi layout cannot draw scopes as frames"))
        let recorder = RibRecorder(app: AppInfo(name: "Unscoped"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        let svg = String(decoding: try renderer.render(try recorder.trace().finalSnapshot(), engine: .twopi), as: UTF8.self)
        #expect(svg.contains("Root"))
    }

    @Test("the timeline pins one lane per RIB with ticks on a true time axis")
    func timelineGraph() {
        let graph = TimelineGraphBuilder().graph(for: scopedTrace())
        let names = graph.nodes.filter { $0.name.hasPrefix("name") }
        #expect(names.count == 4)
        let ticks = graph.nodes.filter { $0.name.hasPrefix("tick") }.map { $0.attributes["label"] }
        // The trace ends at 6.5 s, 3 s after its last event: ticks every second, up to 7 s.
        #expect(ticks == ["0 s", "1 s", "2 s", "3 s", "4 s", "5 s", "6 s", "7 s"])
        #expect(graph.nodes.allSatisfy { $0.attributes["pos"] != nil })
    }
}

@Suite("Rendering names literally")
struct LiteralNameTests {
    @Test("backslash sequences and entities in names are shown as written, not interpreted")
    func literalNames() throws {
        let trace = scopedTrace(names: ["Root", "Log\\NIn", "Off&amp;Game", "TicTacToe"])
        let svg = String(decoding: try TraceRenderer().renderTimeline(of: trace), as: UTF8.self)
        // graphviz would turn \N into the node's name and &amp; into &; shown literally,
        // they reach the SVG as text escaped for XML.
        #expect(svg.contains("Log\\NIn"))
        #expect(svg.contains("Off&amp;amp;Game"))
    }
}

extension LiteralNameTests {
    @Test("tooltips show names with backslashes literally")
    func literalTooltips() throws {
        let trace = scopedTrace(names: ["Root", "Log\\NIn", "OffGame", "TicTacToe"])
        let svg = String(decoding: try TraceRenderer().render(try trace.snapshot(afterEvents: 5)), as: UTF8.self)
        #expect(svg.contains("xlink:title=\"Log\\NIn"))
        #expect(svg.contains(">Log\\NIn</text>"))
    }
}

@Suite("Scope and RIB colours")
struct PaletteTests {
    /// A colour's hue in degrees and its saturation (max - min channel, 0–255).
    private func hueAndSaturation(_ hex: String) -> (hue: Double, saturation: Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let (r, g, b) = (Double(value >> 16 & 255), Double(value >> 8 & 255), Double(value & 255))
        let high = max(r, g, b), low = min(r, g, b)
        guard high > low else { return (0, 0) }
        let hue: Double =
            switch high {
            case r: 60 * ((g - b) / (high - low)).truncatingRemainder(dividingBy: 6)
            case g: 60 * ((b - r) / (high - low) + 2)
            default: 60 * ((r - g) / (high - low) + 4)
            }
        return ((hue + 360).truncatingRemainder(dividingBy: 360), Int(high - low))
    }

    @Test("no RIB or scope colour is the grey of inactive RIBs or the red of RIBs alive out of the tree")
    func neitherGreyNorRed() {
        for fill in Palette.fills {
            let (hue, saturation) = hueAndSaturation(fill)
            #expect(saturation >= 20, "\(fill) is grey")
            #expect(hue > 20 && hue < 340, "\(fill) is red")
        }
    }

    @Test("every scope of the TicTacToe session has a frame colour of its own")
    func distinctScopes() throws {
        let trace = ExampleSession.ticTacToe.record()
        let colours = Palette.Assignment(trace: trace)
        let names = Set(trace.scopes.map(\.name))
        #expect(Set(names.map { colours.tint(for: $0) }).count == names.count)
        // What the final tree with its leak draws: five frames, five colours.
        let graph = SnapshotGraphBuilder(options: SnapshotOptions(includesDetached: true)).graph(for: try trace.finalSnapshot())
        var frames: [Subgraph] = []
        var pending = graph.subgraphs
        while let next = pending.popLast() {
            frames.append(next)
            pending.append(contentsOf: next.subgraphs)
        }
        let tints = frames.compactMap { $0.attributes["fillcolor"] }
        #expect(tints.count == 5)
        #expect(Set(tints).count == tints.count)
    }

    @Test("a name keeps its own colour unless an earlier name of the trace took it")
    func assignment() {
        let a = "LoggedIn"
        let clash = (0..<500).lazy.map { "Scope\($0)" }.first { Palette.slot(for: $0) == Palette.slot(for: a) }
        #expect(clash != nil)
        guard let clash else { return }
        let colours = Palette.Assignment(names: [a, clash])
        #expect(colours.fill(for: a) == Palette.fill(for: a))
        #expect(colours.fill(for: clash) != colours.fill(for: a))
    }
}
