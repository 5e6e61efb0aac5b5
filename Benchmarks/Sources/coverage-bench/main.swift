import BenchmarkSupport
import Foundation
import RibArchitecture
import RibArchitectureTools
import RibInspector
import RibInspectorTools
import RibScanner

// Folding a CI farm's traces into `ribviz coverage`, against reading the same traces and
// nothing else on every core, and against what `ribviz inspect` does for each trace, one
// after another; each in a process of its own.
//
//     swift run -c release --package-path Benchmarks coverage-bench [--traces 10000] [--events 1000] [--rounds 3]
//     swift run -c release --package-path Benchmarks coverage-bench --write-traces /tmp/traces   # for a profiler
//
// Writes one session of the TicTacToe example app of about 1,000 events (its RIBs attached,
// detached and deallocated over and over) and links it `--traces` times into a temporary
// folder, so the files come from the page cache and the run measures reading and folding,
// not the disk. Then runs, interleaved: a child that reads every file with TraceReader on
// every core and keeps nothing (the peer), a child that folds them into a coverage of the
// example's declared tree with CoverageCollector on every core, each of these two again
// on one core (`--jobs 1`, pinned to core 0 with taskset; how much faster the peer is on
// every core is what the machine's cores give), a child that reads and analyses each file
// in turn on one thread as `ribviz inspect` does, and a child that loads one trace. Each reports its own time and
// peak resident memory. The targets: coverage on every core at least 1.8× as fast as on
// one, at least as fast as inspecting the traces one after another, and its peak memory at
// most 4× one trace's load (so flat in the number of traces).

let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/RibExamples/TicTacToe").path

if let mode = textOption("--child"), let folder = textOption("--folder") {
    runChild(mode: mode, folder: folder)
    exit(0)
}

let traceCount = option("--traces", default: 10_000)
let eventCount = option("--events", default: 1_000)
let rounds = option("--rounds", default: 3)

// MARK: - Write the traces

// `--write-traces FOLDER` only writes the traces there and keeps them, for a profiler to read.
let keptFolder = textOption("--write-traces")
let folder =
    keptFolder.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("coverage-bench-\(ProcessInfo.processInfo.processIdentifier)")
if keptFolder == nil { try? FileManager.default.removeItem(at: folder) }
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let session = try Session.ticTacToe(events: eventCount)
let original = folder.appendingPathComponent("session-0.json")
try TraceEncoder().write(session, to: original)
for index in 1..<traceCount {
    try FileManager.default.linkItem(at: original, to: folder.appendingPathComponent("session-\(index).json"))
}
if keptFolder != nil {
    print("wrote \(traceCount) traces into \(folder.path)")
    exit(0)
}
defer { try? FileManager.default.removeItem(at: folder) }
let size = (try FileManager.default.attributesOfItem(atPath: original.path)[.size] as? Int) ?? 0
print("\(traceCount) traces of \(session.events.count) events (\(size / 1024) KiB each); \(ProcessInfo.processInfo.activeProcessorCount) cores; load \(loadAverage())")

// MARK: - Measure

let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

/// Runs one side in a process of its own; `pinned`, on core 0 alone (taskset), so that
/// "one core" holds for the threads the reader starts too.
func runChild(_ mode: String, pinned: Bool = false) throws -> ChildRun {
    let launcher = pinned ? programPath("taskset").map { [$0, "-c", "0"] } ?? [] : []
    let run = try ChildRun.run(executable, ["--child", mode, "--folder", folder.path], launcher: launcher)
    print("  \(mode): \(run.found)")
    return run
}

var reads: [ChildRun] = []
var oneCoreReads: [ChildRun] = []
var folds: [ChildRun] = []
var oneCoreFolds: [ChildRun] = []
var inspections: [ChildRun] = []
var singleLoads: [ChildRun] = []
for _ in 0..<rounds {
    reads.append(try runChild("read"))
    oneCoreReads.append(try runChild("read", pinned: true))
    folds.append(try runChild("coverage"))
    oneCoreFolds.append(try runChild("coverage-one-core", pinned: true))
    inspections.append(try runChild("inspect"))
    singleLoads.append(try runChild("load-one"))
}
let readTime = median(reads.map(\.seconds))
let oneCoreReadTime = median(oneCoreReads.map(\.seconds))
let foldTime = median(folds.map(\.seconds))
let oneCoreTime = median(oneCoreFolds.map(\.seconds))
let inspectTime = median(inspections.map(\.seconds))
let readPeak = median(reads.map { Double($0.peakBytes) })
let foldPeak = median(folds.map { Double($0.peakBytes) })
let singleLoadPeak = median(singleLoads.map { Double($0.peakBytes) })
print(String(format: "read only, every core:       %.2f s, peak %@", readTime, megabytes(Int(readPeak))))
print(String(format: "coverage, every core:        %.2f s, peak %@ (%.0f traces a second)", foldTime, megabytes(Int(foldPeak)), Double(traceCount) / foldTime))
print(String(format: "coverage, one core:          %.2f s", oneCoreTime))
print(String(format: "inspect each, one by one:    %.2f s", inspectTime))
print(String(format: "one trace's load:            peak %@", megabytes(Int(singleLoadPeak))))
print(String(format: "coverage / read, time:       %.2f×", foldTime / readTime))
print(String(format: "one core / every core:       %.2f×  (target ≥ 1.8×; reading alone: %.2f×)", oneCoreTime / foldTime, oneCoreReadTime / readTime))
print(String(format: "inspect each / coverage:     %.2f×  (target ≥ 1×)", inspectTime / foldTime))
print(String(format: "coverage / one trace's load, memory: %.2f×  (target ≤ 4×)", foldPeak / singleLoadPeak))
print("medians of \(rounds) rounds; load \(loadAverage())")

// MARK: - Children

/// One side's work, timed from inside, then `seconds peakBytes [what it found]`.
func runChild(mode: String, folder: String) {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
        URL(fileURLWithPath: folder).appendingPathComponent($0)
    }
    var found = ""
    let seconds: Double
    switch mode {
    case "read":
        let events = EventTotal()
        seconds = secondsToRun {
            DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { worker in
                var index = worker
                var total = 0
                while index < files.count {
                    total += (try? TraceReader().read(contentsOf: files[index]))?.events.count ?? 0
                    index += ProcessInfo.processInfo.activeProcessorCount
                }
                events.add(total)
            }
        }
        found = "\(events.value) events"
    case "inspect":
        // What `ribviz inspect` does for each trace: read it, then analyse it.
        var findings = 0
        seconds = secondsToRun {
            for file in files {
                guard let trace = try? TraceReader().read(contentsOf: file) else { continue }
                findings += trace.analysis().findings.count
            }
        }
        found = "\(findings) findings"
    case "load-one":
        var events = 0
        seconds = secondsToRun { events = (try? TraceReader().read(contentsOf: files[0]))?.events.count ?? 0 }
        found = "\(events) events"
    default:
        let declared = RibScanner().scan([sources])
        let workers = mode == "coverage-one-core" ? 1 : ProcessInfo.processInfo.activeProcessorCount
        var coverage: ArchitectureCoverage?
        seconds = secondsToRun { coverage = CoverageCollector(declared: declared).collect(traceFiles: files, workers: workers) }
        found = "\(coverage?.tracesRead ?? 0) traces, relations \(coverage?.relationCoverage.exercised ?? 0) of \(coverage?.relationCoverage.declared ?? 0)"
    }
    ChildRun.report(seconds: seconds, found: found)
}

/// A sum the reading threads add to.
final class EventTotal: @unchecked Sendable {
    // @unchecked: `total` is only touched under `lock`.
    private let lock = NSLock()
    private var total = 0

    func add(_ count: Int) {
        lock.lock()
        total += count
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}

/// A session of the TicTacToe example app.
enum Session {
    /// Root launched, then LoggedOut and LoggedIn in turn, LoggedIn playing games (OffGame
    /// with its score board, TicTacToe, RandomWin), each RIB built, attached, detached and
    /// deallocated, until the trace holds about `events` events.
    static func ticTacToe(events target: Int) throws -> Trace {
        var ribs: [RibDescriptor] = []
        var kinds: [RibEvent.Kind] = []
        func build(_ name: String) -> RibID {
            let id = RibID(rawValue: UInt32(ribs.count + 1))
            ribs.append(RibDescriptor(id: id, name: name, routerType: "\(name)Router"))
            kinds.append(.built(id))
            return id
        }
        func visit(_ name: String, under parent: RibID, inside: (RibID) -> Void = { _ in }) {
            let id = build(name)
            kinds += [.attached(id, parent: parent), .activated(id)]
            inside(id)
            kinds += [.deactivated(id), .detached(id, parent: parent), .deallocated(id)]
        }
        let root = build("Root")
        kinds += [.launched(root), .activated(root)]
        while kinds.count < target {
            visit("LoggedOut", under: root)
            visit("LoggedIn", under: root) { loggedIn in
                visit("OffGame", under: loggedIn) { offGame in visit("BasicScoreBoard", under: offGame) }
                visit("TicTacToe", under: loggedIn)
                visit("OffGame", under: loggedIn) { offGame in visit("BasicScoreBoard", under: offGame) }
                visit("RandomWin", under: loggedIn)
            }
        }
        return try Trace(
            header: TraceHeader(app: AppInfo(name: "TicTacToe")),
            ribs: ribs,
            events: kinds.enumerated().map { RibEvent(sequence: UInt64($0.offset), time: UInt64($0.offset) * 1_000_000, kind: $0.element) }
        )
    }
}
