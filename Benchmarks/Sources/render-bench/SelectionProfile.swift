import BenchmarkSupport
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Part 4: what "every distinct snapshot" costs outside graphviz: choosing the
/// moments, replaying to them, building the graphs; against graphviz's own work on
/// the same graphs.
struct SelectionProfile {
    var ribCount: Int
    var eventCount: Int
    var runs: Int

    func run() throws {
        let trace = Traces.navigation(ribCount: ribCount, eventCount: eventCount, seed: 7)
        var moments: [Int] = []
        var selecting: [Duration] = []
        var replaying: [Duration] = []
        var building: [Duration] = []
        var snapshots: [RibTreeSnapshot] = []
        for _ in 0..<runs {
            selecting.append(try measure { moments = try SnapshotSelection.distinctStates(of: trace) })
            replaying.append(
                try measure {
                    var replay = TraceReplay(trace)
                    snapshots = []
                    for moment in moments {
                        try replay.advance(to: moment)
                        snapshots.append(replay.snapshot)
                    }
                })
            building.append(
                measure {
                    for snapshot in snapshots { _ = SnapshotGraphBuilder().graph(for: snapshot) }
                })
        }
        // What `ribviz render --every-state` did before it kept one replay going.
        let replayingFromStart = try measure {
            for moment in moments { _ = try trace.snapshot(afterEvents: moment) }
        }
        let renderer = GraphvizRenderer()
        let graphs = snapshots.map { SnapshotGraphBuilder().graph(for: $0) }
        let rendering = try measure {
            for graph in graphs { _ = try renderer.render(graph) }
        }
        let ours = median(selecting) + median(replaying) + median(building)
        let share = ours / (ours + rendering) * 100
        print("4. Our code's share of every distinct snapshot (\(moments.count) of a \(trace.events.count)-event trace)")
        print("   SnapshotSelection.distinctStates (median of \(runs)):      \(milliseconds(median(selecting)))")
        print("   one forward TraceReplay to every moment (median of \(runs)): \(milliseconds(median(replaying)))")
        print("   SnapshotGraphBuilder for every snapshot (median of \(runs)): \(milliseconds(median(building)))")
        print("   GraphvizRenderer.render of every graph (one run):         \(milliseconds(rendering))")
        print("   share of selection, replay and building: \(String(format: "%.1f", share)) %")
        print(
            "   for comparison, Trace.snapshot(afterEvents:) per moment (replaying from the start each time, one run): "
                + milliseconds(replayingFromStart))
    }
}
