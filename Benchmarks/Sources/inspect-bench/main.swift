import BenchmarkSupport
import Foundation
import RibInspector
import RibInspectorTools
import LongSessionSupport

// inspect-bench: what `ribviz inspect` costs on a long trace, against loading and replaying
// it alone. Options: --events N (default 1000000), --runs N (default 5).

/// The value after `flag` on the command line, or `fallback`.
func option(_ flag: String, default fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        let value = Int(arguments[index + 1]), value > 0
    else { return fallback }
    return value
}

let eventCount = option("--events", default: 1_000_000)
let runs = option("--runs", default: 5)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-bench-\(getpid()).json")
defer { try? FileManager.default.removeItem(at: file) }
try TraceEncoder().write(recordLongSession(eventCount: eventCount), to: file)
let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
print("A \(size / 1_000_000) MB trace; \(runs) runs; medians:")

var loads: [Double] = []
var replays: [Double] = []
var analyses: [Double] = []
for _ in 0..<runs {
    var trace: Trace?
    loads.append(try secondsToRun { trace = try TraceReader().read(contentsOf: file) })
    guard let trace else { break }
    replays.append(
        try secondsToRun {
            var replay = TraceReplay(trace)
            try replay.advanceToEnd()
        })
    var findings = 0
    analyses.append(secondsToRun { findings = trace.analysis().findings.count })
    if findings > 0 { print("unexpected: \(findings) findings") }
}

let (load, replay, analysis) = (median(loads), median(replays), median(analyses))
func text(_ value: Double) -> String { String(format: "%.3f s", value) }
print("  load \(text(load)), replay \(text(replay)), analysis \(text(analysis)) (one pass, with its own replay)")
print(String(format: "  inspect (load + analysis) / (load + replay) = %.2f; the goal is at most 1.5", (load + analysis) / (load + replay)))
