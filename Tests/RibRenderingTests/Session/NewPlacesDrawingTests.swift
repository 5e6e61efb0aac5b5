import Foundation
import Graphviz
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("New places of a live session: each new subtree laid out alone, styled as the whole layout")
struct NewPlacesDrawingTests {
    @Test("the places after the page's own are drawn as subtrees, one per new place whose parent the page draws, each with its new places and edges only")
    func subtrees() throws {
        let places = try SessionPlaces(ExampleSession.ticTacToe.record())
        let layout = try StableGraphBuilder(places: places)
        let first = places.places.count / 2
        let subtrees = try NewPlacesDrawing(layout: layout).subtrees(of: first..<places.places.count)
        #expect(!subtrees.isEmpty)
        var drawn: [Int] = []
        for subtree in subtrees {
            #expect(subtree.root >= first)
            #expect(subtree.parent == (places.places[subtree.root].parent ?? -1))
            #expect(subtree.parent < first, "a subtree hangs from a place the page already draws")
            let members = [subtree.root] + places.descendants(of: subtree.root).filter { $0 >= first }
            for place in members {
                #expect(subtree.svg.contains(#"id="place\#(place)""#))
                if place != subtree.root { #expect(subtree.svg.contains(#"id="link\#(place)""#)) }
            }
            let rootHasTag = subtree.svg.contains(#"id="adapter\#(subtree.root)""#)
            #expect(subtree.svg.contains(#"id="link\#(subtree.root)""#) == rootHasTag, "the page draws the edge from the parent")
            #expect(!subtree.svg.contains(#"id="link\#(subtree.root)_adapter""#), "the page draws the edge from the parent")
            for place in 0..<first { #expect(!subtree.svg.contains(#"id="place\#(place)""#)) }
            drawn += members
        }
        #expect(drawn.sorted() == Array(first..<places.places.count), "every new place is drawn once")
    }

    @Test("a new place looks as the whole layout draws it: the same shape, colours and classes")
    func sameStyle() throws {
        let places = try SessionPlaces(ExampleSession.ticTacToe.record())
        let layout = try StableGraphBuilder(places: places)
        let last = places.places.count - 1
        let whole = try Self.svg(layout.graph(showing: SessionMask(placeCount: places.places.count), statesAsClasses: true))
        let alone = try #require(try NewPlacesDrawing(layout: layout).subtrees(of: last..<(last + 1)).first)
        #expect(Self.node(of: last, in: alone.svg) == Self.node(of: last, in: whole))
        #expect(Self.node(of: last, in: alone.svg)?.contains(#"class="node place st&#45;empty""#) == true)
    }

    @Test("new places stand in frames of their own scopes, each frame with an id of its own; frames around them, which the page shows, are not drawn again")
    func scopeFrames() throws {
        let places = try SessionPlaces(scopedTrace())
        let style = try StableGraphBuilder(places: places).placeStyle
        let loggedIn = try #require(places.places.firstIndex { $0.name == "LoggedIn" })
        let game = try #require(places.places.firstIndex { $0.name == "TicTacToe" })
        let added = loggedIn..<places.places.count
        let graph = style.framedGraph(
            of: Array(added), direction: .topToBottom, state: { _ in .empty }, statesAsClasses: true,
            entry: { $0 == loggedIn ? .fromOutside : .fromParent }, frameIDPrefix: "subtree\(loggedIn)_",
            framesShownElsewhere: Set(style.framesAround(0))
        )
        // Root's scope holds LoggedIn's, but holds no new place: the page shows its frame.
        #expect(graph.subgraphs.map(\.name) == ["cluster_scope2"])
        #expect(graph.subgraphs[0].subgraphs.isEmpty)
        let framed = graph.subgraphs[0].nodes.map(\.name)
        #expect(Set(framed) == Set(added.map { PlaceGraphStyle.elementID(ofPlace: $0) } + [PlaceGraphStyle.adapterName(ofPlace: game)]))
        #expect(graph.nodes.isEmpty, "every new place has a scope")

        let subtree = try #require(try NewPlacesDrawing(layout: StableGraphBuilder(places: places)).subtrees(of: added).first)
        #expect(subtree.svg.contains(#"<g id="subtree\#(loggedIn)_scope2" class="cluster""#))
        #expect(subtree.svg.contains("LoggedIn scope"))
    }

    @Test("frames shown elsewhere are not drawn again, nor any above them; a node's own scope is always framed; a frame nests in the nearest drawn one above it")
    func framesShownElsewhere() throws {
        let scopes = [
            ScopeDescriptor(id: ScopeID(rawValue: 1), name: "App"),
            ScopeDescriptor(id: ScopeID(rawValue: 2), name: "Root", parent: ScopeID(rawValue: 1)),
            ScopeDescriptor(id: ScopeID(rawValue: 3), name: "LoggedIn", parent: ScopeID(rawValue: 2)),
            ScopeDescriptor(id: ScopeID(rawValue: 4), name: "OffGame", parent: ScopeID(rawValue: 3)),
        ]
        let trace = try Trace(header: TraceHeader(app: AppInfo(name: "App")), ribs: [], scopes: scopes)
        var clusters = ScopeClusters(
            trace: trace, nodesByScope: [ScopeID(rawValue: 2): [Node("b")], ScopeID(rawValue: 4): [Node("d")]],
            colours: Palette.Assignment(trace: trace)
        )
        #expect(clusters.clusters().map(\.name) == ["cluster_scope1"], "by default every enclosing frame is drawn")
        clusters.framesShownElsewhere = [ScopeID(rawValue: 1), ScopeID(rawValue: 2), ScopeID(rawValue: 3)]
        let tops = clusters.clusters()
        #expect(tops.map(\.name) == ["cluster_scope2"], "a node's own scope, though shown elsewhere")
        #expect(tops.first?.nodes.map(\.name) == ["b"])
        #expect(tops.first?.subgraphs.map(\.name) == ["cluster_scope4"], "nested in the nearest drawn frame, LoggedIn's left out")
        #expect(tops.first?.subgraphs.first?.nodes.map(\.name) == ["d"])
    }

    @Test("a new subtree whose root an adapter builds holds the adapter's tag and its edge into the root; the page draws the line from the parent")
    func adapterOfTheRoot() throws {
        let places = try SessionPlaces(scopedTrace())
        let game = try #require(places.places.firstIndex { $0.name == "TicTacToe" })
        let subtree = try #require(try NewPlacesDrawing(layout: StableGraphBuilder(places: places)).subtrees(of: game..<(game + 1)).first)
        #expect(subtree.root == game)
        #expect(subtree.svg.contains(#"id="adapter\#(game)""#))
        #expect(subtree.svg.contains(#"id="link\#(game)""#), "the edge from the tag into the root")
        #expect(!subtree.svg.contains(#"id="link\#(game)_adapter""#), "the line from the parent, which the page draws")
        #expect(!subtree.svg.contains(#"id="place\#(places.places[game].parent ?? -1)""#))
    }

    @Test("names reach the SVG escaped: markup in a name stays text, in the label and in the tooltip")
    func namesEscaped() throws {
        let hostile = #"<script>alert("x")</script> & <b>"#
        let places = [
            RibPlace(id: 0, name: "Root", parent: nil, slot: 0, depth: 0, occupants: [RibID(rawValue: 1)]),
            RibPlace(id: 1, name: hostile, parent: 0, slot: 0, depth: 1, occupants: [RibID(rawValue: 2)]),
            RibPlace(id: 2, name: "Below" + hostile, parent: 1, slot: 0, depth: 2, occupants: [RibID(rawValue: 3)]),
        ]
        let declarations = try Trace(
            header: TraceHeader(app: AppInfo(name: "App")),
            ribs: [
                RibDescriptor(id: RibID(rawValue: 1), name: "Root"),
                RibDescriptor(id: RibID(rawValue: 2), name: hostile, routerType: hostile, isViewful: false, scope: ScopeID(rawValue: 1)),
            ],
            scopes: [ScopeDescriptor(id: ScopeID(rawValue: 1), name: hostile)]
        )
        let drawing = NewPlacesDrawing(places: places, declarations: declarations, direction: .topToBottom, showsTypes: true)
        let subtrees = try drawing.subtrees(of: 1..<3)
        #expect(subtrees.count == 1)
        let svg = try #require(subtrees.first?.svg)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("<ellipse"), "a viewless RIB is an oval, as in the whole layout")
    }

    private static func svg(_ graph: Graph) throws -> String {
        ReportDrawing(svg: try GraphvizRenderer().render(graph, using: .dot, to: .svg)).markup
    }

    /// The element of a place's node in an SVG drawing, without its position.
    private static func node(of place: Int, in svg: String) -> String? {
        guard let start = svg.range(of: #"<g id="place\#(place)""#) else { return nil }
        let rest = svg[start.lowerBound...]
        guard let end = rest.range(of: "<text") else { return nil }
        return String(rest[..<end.lowerBound]).replacing(#/ (points|d|cx|cy|rx|ry|x|y)="[^"]*"/#, with: "")
    }
}
