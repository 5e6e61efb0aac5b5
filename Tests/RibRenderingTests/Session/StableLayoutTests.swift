import Foundation
import Graphviz
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("Stable layout")
struct StableLayoutTests {
    @Test("wide shallow trees grow left to right; small ones top to bottom; a forced direction stays")
    func direction() {
        #expect(LayoutDirection.automatic.resolved(levels: 4, leaves: 8) == .topToBottom)
        #expect(LayoutDirection.automatic.resolved(levels: 3, leaves: 170) == .leftToRight)
        #expect(LayoutDirection.topToBottom.resolved(levels: 3, leaves: 170) == .topToBottom)
        #expect(LayoutDirection.leftToRight.resolved(levels: 4, leaves: 2) == .leftToRight)
    }

    @Test("a subtree by name and a depth select places; hidden children are counted; bad selections say why")
    func selection() throws {
        let places = try SessionPlaces(ExampleSession.ticTacToe.record())
        let labels = { (drawn: [Int]) in drawn.map { places.places[$0].label } }
        let loggedIn = try places.places(selectedBy: PlaceSelection(subtree: "LoggedIn"))
        #expect(Set(labels(loggedIn.drawn)) == ["LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])
        let top = try places.places(selectedBy: PlaceSelection(depth: 2))
        #expect(Set(labels(top.drawn)) == ["Root", "LoggedOut", "LoggedIn"])
        let loggedInPlace = try #require(places.places.first { $0.name == "LoggedIn" }?.id)
        #expect(top.hiddenBelow == [loggedInPlace: 4])
        #expect(throws: PlaceSelectionError.noRibNamed("Nope", known: ["Root", "LoggedOut", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin"])) {
            try places.places(selectedBy: PlaceSelection(subtree: "Nope"))
        }
        #expect(throws: PlaceSelectionError.depthBelowOne(0)) { try places.places(selectedBy: PlaceSelection(depth: 0)) }
        let builder = try StableGraphBuilder(places: places, options: StableLayoutOptions(selection: PlaceSelection(depth: 2)))
        let graph = builder.graph(showing: places.mask(afterEvents: 10))
        let loggedInNode = try #require(allNodes(of: graph).first { $0.name == StableGraphBuilder.elementID(ofPlace: loggedInPlace) })
        #expect(loggedInNode.attributes["label"]?.description.contains("+4 below") == true)
    }

    @Test("a flip-book lays out once: every page draws every place at the same spot, only styles change")
    func flipBookKeepsPlaces() throws {
        let trace = ExampleSession.ticTacToe.record()
        let builder = try StableGraphBuilder(places: SessionPlaces(trace))
        let moments = try SnapshotSelection.distinctStates(of: trace)
        var pages: [String] = []
        try TraceRenderer().render(StableFlipBook(builder: builder, moments: moments), formats: [.svg]) { _, _, data in
            pages.append(String(decoding: data, as: UTF8.self))
        }
        #expect(pages.count == moments.count)
        #expect(Set(pages).count >= moments.count / 2)
        // Wherever a place is drawn, on any page, it is drawn at the same coordinates.
        for place in builder.places.places {
            let drawings = Set(pages.map { Self.geometry(String(Self.nodeMarkup(of: place.id, in: $0))) }.filter { !$0.isEmpty })
            #expect(drawings.count == 1, "\(place.label) is drawn at \(drawings.count) spots")
        }
        // A page shows the RIBs in the tree, and nothing where no RIB stands.
        var mask = SessionMask(placeCount: builder.places.places.count)
        var applied = 0
        for (page, moment) in zip(pages, moments) {
            while applied < moment {
                for change in builder.places.changes(ofEvent: applied) { mask.apply(change) }
                applied += 1
            }
            for place in builder.places.places {
                let drawnVisibly = !Self.geometry(String(Self.nodeMarkup(of: place.id, in: page))).isEmpty
                #expect(drawnVisibly == (mask.states[place.id] != .empty), "\(place.label) after \(moment) events")
            }
        }
    }

    @Test("a flip-book restyles only what changed since its last page, and draws the same pages as restyling everything")
    func changesOnly() throws {
        let trace = ExampleSession.ticTacToe.record()
        let builder = try StableGraphBuilder(places: SessionPlaces(trace))
        let moments = try SnapshotSelection.distinctStates(of: trace, includingDetached: true)
        let book = StableFlipBook(builder: builder, moments: moments)
        let restylings = Array(book)
        #expect(restylings.dropFirst().allSatisfy { $0.nodes.count < builder.drawnPlaces.count })
        let everything = moments.map { builder.restyling(for: builder.places.mask(afterEvents: $0), afterEventAt: $0 - 1) }
        var incremental: [Data] = []
        var whole: [Data] = []
        let graph = builder.graph(showing: book.firstMask)
        try GraphvizRenderer().render(graph, restyled: restylings, to: [.svg]) { _, _, data in incremental.append(data) }
        try GraphvizRenderer().render(graph, restyled: everything, to: [.svg]) { _, _, data in whole.append(data) }
        #expect(incremental.count == moments.count)
        #expect(incremental == whole)
    }

    @Test("a RIB alive out of the tree is drawn red and dotted; the RIB the event attached is outlined green")
    func statesAndHighlight() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Leaky"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root", isViewful: true)
        let kept = recorder.declareRib(named: "Kept", isViewful: true)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recorder.record(.attached(kept, parent: root))
        recorder.record(.detached(kept, parent: root))
        let builder = try StableGraphBuilder(places: SessionPlaces(recorder.trace()))
        let attached = builder.restyling(for: builder.places.mask(afterEvents: 3), afterEventAt: 2)
        #expect(attached.nodes["place1"]?["color"] == Palette.attached)
        #expect(attached.nodes["place0"]?["fillcolor"] == Palette.fill(for: "Root"))
        let left = builder.restyling(for: builder.places.mask(afterEvents: 4), afterEventAt: nil)
        #expect(left.nodes["place1"]?["color"] == Palette.detached)
        #expect(left.nodes["place1"]?["style"] == "filled,dotted,rounded")
        #expect(left.edges[EdgeEnds(from: "place0", to: "place1")]?["style"] == "dotted")
    }

    /// The coordinates in an SVG page, in order: where everything is drawn (whole attribute
    /// names: `stroke-dasharray` is a style, not a `y`).
    private static func geometry(_ svg: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\s(?:points|cx|cy|x|y|d)="([^"]*)""#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { match in
            Range(match.range(at: 1), in: svg).map { String(svg[$0]) }
        }
    }

    private static func nodeMarkup(of place: Int, in svg: String) -> Substring {
        guard let start = svg.range(of: #"<g id="place\#(place)""#) else { return "" }
        let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)?.lowerBound ?? svg.endIndex
        return svg[start.lowerBound..<end]
    }

    private func allNodes(of graph: Graph) -> [Node] {
        var nodes = graph.nodes
        var stack = graph.subgraphs
        while let next = stack.popLast() {
            nodes += next.nodes
            stack += next.subgraphs
        }
        return nodes
    }
}
