import BenchmarkSupport
import Foundation
import RecorderBenchmarkSupport
import RibInspector

// recorder-bench: what recording one event costs an app, in memory and streamed to a file,
// and what two threads recording at once get.
//
//   swift run -c release --package-path Benchmarks recorder-bench [--events N] [--runs N]

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let number = Int(arguments[index + 1]) else { return value }
    return number
}

let eventsPerRun = option("--events", default: 1_000_000)
let runs = max(3, option("--runs", default: 7))
print("recorder-bench: \(eventsPerRun) events per run, \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores")

let inMemory = RecordingCost.measure(runs: runs, events: eventsPerRun) {
    RibRecorder(app: AppInfo(name: "Bench"), retention: .everything)
}
inMemory.print(as: "in memory (retention .everything)", target: 100)

let folder = FileManager.default.temporaryDirectory
let streamed = try RecordingCost.measure(runs: runs, events: eventsPerRun) {
    let url = folder.appendingPathComponent("recorder-bench-\(getpid()).jsonl")
    return RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sink: try TraceFileSink(url: url))
}
streamed.print(as: "streamed to a file (TraceFileSink, retention .nothing)", target: 300)
try? FileManager.default.removeItem(at: folder.appendingPathComponent("recorder-bench-\(getpid()).jsonl"))

TwoThreads.run(eventsPerThread: eventsPerRun)
