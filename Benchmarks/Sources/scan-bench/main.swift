import BenchmarkSupport
import Foundation
import RibScanner
import SwiftParser
import SwiftSyntax

// Scanning a modular RIBs app against parsing its files with swift-syntax alone, each on
// one core, in time and in peak memory.
//
//     swift run -c release --package-path Benchmarks scan-bench [--ribs 1000] [--modules 20] [--rounds 5]
//     swift run -c release --package-path Benchmarks scan-bench --write-app /tmp/app   # for a profiler
//
// Generates an app of 1,000 RIBs in 20 package targets (GeneratedApp: four files a RIB,
// routing in every way the scanner follows) in a temporary folder, then runs, in the same
// run and interleaved, fresh copies of itself pinned to one core with taskset: one that
// reads and parses every file with swift-syntax and keeps nothing (the peer), and one that
// runs the whole scan (discovery, reading, filtering, parsing and collecting, linking,
// typing the routing code, validating). Each reports its own time and its peak resident
// memory. Prints the medians and the scan's ratios to the parse; the targets are at most
// 1.3× the time and 1.5× the memory. The scan must find every RIB and every relation,
// with nothing unresolved.

if let mode = textOption("--child"), let folder = textOption("--folder") {
    runChild(mode: mode, folder: folder)
    exit(0)
}

let ribCount = option("--ribs", default: 1000)
let moduleCount = option("--modules", default: 20)
let rounds = option("--rounds", default: 5)

// MARK: - Generate

// `--write-app FOLDER` only writes the app there and keeps it, for a profiler to scan.
let keptFolder = textOption("--write-app")
let folder =
    keptFolder.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("scan-bench-\(ProcessInfo.processInfo.processIdentifier)")
if keptFolder == nil { try? FileManager.default.removeItem(at: folder) }
let app = GeneratedApp(ribCount: ribCount, moduleCount: moduleCount)
var fileCount = 0
var byteCount = 0
@MainActor func write(_ text: String, to path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
    fileCount += 1
    byteCount += text.utf8.count
}
try write(app.manifest, to: "Package.swift")
for index in 0..<ribCount {
    for (path, text) in app.files(for: index) { try write(text, to: path) }
}
if keptFolder != nil {
    print("wrote the app into \(folder.path)")
    exit(0)
}
defer { try? FileManager.default.removeItem(at: folder) }
print("\(fileCount) files, \(byteCount / 1024) KiB of Swift, \(ribCount) RIBs in \(moduleCount) modules; load \(loadAverage())")

// MARK: - Check what the scan finds

let architecture = RibScanner().scan([folder.path])
let unresolved = architecture.warnings.filter { $0.kind == .unresolvedRoute }.count
print("the scan finds \(architecture.ribs.count) RIBs, \(architecture.attachments.count) relations, \(unresolved) unresolved routes, \(architecture.warnings.count) warnings")
guard architecture.ribs.count == ribCount, architecture.attachments.count == app.relationCount, architecture.warnings.isEmpty else {
    for warning in architecture.warnings.prefix(10) { print("  \(warning)") }
    print("error: expected \(ribCount) RIBs, \(app.relationCount) relations and no warnings")
    exit(1)
}

// MARK: - Measure, each in a fresh process on one core

let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
guard let taskset = programPath("taskset") else {
    print("error: taskset (util-linux) is needed to run each side on one core")
    exit(1)
}

/// Runs one side in a fresh process, on core 0 alone or, unpinned, on every core.
func runChild(_ mode: String, pinned: Bool = true) throws -> ChildRun {
    try ChildRun.run(executable, ["--child", mode, "--folder", folder.path], launcher: pinned ? [taskset, "-c", "0"] : [])
}

var parses: [ChildRun] = []
var scans: [ChildRun] = []
var scansOnEveryCore: [ChildRun] = []
for _ in 0..<rounds {
    // Interleaved, so a busy neighbour on the machine slows all alike.
    parses.append(try runChild("parse"))
    scans.append(try runChild("scan"))
    scansOnEveryCore.append(try runChild("scan", pinned: false))
}
let parseTime = median(parses.map(\.seconds))
let scanTime = median(scans.map(\.seconds))
let parsePeak = median(parses.map { Double($0.peakBytes) })
let scanPeak = median(scans.map { Double($0.peakBytes) })
func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
print("parse only, one core:  \(milliseconds(parseTime)), peak \(megabytes(Int(parsePeak)))")
print("full scan, one core:   \(milliseconds(scanTime)), peak \(megabytes(Int(scanPeak)))")
print(String(format: "scan / parse, time:    %.2f×  (target ≤ 1.30×)", scanTime / parseTime))
print(String(format: "scan / parse, memory:  %.2f×  (target ≤ 1.50×)", scanPeak / parsePeak))
let everyCoreTime = median(scansOnEveryCore.map(\.seconds))
print(
    "full scan, every core (\(ProcessInfo.processInfo.activeProcessorCount)): \(milliseconds(everyCoreTime)); "
        + String(format: "%.2f× the parse on one core", everyCoreTime / parseTime))
print("medians of \(rounds) rounds; load \(loadAverage())")

// MARK: - Children

/// The work of one side, timed from inside, then `seconds peakBytes` on standard output.
func runChild(mode: String, folder: String) {
    let sink = Sink()
    let seconds: Double
    switch mode {
    case "parse":
        let files = swiftFiles(below: folder)
        seconds = secondsToRun {
            for path in files {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                sink.add(Parser.parse(source: text).statements.count)
            }
        }
    default:
        seconds = secondsToRun {
            let architecture = RibScanner().scan([folder])
            sink.add(architecture.ribs.count + architecture.attachments.count)
        }
    }
    ChildRun.report(seconds: seconds)
    _ = sink.value
}

/// The `.swift` files below a folder, in a stable order, found before the clock starts.
func swiftFiles(below folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
    }
    return files.sorted()
}

/// Keeps results alive so the optimiser cannot drop the work.
final class Sink {
    private(set) var value = 0
    func add(_ count: Int) { value &+= count }
}
