import BenchmarkSupport
import Foundation
import RecorderBenchmarkSupport
import RibInspector

// recorder-bench: what recording one event costs an app, in memory and streamed to a file,
// each beside its floor measured in the same run, with a screen source installed beside
// the recorder without one, and what two threads recording at once get.
//
//   swift run -c release --package-path Benchmarks recorder-bench [--events N] [--runs N] [--only memory|file|screens|threads]
//
// `--only` runs one part, so that `valgrind --tool=callgrind` counts one path's instructions
// per event without the others mixed in.

let eventsPerRun = option("--events", default: 1_000_000)
let runs = max(3, option("--runs", default: 7))
let parts = ["memory", "file", "screens", "threads"]
let only = textOption("--only")
if let only, !parts.contains(only) {
    print("recorder-bench: --only takes one of \(parts.joined(separator: ", ")), not \(only)")
    exit(64)
}
print("recorder-bench: \(eventsPerRun) events per run, \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(loadAverageDescription())")

if only == nil || only == "memory" {
    let (memoryFloor, inMemory) = RecordingCost.measure(runs: runs, events: eventsPerRun) {
        MemoryFloor(expectedEvents: eventsPerRun)
    } subject: {
        RecorderSubject(RibRecorder(app: AppInfo(name: "Bench"), retention: .everything))
    }
    inMemory.print(
        as: "in memory (retention .everything)", against: memoryFloor,
        named: "lock, clock, append of a 48-byte value", targetRatio: 1.5)
}

if only == nil || only == "file" {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-bench-\(getpid()).jsonl").path
    defer { unlink(path) }
    let (fileFloor, streamed) = try RecordingCost.measure(runs: runs, events: eventsPerRun) {
        FileFloor(path: path)
    } subject: {
        RecorderSubject(RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sink: try TraceFileSink(url: URL(fileURLWithPath: path))))
    }
    streamed.print(
        as: "streamed to a file (TraceFileSink, retention .nothing)", against: fileFloor,
        named: "lock, clock, JSON line, 16 KiB buffered write()", targetRatio: 1.5)
}

if only == nil || only == "screens" {
    let (withoutSource, withSource) = RecordingCost.measure(runs: runs, events: eventsPerRun) {
        RecorderSubject(RibRecorder(app: AppInfo(name: "Bench"), retention: .everything))
    } subject: {
        ScreenSourceSubject()
    }
    withSource.print(
        as: "in memory with a screen source installed", against: withoutSource,
        named: "the same recorder without a screen source", targetRatio: 1.1)
}

if only == nil || only == "threads" {
    TwoThreads.run(eventsPerThread: eventsPerRun)
}
