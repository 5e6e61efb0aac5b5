import BenchmarkSupport
import Dispatch
import Foundation
import RibScanner
import SwiftParser
import SwiftSyntax

// Scanning 1,000 Swift files of RIBs code against parsing them with swift-syntax alone.
//
//     swift run -c release --package-path Benchmarks scan-bench [files] [rounds]
//
// Generates an app of 250 RIBs (GeneratedApp: four files each, calibrated to parse at about
// the rate the issue gives for RIBs code) in a temporary folder, then times, in the same
// run and interleaved: parsing the files already in memory, on one core and on every core,
// and the whole scan (discovery, reading, filtering, parsing and collecting on every core,
// linking, validating). Prints the medians and the scan's ratio to each parse; the target
// is at most 1.3× the time swift-syntax takes to parse the files (on one thread, as its
// parser runs); Docs/Performance.md also reports the stricter ratio to a parse on every core.

let fileCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7
let ribCount = max(1, fileCount / 4)

// MARK: - Generate

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: folder)
var sources: [String] = []
let app = GeneratedApp(ribCount: ribCount)
for index in 0..<ribCount {
    for (path, text) in app.files(for: index) {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        sources.append(text)
    }
}
defer { try? FileManager.default.removeItem(at: folder) }
let bytes = sources.reduce(0) { $0 + $1.utf8.count }
print("\(sources.count) files, \(bytes / 1024) KiB of Swift, \(ribCount) RIBs, \(ProcessInfo.processInfo.activeProcessorCount) cores")

// MARK: - Measure

/// Keeps results alive so the optimiser cannot drop the work, from any thread.
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private(set) var ribsFound = 0
    func add(_ value: Int) { lock.lock(); total &+= value; lock.unlock() }
    func found(_ ribs: Int) { lock.lock(); ribsFound = ribs; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return total }
}

let sink = Sink()
let frozen = sources
func parseSerially() { for source in frozen { sink.add(Parser.parse(source: source).statements.count) } }
func parseOnEveryCore() {
    DispatchQueue.concurrentPerform(iterations: frozen.count) { index in
        sink.add(Parser.parse(source: frozen[index]).statements.count)
    }
}
let scannedFolder = folder.path
func scan() {
    let architecture = RibScanner().scan([scannedFolder])
    sink.found(architecture.ribs.count)
    sink.add(architecture.attachments.count + architecture.warnings.count)
}

parseOnEveryCore()
scan()
var serial: [Double] = []
var parallel: [Double] = []
var scans: [Double] = []
for _ in 0..<rounds {
    // Interleaved, so a busy neighbour on the machine slows all three alike.
    serial.append(secondsToRun(parseSerially))
    parallel.append(secondsToRun(parseOnEveryCore))
    scans.append(secondsToRun(scan))
}
let parseTime = median(parallel)
let scanTime = median(scans)
func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
print("parse only, one core:    \(milliseconds(median(serial)))")
print("parse only, every core:  \(milliseconds(parseTime))")
print("full scan, every core:   \(milliseconds(scanTime))  (\(sink.ribsFound) RIBs)")
print(String(format: "scan / parse (one core):   %.2f×  (target ≤ 1.30×: swift-syntax parses on one thread)", scanTime / median(serial)))
print(String(format: "scan / parse (every core): %.2f×  (the stricter reading: the parse spread over every core too)", scanTime / parseTime))
if sink.ribsFound != ribCount { print("error: found \(sink.ribsFound) RIBs, expected \(ribCount)"); exit(1) }
_ = sink.value
