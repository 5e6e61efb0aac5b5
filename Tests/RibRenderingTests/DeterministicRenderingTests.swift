import Foundation
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("Deterministic rendering")
struct DeterministicRenderingTests {
    @Test("the same snapshot drawn twice in one process gives the same SVG bytes")
    func sameBytesTwice() throws {
        let renderer = TraceRenderer()
        var differing: [Int] = []
        for session in ExampleSession.allCases {
            let trace = session.record()
            for moment in try SnapshotSelection.distinctStates(of: trace) {
                let snapshot = try trace.snapshot(afterEvents: moment)
                let first = try renderer.render(snapshot)
                let second = try renderer.render(snapshot)
                if first != second { differing.append(moment) }
            }
        }
        #expect(differing.isEmpty, "snapshots after these event counts rendered differently: \(differing)")
    }
}
