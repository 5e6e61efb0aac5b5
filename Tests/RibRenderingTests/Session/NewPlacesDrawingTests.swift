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
            #expect(!subtree.svg.contains(#"id="link\#(subtree.root)""#), "the page draws the edge from the parent")
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

    @Test("names reach the SVG escaped: markup in a name stays text, in the label and in the tooltip")
    func namesEscaped() throws {
        let hostile = #"<script>alert("x")</script> & <b>"#
        let places = [
            RibPlace(id: 0, name: "Root", parent: nil, slot: 0, depth: 0, occupants: [RibID(rawValue: 1)]),
            RibPlace(id: 1, name: hostile, parent: 0, slot: 0, depth: 1, occupants: [RibID(rawValue: 2)]),
            RibPlace(id: 2, name: "Below" + hostile, parent: 1, slot: 0, depth: 2, occupants: [RibID(rawValue: 3)]),
        ]
        let drawing = NewPlacesDrawing(
            places: places, facts: [1: PlaceFacts(isViewful: false, routerType: hostile)], colourNames: ["Root", hostile],
            direction: .topToBottom, showsTypes: true
        )
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
