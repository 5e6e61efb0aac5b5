import BenchmarkSupport
import Foundation
import RibInspector
import RibInspectorTools

/// Times TraceReader and Python's json module on the same files in the same run, and
/// checks the reader's peak memory against the file size.
struct LoadReport {
    let runs: Int
    private var reader: [String: Double] = [:]
    private var python: [String: Double] = [:]

    init(runs: Int) {
        self.runs = runs
    }

    /// TraceReader: open, map, parse, check, and replay every event to the final tree.
    mutating func measureReader(_ files: TraceFiles) {
        for (form, url) in [("document", files.document), ("JSON Lines", files.jsonLines)] {
            var times: [Double] = []
            for _ in 0..<runs {
                let start = monotonicNanoseconds()
                do {
                    let snapshot = try TraceReader().readFinalSnapshot(contentsOf: url)
                    // Stop the clock while the result is alive: freeing it is not loading it.
                    withExtendedLifetime(snapshot) { times.append(Double(monotonicNanoseconds() - start) / 1e9) }
                    if snapshot.trace.events.count != files.eventCount { print("  ! read \(snapshot.trace.events.count) events") }
                } catch {
                    print("  ! \(error)")
                    return
                }
            }
            reader[form] = median(times)
            print("ribviz TraceReader, \(form), load + replay: median \(duration(median(times))) (runs: \(times.map(duration).joined(separator: ", ")))")
        }
    }

    /// Python's json module, timed inside Python so the interpreter's start-up is not
    /// counted: `json.load` for the document, `json.loads` per line for JSON Lines.
    mutating func measurePython(_ files: TraceFiles) {
        guard let python3 = programPath("python3") else {
            print("python3 not found: no comparison")
            return
        }
        let script = """
        import json, sys, time
        path, form, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
        for _ in range(runs):
            start = time.perf_counter()
            with open(path) as f:
                data = json.load(f) if form == "document" else [json.loads(line) for line in f]
            print(time.perf_counter() - start)
            del data
        """
        for (form, url) in [("document", files.document), ("JSON Lines", files.jsonLines)] {
            do {
                let output = try runProgram(python3, ["-c", script, url.path, form == "document" ? "document" : "lines", "\(runs)"])
                let times = output.split(separator: "\n").compactMap { Double($0) }
                python[form] = median(times)
                print("python3 \(form == "document" ? "json.load" : "json.loads per line"), \(form): median \(duration(median(times))) (runs: \(times.map(duration).joined(separator: ", ")))")
            } catch {
                print("  ! \(error)")
            }
        }
    }

    func printComparison(_ files: TraceFiles) {
        for form in ["document", "JSON Lines"] {
            guard let ours = reader[form], let theirs = python[form] else { continue }
            let size = form == "document" ? files.documentSize : files.jsonLinesSize
            print(String(format: "%@: python / ribviz = %.1fx (ribviz %.0f MB/s, %.0f ns per event)",
                         form, theirs / ours, Double(size) / ours / 1e6, ours * 1e9 / Double(files.eventCount)))
        }
    }

    /// The line `load` and `replay` print for one run, which the benchmark reads back.
    static func timingLine(_ seconds: Double) -> String {
        String(format: "%.4f s", seconds)
    }

    /// The seconds in the lines a child `trace-bench load` or `replay` printed.
    private static func timings(in output: String) -> [Double] {
        output.split(separator: "\n").compactMap { Double($0.split(separator: " ").first ?? "") }
    }

    /// TraceReader pinned to one core with `taskset`, so that the replay cannot run beside
    /// the parsing: what a machine whose other cores are busy gets.
    func measureOnOneCore(_ files: TraceFiles) {
        guard let taskset = programPath("taskset") else {
            print("taskset not found: no one-core measurement")
            return
        }
        for (form, url) in [("document", files.document), ("JSON Lines", files.jsonLines)] {
            do {
                let output = try runProgram(taskset, ["-c", "0", CommandLine.arguments[0], "load", url.path, "--runs", "\(runs)"])
                let times = Self.timings(in: output)
                let ratio = python[form].map { String(format: ", python / ribviz = %.1fx", $0 / median(times)) } ?? ""
                print("ribviz TraceReader, \(form), pinned to one core: median \(duration(median(times)))\(ratio)")
            } catch {
                print("  ! \(error)")
            }
        }
    }

    /// Trace.finalSnapshot() on the loaded events alone: the replay's share of the work.
    func measureReplayAlone(_ files: TraceFiles) {
        do {
            let output = try runProgram(CommandLine.arguments[0], ["replay", files.document.path, "--runs", "\(runs)"])
            print("RibTree replay alone (Trace.finalSnapshot() of the loaded trace): median \(duration(median(Self.timings(in: output))))")
        } catch {
            print("  ! \(error)")
        }
    }

    /// Loads each file in a child process and compares its peak resident memory with the
    /// file's size.
    func measurePeakMemory(_ files: TraceFiles) {
        for (form, url, size) in [("document", files.document, files.documentSize), ("JSON Lines", files.jsonLines, files.jsonLinesSize)] {
            do {
                let (before, after) = try PeakMemoryProbe.measure(url)
                print(String(format: "peak memory, %@ of %@: %@ (%@ before reading); %.2fx the file",
                             form, megabytes(size), megabytes(after), megabytes(before), Double(after) / Double(size)))
            } catch {
                print("  ! \(error)")
            }
        }
    }
}
