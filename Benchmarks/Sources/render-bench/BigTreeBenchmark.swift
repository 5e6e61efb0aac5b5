import BenchmarkSupport
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Benchmark 1: the final snapshot of a big tree, drawn to SVG in this process and by
/// `dot -Tsvg` on the same graph's DOT text, interleaved run by run.
///
/// In-process renders are timed two ways: as the first render of a fresh process (a
/// copy of this benchmark that loads graphviz's context, plugins and fonts on a tiny
/// snapshot, timed apart, then times one render; what `ribviz render` does), and as
/// repeated renders in this long-running process (which graphviz's own leaks slow
/// down). Both include building
/// the graph from the snapshot. The `dot` time includes starting the process (which
/// also loads graphviz's plugins and fonts), reading the DOT file and writing the SVG.
struct BigTreeBenchmark {
    /// The `--only` value of the fresh process that renders once.
    static let freshProcessPart = "big-once"

    var ribCount: Int
    var runs: Int
    var dot: DotCommand
    var directory: URL
    /// This benchmark's executable, to start fresh copies of.
    var executable: String

    private var resultFile: URL { directory.appendingPathComponent("fresh-process-render.txt") }

    func run() throws {
        let trace = Traces.wholeTree(ribCount: ribCount, seed: 1)
        let snapshot = try trace.finalSnapshot()
        let renderer = TraceRenderer()
        let graph = SnapshotGraphBuilder().graph(for: snapshot)
        let dotSource = try GraphvizRenderer().dotSource(for: graph)
        let dotFile = directory.appendingPathComponent("big-tree.dot")
        let svgFile = directory.appendingPathComponent("big-tree.svg")
        try dotSource.write(to: dotFile, atomically: true, encoding: .utf8)

        let scopes = Set(trace.ribs.compactMap(\.scope)).count
        print("1. One snapshot of a \(ribCount)-RIB tree (\(scopes) scopes), layout dot, format svg, \(runs) interleaved runs")
        var svg = try renderer.render(snapshot)  // warm-up: context, plugins, fonts
        try dot.run(format: "svg", input: dotFile, output: svgFile)
        let memoryBefore = residentKilobytes()
        var loading: [Duration] = []
        var freshProcess: [Duration] = []
        var building: [Duration] = []
        var repeated: [Duration] = []
        var fromText: [Duration] = []
        var subprocess: [Duration] = []
        for _ in 0..<runs {
            let (load, render) = try renderOnceInFreshProcess()
            loading.append(load)
            freshProcess.append(render)
            building.append(measure { _ = SnapshotGraphBuilder().graph(for: snapshot) })
            repeated.append(try measure { svg = try renderer.render(snapshot) })
            fromText.append(try measure { _ = try GraphvizRenderer().render(dotSource: dotSource) })
            subprocess.append(try measure { try dot.run(format: "svg", input: dotFile, output: svgFile) })
        }
        let memoryAfter = residentKilobytes()
        let dotSVG = try Data(contentsOf: svgFile)
        let ratio = median(freshProcess) / median(subprocess)
        print("   in-process, first render of a fresh process (building included): \(spread(freshProcess))")
        print("     before it, loading graphviz's context, plugins and fonts once:   \(spread(loading))")
        print("   in-process, repeated in one process (building included):         \(spread(repeated))")
        print("     of which SnapshotGraphBuilder:                                  \(spread(building))")
        print("   in-process, repeated, GraphvizRenderer.render(dotSource:):       \(spread(fromText))")
        print("   dot -Tsvg as a subprocess, process start included:               \(spread(subprocess))")
        print(
            "   ratio in-process/dot (medians): \(String(format: "%.3f", ratio)) first render of a process"
                + " (target ≤ 1.1: \(ratio <= 1.1 ? "met" : "MISSED")), "
                + "\(String(format: "%.3f", median(repeated) / median(subprocess))) repeated in one process")
        print(
            "   same nodes, edges and clusters as dot's SVG: \(SVGOutline(svg) == SVGOutline(dotSVG) ? "yes" : "NO")"
                + "; byte-identical: \(svg == dotSVG ? "yes" : "no")")
        print(
            "   RSS of this process \(describeKilobytes(memoryBefore)) before its \(2 * runs) renders,"
                + " \(describeKilobytes(memoryAfter)) after")
    }

    /// Runs a fresh copy of this benchmark that renders the snapshot once, and returns
    /// how long it took to load graphviz (with a tiny snapshot) and then to render.
    private func renderOnceInFreshProcess() throws -> (loading: Duration, rendering: Duration) {
        try ChildProcess.run(
            executable,
            arguments: [
                "--only", Self.freshProcessPart, "--big-tree", "\(ribCount)", "--result", resultFile.path,
            ])
        let numbers = try String(contentsOf: resultFile, encoding: .utf8).split(separator: " ").compactMap { Int64($0) }
        guard numbers.count == 2 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: resultFile.path])
        }
        return (.nanoseconds(numbers[0]), .nanoseconds(numbers[1]))
    }

    /// What the fresh process does: loads graphviz's context, plugins and fonts by
    /// rendering a tiny snapshot, then renders the big snapshot once, and writes both
    /// times in nanoseconds to the file after `--result`.
    func renderOnceInThisProcess() throws {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--result"), index + 1 < arguments.count else {
            throw CocoaError(.fileNoSuchFile)
        }
        let trace = Traces.wholeTree(ribCount: ribCount, seed: 1)
        let snapshot = try trace.finalSnapshot()
        let tiny = try trace.snapshot(afterEvents: 3)
        let renderer = TraceRenderer()
        let loading = try measure { _ = try renderer.render(tiny) }
        let rendering = try measure { _ = try renderer.render(snapshot) }
        try "\(nanoseconds(loading)) \(nanoseconds(rendering))".write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    }

    private func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// `median 152.3 ms (141.0 ms–170.2 ms)`.
    private func spread(_ durations: [Duration]) -> String {
        "median \(milliseconds(median(durations))) (\(milliseconds(durations.min() ?? .zero))–\(milliseconds(durations.max() ?? .zero)))"
    }
}

/// What an SVG drawing of a graph contains: how many nodes, edges and clusters.
private struct SVGOutline: Equatable {
    var nodes: Int
    var edges: Int
    var clusters: Int

    init(_ svg: Data) {
        let text = String(decoding: svg, as: UTF8.self)
        func count(_ element: String) -> Int { text.components(separatedBy: "class=\"\(element)\"").count - 1 }
        nodes = count("node")
        edges = count("edge")
        clusters = count("cluster")
    }
}
