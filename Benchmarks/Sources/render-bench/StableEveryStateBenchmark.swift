import BenchmarkSupport
import Foundation
import Graphviz
import RibInspector
import RibRendering

/// Part 7: every distinct state of part 2's navigation trace drawn in this process over
/// the session's stable layout (`ribviz render --every-state --layout stable`: one layout,
/// each state a restyling of it), against two ways of using the `dot` tool on each
/// state's DOT file: one `dot -Tsvg` process per state, and one `dot -Tsvg -O` process
/// over all the files. The compact layout (each state laid out on its own, `ribviz render
/// --every-state`) is measured against the same two baselines, so both layouts can be
/// compared. As in `ribviz render`, RIBs alive out of the tree are drawn, and a change
/// among them makes a distinct state (part 2 draws the live tree only).
///
/// A stable state's DOT file is the session's graph styled for that state
/// (``StableGraphBuilder/graph(showing:statesAsClasses:)``; the outline of the RIB the
/// event changed, which the restyling adds, is left out); a compact state's is its
/// snapshot's graph. Writing the DOT files is not timed. `dot` once per state runs on an
/// evenly spaced sample of the files and is extrapolated from the sample's mean; `dot -O`
/// runs over every file, in batches when the command line would get too long.
///
/// Every side is timed by the wall clock and in processor time (this thread's, and the
/// finished `dot` processes'), which a busy machine changes much less.
struct StableEveryStateBenchmark {
    var ribCount: Int
    var eventCount: Int
    var dotSample: Int
    var dot: DotCommand
    var directory: URL
    /// `ribviz render --every-state` itself against `dot` on every core, when a release
    /// `ribviz` was found.
    var commandPeers: CommandPeers?
    /// The layouts to measure: `stable`, `compact` or both.
    var layouts: Set<String> = ["stable", "compact"]

    /// One layout's figures.
    private struct Result {
        var inProcess: Times
        var svgBytes: Int
        var dotSample: Times
        var sampleCount: Int
        var stride: Int
        var dotOnce: Times
        var batches: Int
        var command: CommandPeers.Result?
    }

    func run() throws {
        let trace = Traces.navigation(ribCount: ribCount, eventCount: eventCount, seed: 7)
        let renderer = TraceRenderer()
        let options = SnapshotOptions(includesDetached: true)
        _ = try renderer.render(trace.finalSnapshot())  // warm-up: context, plugins, fonts
        let moments = try SnapshotSelection.distinctStates(of: trace, includingDetached: true)
        let traceFile = directory.appendingPathComponent("navigation.trace.json")
        try TraceEncoder().write(trace, to: traceFile)
        let builder = try StableGraphBuilder(places: SessionPlaces(trace))
        let stableMoments = builder.places.distinctMoments()
        print(
            "7. Every distinct state, RIBs out of the tree included, of the \(grouped(trace.events.count))-event trace of part 2,"
                + " drawn in-process against the dot tool, stable and compact layouts, format svg")
        print(
            "   stable layout: \(grouped(builder.drawnPlaces.count)) places, every one drawn in every state;"
                + " \(grouped(stableMoments.count)) distinct masks (SessionPlaces.distinctMoments, what render --layout stable draws)")
        print("   compact layout: \(grouped(moments.count)) distinct tree states (SnapshotSelection.distinctStates)")

        let stable = try measureLayout(
            named: "stable", stateCount: stableMoments.count, traceFile: traceFile,
            inProcess: { folder in
                var bytes = 0
                let inProcess = try Times.inProcess {
                    let builder = try StableGraphBuilder(places: SessionPlaces(trace))
                    let moments = builder.places.distinctMoments()
                    try renderer.render(StableFlipBook(builder: builder, moments: moments), formats: [.svg]) { page, _, svg in
                        try svg.write(to: folder.appendingPathComponent("tree-\(page).svg"))
                        bytes += svg.count
                    }
                }
                return (inProcess, bytes)
            },
            dotFiles: { write in
                var mask = SessionMask(placeCount: builder.places.places.count)
                var applied = 0
                for moment in stableMoments {
                    while applied < moment {
                        for change in builder.places.changes(ofEvent: applied) { mask.apply(change) }
                        applied += 1
                    }
                    try write(builder.graph(showing: mask))
                }
            })
        // Where a stable page's time goes: the restylings alone, and graphviz drawing the
        // same layout again with nothing to change and nothing written.
        let book = StableFlipBook(builder: builder, moments: stableMoments)
        let restylings = stable == nil ? Times.zero : Times.inProcess { for _ in book {} }
        let unchanged =
            try stable == nil
            ? Times.zero
            : Times.inProcess {
                try GraphvizRenderer().render(
                    builder.graph(showing: book.firstMask), restyled: Array(repeating: Restyling(), count: stableMoments.count), to: [.svg]
                ) { _, _, _ in }
            }

        let compact = try measureLayout(
            named: "compact", stateCount: moments.count, traceFile: traceFile,
            inProcess: { folder in
                var bytes = 0
                let inProcess = try Times.inProcess {
                    let moments = try SnapshotSelection.distinctStates(of: trace, includingDetached: true)
                    bytes = try CompactStates.draw(trace, at: moments, options: options, with: renderer) { page, svg in
                        try svg.write(to: folder.appendingPathComponent("tree-\(page).svg"))
                    }
                }
                return (inProcess, bytes)
            },
            dotFiles: { write in
                var replay = TraceReplay(trace)
                for moment in moments {
                    try replay.advance(to: moment)
                    try write(SnapshotGraphBuilder(options: options).graph(for: replay.snapshot))
                }
            })

        print("   wall clock | processor time")
        for case let (name, result?, stateCount) in [("stable", stable, stableMoments.count), ("compact", compact, moments.count)] {
            let dotPerState = result.dotSample / result.sampleCount * stateCount
            print("   \(name) layout:")
            print(
                "     in-process (selection, \(name == "stable" ? "places, one layout, a restyling" : "replay, a layout") and rendering per state,"
                    + " writing each SVG file): \(result.inProcess.text); per state \((result.inProcess / stateCount).text);"
                    + " \(megabytes(result.svgBytes)) of SVG")
            let sampled = result.sampleCount < stateCount ? "a sample of \(result.sampleCount) (one in \(result.stride)) took" : "all took"
            if name == "stable" {
                print(
                    "     of which computing the restylings (StableFlipBook alone): \(restylings.text); graphviz drawing the"
                        + " layout \(grouped(stateCount)) times with nothing changed, nothing written: \(unchanged.text)")
            }
            print(
                "     dot -Tsvg, one process per state: \(sampled) \(result.dotSample.text);"
                    + " per state \((result.dotSample / result.sampleCount).text); all \(grouped(stateCount)):"
                    + " \(dotPerState.text)\(result.sampleCount < stateCount ? " (extrapolated)" : "")")
            print(
                "     dot -Tsvg -O, one process over all \(grouped(stateCount)) files"
                    + "\(result.batches > 1 ? " (\(result.batches) batches)" : ""): \(result.dotOnce.text)")
            let perState = dotPerState.wallClock / result.inProcess.wallClock
            let once = result.dotOnce.wallClock / result.inProcess.wallClock
            let targets =
                name == "stable"
                ? (" (target ≥ 20× by the wall clock: \(verdict(perState >= 20)))", " (target > 1×: \(verdict(once > 1)))")
                : ("", "")
            print(
                "     ratios: dot once per state / in-process \(dotPerState.ratio(to: result.inProcess))\(targets.0);"
                    + " one dot -O run / in-process \(result.dotOnce.ratio(to: result.inProcess))\(targets.1)")
            if let commandPeers, let command = result.command {
                commandPeers.report(command, layout: name, stateCount: stateCount, hasTargets: name == "compact")
            }
        }
        if commandPeers == nil {
            print("   the command itself was not measured: no release ribviz binary found (see --ribviz in main.swift)")
        }
    }

    /// Times one layout: drawing every state in-process into a folder, then the `dot`
    /// tool on the DOT files that `dotFiles` hands to its `write` function, one by one;
    /// `nil` for a layout not in ``layouts``.
    private func measureLayout(
        named name: String,
        stateCount: Int,
        traceFile: URL,
        inProcess: (_ folder: URL) throws -> (Times, Int),
        dotFiles: (_ write: (Graph) throws -> Void) throws -> Void
    ) throws -> Result? {
        guard layouts.contains(name) else { return nil }
        let svgFolder = try emptyFolder("\(name)-svg")
        let (inProcessTime, svgBytes) = try inProcess(svgFolder)
        try FileManager.default.removeItem(at: svgFolder)

        let dotFolder = try emptyFolder("\(name)-dot")
        defer { try? FileManager.default.removeItem(at: dotFolder) }
        var files: [URL] = []
        let graphviz = GraphvizRenderer()
        try dotFiles { graph in
            let file = dotFolder.appendingPathComponent("tree-\(files.count).dot")
            try graphviz.dotSource(for: graph).write(to: file, atomically: false, encoding: .utf8)
            files.append(file)
        }
        guard files.count == stateCount else { throw BenchmarkError("\(name): \(files.count) DOT files for \(stateCount) states") }

        let (sample, stride) = evenlySpaced(files, about: dotSample)
        let output = dotFolder.appendingPathComponent("state.svg")
        var sampleTimes = Times.zero
        for file in sample {
            sampleTimes = sampleTimes + (try Times.ofChildren { try dot.run(format: "svg", input: file, output: output) })
        }
        let batches = Self.batches(of: files.map(\.path))
        let once = try Times.ofChildren {
            for batch in batches { try ChildProcess.run(dot.executable.path, arguments: ["-Tsvg", "-O"] + batch) }
        }
        let command = try commandPeers?.measure(traceFile: traceFile, layout: name, dotFiles: files, folder: directory)
        return Result(
            inProcess: inProcessTime, svgBytes: svgBytes, dotSample: sampleTimes, sampleCount: sample.count, stride: stride,
            dotOnce: once, batches: batches.count, command: command
        )
    }

    private func emptyFolder(_ name: String) throws -> URL {
        let folder = directory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The paths in groups whose command line stays well under Linux's limit (`ARG_MAX`,
    /// 2 MB by default, shared with the environment).
    static func batches(of paths: [String], bytesEach limit: Int = 512 * 1024) -> [[String]] {
        var batches: [[String]] = [[]]
        var length = 0
        for path in paths {
            if length + path.utf8.count + 1 > limit, !(batches.last ?? []).isEmpty {
                batches.append([])
                length = 0
            }
            batches[batches.count - 1].append(path)
            length += path.utf8.count + 1
        }
        return batches
    }
}
