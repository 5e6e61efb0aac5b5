import Foundation
import Graphviz
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("Drawing a trace's states one after another")
struct SnapshotSeriesRendererTests {
    @Test(
        "each state drawn in a series is the picture drawn alone, byte for byte",
        arguments: [SnapshotOptions(includesDetached: true), SnapshotOptions(showsTypes: true), SnapshotOptions(includesDetached: true, showsLegend: false)])
    func sameAsAlone(options: SnapshotOptions) throws {
        let renderer = TraceRenderer()
        for session in ExampleSession.allCases {
            let trace = session.record()
            var series = SnapshotSeriesRenderer(trace: trace, options: options)
            var replay = TraceReplay(trace)
            let moments = try SnapshotSelection.distinctStates(of: trace, includingDetached: options.includesDetached)
            #expect(moments.count > 10)
            for moment in moments {
                try replay.advance(to: moment)
                let drawn = try series.render(replay.snapshot, formats: [.svg, .dot])
                let alone = try [OutputFormat.svg, .dot].map { try renderer.render(replay.snapshot, options: options, format: $0) }
                #expect(drawn == alone, "\(session) after \(moment) events")
            }
        }
    }

    @Test("a RIB drawn again after its activeness or its place changed is drawn as it is now, not as it was")
    func nodesFollowTheirRib() throws {
        let trace = scopedTrace()
        var series = SnapshotSeriesRenderer(trace: trace, options: SnapshotOptions(includesDetached: true))
        var replay = TraceReplay(trace)
        var notes: [String] = []
        for moment in 1...trace.events.count {
            try replay.advance(to: moment)
            let svg = String(decoding: try series.render(replay.snapshot, formats: [.svg])[0], as: UTF8.self)
            let offGame = svg.components(separatedBy: "<title>rib3</title>").dropFirst().first?.components(separatedBy: "</g>").first ?? ""
            notes.append(offGame.contains(">inactive<") ? "inactive" : offGame.contains(">detached<") ? "detached" : offGame.isEmpty ? "-" : "active")
        }
        // OffGame (rib 3): attached after event 7, activated, deactivated, then detached and still alive.
        #expect(notes == Array(repeating: "-", count: 6) + ["inactive", "active", "inactive", "detached", "detached", "detached"], "\(notes)")
    }
}
