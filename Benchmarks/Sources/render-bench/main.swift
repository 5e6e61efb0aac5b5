import BenchmarkSupport
import Foundation
import RibInspector

// render-bench: RIB tree snapshots drawn in this process against the dot tool, memory
// over many renders, and our code's share of the time. Docs/Performance.md explains
// the parts and their numbers. Each part runs in a fresh process of its own, because
// graphviz's leaks (part 3) slow down later renders in the same process. Options:
//   --only big|states|memory|profile|docs|report|stable|traces   run one part, in this process
//   --runs N         interleaved runs of part 1, and runs of part 4 (default 9)
//   --report-runs N  runs of HTMLReport().render per session of part 6 (default 3)
//   --report-sample N  distinct states of part 6's 100,000-event session drawn for its
//                    baseline, the rest extrapolated (default 20)
//   --browser-runs N openings of each report of part 6 in headless Chromium (default 3)
//   --no-browser     part 6 without Chromium
//   --big-tree N     RIBs in part 1's tree (default 1000)
//   --ribs N         RIBs in the app of parts 2, 4, 6 (b) and 7 (default 150)
//   --events N       events in the trace of parts 2, 4, 6 (b) and 7 (default 10000)
//   --dot-sample N   states of parts 2 and 7 given to dot one process each (default 300)
//   --ribviz PATH    the release ribviz binary whose render --every-state part 7 times against
//                    dot on every core (default: ribviz next to render-bench, built with
//                    swift build -c release --package-path Benchmarks --product ribviz,
//                    else the repository's .build/release/ribviz; skipped when neither exists)
//   --command-runs N interleaved rounds of part 7's command and its peers (default 3)
//   --layout stable|compact   part 7 measures one layout (default both)
//   --renders N      renders of each kind in part 3 (default 10000)
//   --docs-ribs N    distinct RIBs in the app of part 5 (default 500)
//   --whole-trees    part 5 also times a whole-tree picture per RIB (about 40 s)
//   --only traces --out DIR   writes part 6's three sessions as trace files into DIR, to
//                    open their reports by hand (Docs/Images' report pictures come from them)
// KEEP=1 in the environment keeps the temporary DOT and SVG files.

guard let dot = DotCommand() else {
    print("dot is not on the PATH; install graphviz")
    exit(1)
}
let arguments = CommandLine.arguments
let only = arguments.firstIndex(of: "--only").flatMap { index in index + 1 < arguments.count ? arguments[index + 1] : nil }
let executable = Bundle.main.executablePath ?? arguments[0]
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { if ProcessInfo.processInfo.environment["KEEP"] == nil { try? FileManager.default.removeItem(at: directory) } }

let bigTree = BigTreeBenchmark(
    ribCount: option("--big-tree", default: 1_000), runs: option("--runs", default: 9), dot: dot, directory: directory,
    executable: executable
)
let docs = DocsBenchmark(
    ribCount: option("--docs-ribs", default: 500), runs: option("--runs", default: 9),
    comparesWholeTrees: arguments.contains("--whole-trees"), directory: directory, executable: executable
)
switch only {
case nil:
    let total = try measure {
        for part in ["big", "states", "memory", "profile", "docs", "report", "stable"] {
            try ChildProcess.run(executable, arguments: Array(arguments.dropFirst()) + ["--only", part])
        }
    }
    print("Total time: \(milliseconds(total))")
case "big":
    try bigTree.run()
case BigTreeBenchmark.freshProcessPart:
    try bigTree.renderOnceInThisProcess()
case "states":
    try EveryStateBenchmark(
        ribCount: option("--ribs", default: 150), eventCount: option("--events", default: 10_000),
        dotSample: option("--dot-sample", default: 300), dot: dot, directory: directory
    ).run()
case "memory":
    try MemoryBenchmark(renders: option("--renders", default: 10_000)).run()
case "profile":
    try SelectionProfile(
        ribCount: option("--ribs", default: 150), eventCount: option("--events", default: 10_000), runs: option("--runs", default: 9)
    ).run()
case "docs":
    try docs.run()
case DocsBenchmark.freshProcessPart:
    try docs.runOnceInThisProcess()
case "report":
    try ReportBenchmark(
        ribCount: option("--ribs", default: 150), eventCount: option("--events", default: 10_000), runs: option("--report-runs", default: 3),
        baselineSample: option("--report-sample", default: 20),
        browserRuns: arguments.contains("--no-browser") ? 0 : option("--browser-runs", default: 3), directory: directory
    ).run()
case "stable":
    if let layout = textOption("--layout"), !["stable", "compact"].contains(layout) {
        print("render-bench: --layout takes stable or compact, not \(layout)")
        exit(64)
    }
    let given = arguments.firstIndex(of: "--ribviz").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    let besideThis = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("ribviz").path
    let ribviz = given ?? [besideThis, CommandPeers.defaultBinary].first { FileManager.default.isExecutableFile(atPath: $0) }
    try StableEveryStateBenchmark(
        ribCount: option("--ribs", default: 150), eventCount: option("--events", default: 10_000),
        dotSample: option("--dot-sample", default: 300), dot: dot, directory: directory,
        commandPeers: ribviz.map { CommandPeers(ribviz: $0, rounds: option("--command-runs", default: 3), dot: dot) },
        layouts: textOption("--layout").map { [$0] } ?? ["stable", "compact"]
    ).run()
case "traces":
    let out = URL(fileURLWithPath: arguments.firstIndex(of: "--out").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "traces")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    for (name, trace) in [
        ("wide-177", Traces.wholeTree(ribCount: 177, seed: 1, eventCount: 718)),
        ("navigation-10k", Traces.navigation(ribCount: option("--ribs", default: 150), eventCount: option("--events", default: 10_000), seed: 7)),
        ("navigation-100k", Traces.navigation(ribCount: 1_500, eventCount: 100_000, seed: 11, openScreens: 700)),
    ] {
        let file = out.appendingPathComponent("\(name).trace.json")
        try TraceEncoder().write(trace, to: file)
        print("Wrote \(file.path)")
    }
case let part?:
    print("unknown part \(part); choose big, states, memory, profile, docs, report, stable or traces")
    exit(64)
}
