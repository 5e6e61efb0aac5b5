import BenchmarkSupport
import Foundation
import RibInspector
import RibInspectorTools

// trace-bench: how fast ribviz loads and replays a million-event trace, next to Python's
// json module, orjson and pysimdjson on the same files in the same run (free, and pinned to
// one core with taskset), and how much memory the reader needs. It runs
// Benchmarks/setup-python-peers.sh first, which installs orjson and pysimdjson from PyPI
// into Benchmarks/.build/python-peers when they are missing; a peer it cannot install is skipped.
//
//   swift run -c release --package-path Benchmarks trace-bench [--events N] [--runs N] [--skip-large] [--skip-foundation]
//
// Tools for profiling, which the benchmark also runs as child processes:
//   trace-bench generate FOLDER [--events N]   write trace.json and trace.jsonl into FOLDER
//   trace-bench load FILE [--runs N]           time TraceReader.readFinalSnapshot on FILE (not freeing it)
//   trace-bench replay FILE [--runs N]         time Trace.finalSnapshot() alone on FILE's events
//   trace-bench peak-memory FILE               load FILE and print the peak resident memory

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}

let eventCount = option("--events", default: 1_000_000)
let runs = max(1, option("--runs", default: 5))

switch arguments.first {
case "generate" where arguments.count >= 2:
    let files = try TraceFiles.generate(events: eventCount, in: URL(fileURLWithPath: arguments[1]), name: "trace")
    print("\(files.document.path): \(megabytes(files.documentSize))\n\(files.jsonLines.path): \(megabytes(files.jsonLinesSize))\n\(files.summary)")
case "load" where arguments.count >= 2:
    for _ in 0..<runs {
        print(LoadReport.timingLine(try LoadReport.timeLoad(URL(fileURLWithPath: arguments[1])).seconds))
    }
case "replay" where arguments.count >= 2:
    let trace = try TraceReader().read(contentsOf: URL(fileURLWithPath: arguments[1]))
    for _ in 0..<runs {
        print(LoadReport.timingLine(try secondsToRun { _ = try trace.finalSnapshot() }))
    }
case "peak-memory" where arguments.count == 2:
    PeakMemoryProbe.run(file: arguments[1])
default:
    try runBenchmark()
}

func runBenchmark() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-trace-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    print("trace-bench: \(eventCount) events, \(runs) runs each, \(ProcessInfo.processInfo.activeProcessorCount) cores")
    let files = try TraceFiles.generate(events: eventCount, in: folder, name: "trace")
    print(
        "generated \(files.document.lastPathComponent) (\(megabytes(files.documentSize)), document form) and "
            + "\(files.jsonLines.lastPathComponent) (\(megabytes(files.jsonLinesSize)), JSON Lines) in \(duration(files.seconds))")
    print("  \(files.summary)")

    let python = PythonPeers.setUp()
    var report = LoadReport(runs: runs)
    for form in TraceForm.allCases {
        print("\(form.title), \(megabytes(form.size(in: files))):")
        report.measureReader(form, files)
        report.measureReaderOnOneCore(form, files)
        if let python {
            for peer in python.available { report.measure(peer, form, files, in: python) }
        }
    }
    report.printComparison(files)
    report.measureReplayAlone(files)
    report.measurePeakMemory(files)
    if !arguments.contains("--skip-large") {
        let large = try TraceFiles.generate(events: eventCount * 2, in: folder, name: "large")
        print("generated \(large.document.lastPathComponent) (\(megabytes(large.documentSize))) for the memory check")
        report.measurePeakMemory(large)
    }
    if !arguments.contains("--skip-foundation") {
        FoundationComparison.run(files.document)
    }
}
