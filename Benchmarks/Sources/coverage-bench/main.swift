import BenchmarkSupport
import Foundation
import RibArchitecture
import RibArchitectureTools
import RibInspector
import RibInspectorTools
import RibScanner

// Folding a CI farm's traces into `ribviz coverage`, against reading the same traces and
// nothing else, each on every core in a process of its own.
//
//     swift run -c release --package-path Benchmarks coverage-bench [--traces 10000] [--events 1000] [--rounds 3]
//
// Writes one session of the TicTacToe example app of about 1,000 events (its RIBs attached,
// detached and deallocated over and over) and links it `--traces` times into a temporary
// folder, so the files come from the page cache and the run measures reading and folding,
// not the disk. Then runs, interleaved: a child that reads every file with TraceReader on
// every core and keeps nothing (the peer), and a child that folds them into a coverage of
// the example's declared tree with CoverageCollector. Each reports its own time and peak
// resident memory; the coverage's memory must stay bounded (flat in the number of traces).

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

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let session = try Session.ticTacToe(events: eventCount)
let original = folder.appendingPathComponent("session-0.json")
try TraceEncoder().write(session, to: original)
for index in 1..<traceCount {
    try FileManager.default.linkItem(at: original, to: folder.appendingPathComponent("session-\(index).json"))
}
let size = (try FileManager.default.attributesOfItem(atPath: original.path)[.size] as? Int) ?? 0
print("\(traceCount) traces of \(session.events.count) events (\(size / 1024) KiB each); \(ProcessInfo.processInfo.activeProcessorCount) cores; load \(loadAverage())")

// MARK: - Measure

let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

func runChild(_ mode: String) throws -> ChildRun {
    let run = try ChildRun.run(executable, ["--child", mode, "--folder", folder.path])
    print("  \(mode): \(run.found)")
    return run
}

var reads: [ChildRun] = []
var folds: [ChildRun] = []
for _ in 0..<rounds {
    reads.append(try runChild("read"))
    folds.append(try runChild("coverage"))
}
let readTime = median(reads.map(\.seconds))
let foldTime = median(folds.map(\.seconds))
let readPeak = median(reads.map { Double($0.peakBytes) })
let foldPeak = median(folds.map { Double($0.peakBytes) })
print(String(format: "read only, every core:  %.2f s, peak %@", readTime, megabytes(Int(readPeak))))
print(String(format: "coverage, every core:   %.2f s, peak %@ (%.0f traces a second)", foldTime, megabytes(Int(foldPeak)), Double(traceCount) / foldTime))
print(String(format: "coverage / read, time:   %.2f×", foldTime / readTime))
print(String(format: "coverage / read, memory: %.2f×", foldPeak / readPeak))
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
    default:
        let declared = RibScanner().scan([sources])
        var coverage: ArchitectureCoverage?
        seconds = secondsToRun { coverage = CoverageCollector(declared: declared).collect(traceFiles: files) }
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
