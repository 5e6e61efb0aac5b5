import BenchmarkSupport
import Foundation
import Graphviz
import RibArchitectureTools
import RibInspector
import RibInspectorTools
import RibRendering

/// Part 5: `ribviz docs` for a trace of an app with `ribCount` distinct RIBs, all attached
/// at launch, against drawing the trace's largest snapshot (its final tree) once.
///
/// The docs side is everything `ribviz docs` does between reading the trace and writing
/// the files: the architecture (with `TraceAnalysis`), the Markdown pages, the RIB graph
/// drawn by graphviz and every RIB's snapshot picture. Like the command line, each side
/// runs once in a fresh process of its own (graphviz's leaks slow down a process that
/// renders again and again), after loading graphviz with a tiny snapshot; runs of the
/// two sides are interleaved. Times are wall clock and processor time, which other
/// processes sharing the machine change less.
struct DocsBenchmark {
    /// The `--only` value of the fresh process that times one side once.
    static let freshProcessPart = "docs-once"

    var ribCount: Int
    var runs: Int
    /// Also times drawing the whole tree, instead of the branch, for every RIB (slow).
    var comparesWholeTrees: Bool
    var directory: URL
    /// This benchmark's executable, to start fresh copies of.
    var executable: String

    private var resultFile: URL { directory.appendingPathComponent("docs-once.txt") }

    func run() throws {
        print(
            "5. ribviz docs for \(ribCount) distinct RIBs against drawing the largest snapshot once, \(runs) interleaved runs,"
                + " each in a fresh process")
        var results: [String: [[Duration]]] = [:]
        for _ in 0..<runs {
            for side in ["snapshot", "docs"] {
                try ChildProcess.run(
                    executable,
                    arguments: [
                        "--only", Self.freshProcessPart, "--side", side, "--docs-ribs", "\(ribCount)", "--result", resultFile.path,
                    ])
                let numbers = try String(contentsOf: resultFile, encoding: .utf8).split(separator: " ").compactMap { Int64($0) }
                results[side, default: []].append(numbers.map { .nanoseconds($0) })
            }
        }
        func column(_ side: String, _ index: Int) -> Duration { median((results[side] ?? []).compactMap { $0.indices.contains(index) ? $0[index] : nil }) }
        func line(_ side: String, _ index: Int) -> String { "\(milliseconds(column(side, index))) | \(milliseconds(column(side, index + 1)))" }
        print("   medians, wall clock | processor time")
        print("   largest snapshot (\(ribCount) RIBs), TraceRenderer.render: \(line("snapshot", 0))")
        print("   docs, all of it:                                 \(line("docs", 0))")
        print("     architecture, analysis and Markdown pages:     \(line("docs", 2))")
        print("     rib-graph.svg:                                 \(line("docs", 4))")
        print("     a snapshot picture per RIB (FirstAttachmentRenderer): \(line("docs", 6))")
        let ratio = column("docs", 0) / column("snapshot", 0)
        let processorRatio = column("docs", 1) / column("snapshot", 1)
        print(
            "   ratio docs/largest snapshot: \(String(format: "%.2f", ratio)) wall clock, \(String(format: "%.2f", processorRatio))"
                + " processor time (target < 10: \(max(ratio, processorRatio) < 10 ? "met" : "MISSED"))")
        if comparesWholeTrees { try compareWholeTrees() }
    }

    /// What the fresh process does: loads graphviz with a tiny snapshot, times one side
    /// once and writes its times, in nanoseconds, to the file after `--result`.
    func runOnceInThisProcess() throws {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--result"), index + 1 < arguments.count,
            let sideIndex = arguments.firstIndex(of: "--side"), sideIndex + 1 < arguments.count
        else {
            throw CocoaError(.fileNoSuchFile)
        }
        let trace = Traces.wholeTree(ribCount: ribCount, seed: 3, uniqueNames: true)
        _ = try TraceRenderer().render(try trace.snapshot(afterEvents: 3))
        var times: [Duration] = []
        if arguments[sideIndex + 1] == "snapshot" {
            let largest = try trace.finalSnapshot()
            try timed(into: &times) { try drawLargestSnapshot(largest) }
        } else {
            var steps: [Duration] = []
            try timed(into: &times) { try produceDocumentation(of: trace, timingStepsInto: &steps) }
            times += steps
        }
        try times.map { String(nanoseconds($0)) }.joined(separator: " ")
            .write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    }

    /// One side of the comparison: the largest snapshot drawn once. A function of its own so
    /// that `valgrind --tool=callgrind --toggle-collect='*drawLargestSnapshot*'` counts it alone.
    @inline(never)
    func drawLargestSnapshot(_ snapshot: RibTreeSnapshot) throws {
        _ = try TraceRenderer().render(snapshot)
    }

    /// The other side: everything `ribviz docs` does between reading the trace and writing
    /// the files, each step's times appended to `steps` (`--toggle-collect='*produceDocumentation*'`).
    @inline(never)
    func produceDocumentation(of trace: Trace, timingStepsInto steps: inout [Duration]) throws {
        var architecture = ObservedArchitecture(traces: [])
        timed(into: &steps) {
            architecture = ObservedArchitecture(traces: [ObservedArchitecture.Source(label: "app.trace.json", trace: trace)])
            _ = TraceDocumentationWriter(graphImage: "rib-graph.svg", snapshotImages: true).pages(for: architecture)
        }
        try timed(into: &steps) { _ = try GraphvizRenderer().render(ObservedGraphBuilder().graph(for: architecture), to: .svg) }
        try timed(into: &steps) { _ = try FirstAttachmentRenderer().render(architecture) }
    }

    /// Runs `body`, appending its wall-clock then its processor time.
    private func timed(into times: inout [Duration], _ body: () throws -> Void) rethrows {
        var processorTime = Duration.zero
        let wallClock = try measure { processorTime = try measureProcessorTime(body) }
        times += [wallClock, processorTime]
    }

    private func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// Times drawing the whole tree, instead of the branch, at every RIB's first attachment.
    private func compareWholeTrees() throws {
        let trace = Traces.wholeTree(ribCount: ribCount, seed: 3, uniqueNames: true)
        let architecture = ObservedArchitecture(traces: [ObservedArchitecture.Source(label: "app.trace.json", trace: trace)])
        let renderer = TraceRenderer()
        let largest = try measure { _ = try renderer.render(try trace.finalSnapshot()) }
        let wholeTrees = try measure {
            var replay = TraceReplay(trace)
            for moment in architecture.ribs.compactMap(\.firstAttachment).sorted(by: { $0.eventCount < $1.eventCount }) {
                try replay.advance(to: moment.eventCount)
                _ = try renderer.render(replay.snapshot)
            }
        }
        print(
            "   for comparison, the whole tree instead of the branch for every RIB (one run, this process): "
                + "\(milliseconds(wholeTrees)), \(String(format: "%.0f", wholeTrees / largest))× the largest snapshot")
    }
}
