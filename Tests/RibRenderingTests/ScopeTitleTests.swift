import Foundation
import Graphviz
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

/// Where graphviz put a snapshot's scope titles and edges, read from its JSON output.
private struct LaidOutSnapshot {
    /// Each scope title's box: x, y of its centre and its width and height, in points.
    var titles: [(name: String, x: Double, y: Double, width: Double, height: Double)] = []
    /// Each edge's spline control points.
    var edges: [[(x: Double, y: Double)]] = []

    init(_ snapshot: RibTreeSnapshot, options: SnapshotOptions = SnapshotOptions()) throws {
        let data = try TraceRenderer().render(snapshot, options: options, format: OutputFormat(name: "json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for object in json["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String, name.hasPrefix("cluster"),
                let position = (object["lp"] as? String).map(Self.numbers), position.count == 2,
                let width = (object["lwidth"] as? String).flatMap(Double.init),
                let height = (object["lheight"] as? String).flatMap(Double.init)
            else { continue }
            titles.append((name, position[0], position[1], width * 72, height * 72))
        }
        for edge in json["edges"] as? [[String: Any]] ?? [] {
            let points = ((edge["pos"] as? String) ?? "").split(separator: " ")
                .map { $0.hasPrefix("e,") || $0.hasPrefix("s,") ? String($0.dropFirst(2)) : String($0) }
                .map(Self.numbers).filter { $0.count == 2 }
            edges.append(points.map { ($0[0], $0[1]) })
        }
    }

    /// The titles some edge passes through: a point of its spline, or of the straight
    /// segments between its control points, inside the title's box.
    var crossedTitles: [String] {
        titles.filter { title in
            edges.contains { points in
                zip(points, points.dropFirst()).contains { from, to in
                    (0...10).contains { step in
                        let t = Double(step) / 10
                        let x = from.x + (to.x - from.x) * t, y = from.y + (to.y - from.y) * t
                        return abs(x - title.x) < title.width / 2 && abs(y - title.y) < title.height / 2
                    }
                }
            }
        }.map(\.name)
    }

    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0) }
    }
}

@Suite("Scope titles")
struct ScopeTitleTests {
    @Test("no edge of an example session's trees goes through a scope's title, at any state", arguments: ExampleSession.allCases)
    func edgesMissTitles(session: ExampleSession) throws {
        let trace = session.record()
        var titles = 0
        for moment in try SnapshotSelection.distinctStates(of: trace, includingDetached: true) {
            let laidOut = try LaidOutSnapshot(try trace.snapshot(afterEvents: moment), options: SnapshotOptions(showsTypes: true, includesDetached: true))
            titles += laidOut.titles.count
            #expect(laidOut.crossedTitles.isEmpty, "after event \(moment - 1)")
        }
        #expect(titles > 20)
    }
}
