import BenchmarkSupport
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Benchmark 2: every distinct snapshot of a long navigation trace, drawn in this
/// process (selection, replay, graph building and rendering all timed), against one
/// `dot -Tsvg` process per snapshot on each snapshot's DOT file.
///
/// `dot` runs on an evenly spaced sample of the snapshots (all of them when the
/// sample is at least as large) and its total is extrapolated from the sample's mean.
/// The sample is also drawn in this process, interleaved with the `dot` runs, so that
/// both sides of that comparison see the same load from the rest of the machine.
struct EveryStateBenchmark {
    var ribCount: Int
    var eventCount: Int
    var dotSample: Int
    var dot: DotCommand
    var directory: URL

    func run() throws {
        let trace = Traces.navigation(ribCount: ribCount, eventCount: eventCount, seed: 7)
        let renderer = TraceRenderer()
        _ = try renderer.render(trace.finalSnapshot())  // warm-up: context, plugins, fonts

        let svgFile = directory.appendingPathComponent("state.svg")
        var moments: [Int] = []
        var bytes = 0
        let memoryBefore = residentKilobytes()
        let inProcess = try measure {
            moments = try SnapshotSelection.distinctStates(of: trace)
            bytes = try CompactStates.draw(trace, at: moments, with: renderer) { _, svg in try svg.write(to: svgFile) }
        }
        let memoryAfter = residentKilobytes()
        let perSnapshot = inProcess / moments.count
        print("2. Every distinct snapshot of a \(trace.events.count)-event trace over \(ribCount) RIBs, layout dot, format svg")
        print("   distinct snapshots: \(moments.count); mean live RIBs per snapshot: \(try meanLiveRibs(trace, moments))")
        print(
            "   in-process, all \(moments.count) (selection, replay, building, rendering, writing each SVG): \(milliseconds(inProcess))"
                + " (\(milliseconds(perSnapshot)) per snapshot, \(bytes / 1_024) KB of SVG)")
        print("   RSS \(describeKilobytes(memoryBefore)) before, \(describeKilobytes(memoryAfter)) after")

        let (sample, stride) = evenlySpaced(moments, about: dotSample)
        var files: [URL] = []
        for moment in sample {
            let file = directory.appendingPathComponent("state-\(moment).dot")
            let graph = SnapshotGraphBuilder().graph(for: try trace.snapshot(afterEvents: moment))
            try GraphvizRenderer().dotSource(for: graph).write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        var sampleInProcess: Duration = .zero
        var sampleSubprocess: Duration = .zero
        for (moment, file) in zip(sample, files) {
            let snapshot = try trace.snapshot(afterEvents: moment)
            sampleInProcess += try measure { try renderer.render(snapshot).write(to: svgFile) }
            sampleSubprocess += try measure { try dot.run(format: "svg", input: file, output: svgFile) }
        }
        let isSampled = sample.count < moments.count
        let dotTotal = sampleSubprocess / sample.count * moments.count
        let ratio = dotTotal / inProcess
        print(
            "   dot -Tsvg, one process per snapshot\(isSampled ? ", \(sample.count) of \(moments.count) (one in \(stride))" : ""):"
                + " \(milliseconds(sampleSubprocess)) (\(milliseconds(sampleSubprocess / sample.count)) per snapshot)")
        if isSampled {
            print("   dot extrapolated to all \(moments.count): \(milliseconds(dotTotal))")
        }
        print(
            "   same \(sample.count) snapshots in-process, interleaved with dot: \(milliseconds(sampleInProcess))"
                + " (\(milliseconds(sampleInProcess / sample.count)) per snapshot; ratio \(String(format: "%.1f", sampleSubprocess / sampleInProcess))×)")
        print("   ratio dot/in-process: \(String(format: "%.1f", ratio))× (target ≥ 10×: \(ratio >= 10 ? "met" : "MISSED"))")
    }

    private func meanLiveRibs(_ trace: Trace, _ moments: [Int]) throws -> Int {
        guard !moments.isEmpty else { return 0 }
        var replay = TraceReplay(trace)
        var total = 0
        for moment in moments {
            try replay.advance(to: moment)
            total += replay.snapshot.attachedRibs.count
        }
        return total / moments.count
    }
}
