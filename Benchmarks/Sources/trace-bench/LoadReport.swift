import BenchmarkSupport
import Foundation
import RibInspector
import RibInspectorTools

/// Times TraceReader and its Python peers on the same files in the same run, free and
/// pinned to one core, and checks the reader's peak memory against the file size.
struct LoadReport {
    /// A median and the load average when its runs started.
    struct Figure {
        var seconds: Double
        var load: String

        var text: String { "\(duration(seconds)) (load \(load))" }
    }

    /// The figures of one contender on one form: free to use both cores, and pinned to one.
    struct Figures {
        var free: Figure?
        var pinned: Figure?
    }

    let runs: Int
    private var reader: [TraceForm: Figures] = [:]
    private var peers: [PythonPeer: [TraceForm: Figures]] = [:]

    init(runs: Int) {
        self.runs = runs
    }

    /// TraceReader, free, in this process: open, map, parse, check, and replay every event to
    /// the final tree.
    mutating func measureReader(_ form: TraceForm, _ files: TraceFiles) {
        let load = loadAverage()
        var times: [Double] = []
        for _ in 0..<runs {
            do {
                let (seconds, eventCount) = try Self.timeLoad(form.file(in: files))
                times.append(seconds)
                if eventCount != files.eventCount { print("  ! read \(eventCount) events") }
            } catch {
                print("  ! \(error)")
                return
            }
        }
        reader[form, default: Figures()].free = Figure(seconds: median(times), load: load)
        print("ribviz TraceReader, load + replay, free: median \(duration(median(times))), load \(load) (runs: \(times.map(duration).joined(separator: ", ")))")
    }

    /// TraceReader pinned to one core with `taskset`, in a child process, so that the replay
    /// cannot run beside the parsing: what a machine whose other cores are busy gets.
    mutating func measureReaderOnOneCore(_ form: TraceForm, _ files: TraceFiles) {
        guard let taskset = programPath("taskset") else {
            print("taskset not found: no one-core measurement")
            return
        }
        let load = loadAverage()
        do {
            let output = try runProgram(taskset, ["-c", "0", CommandLine.arguments[0], "load", form.file(in: files).path, "--runs", "\(runs)"])
            let times = Self.timings(in: output)
            reader[form, default: Figures()].pinned = Figure(seconds: median(times), load: load)
            print("ribviz TraceReader, load + replay, pinned to one core: median \(duration(median(times))), load \(load) (runs: \(times.map(duration).joined(separator: ", ")))")
        } catch {
            print("  ! \(error)")
        }
    }

    /// A Python peer on the same file, free and pinned to one core.
    mutating func measure(_ peer: PythonPeer, _ form: TraceForm, _ files: TraceFiles, in python: PythonPeers) {
        let taskset = programPath("taskset")
        for pinned in taskset == nil ? [false] : [false, true] {
            let load = loadAverage()
            do {
                let times = try python.times(peer, form, form.file(in: files), runs: runs, taskset: pinned ? taskset : nil)
                guard !times.isEmpty else { throw BenchmarkError("no timings from \(peer.rawValue)") }
                let figure = Figure(seconds: median(times), load: load)
                if pinned { peers[peer, default: [:]][form, default: Figures()].pinned = figure } else { peers[peer, default: [:]][form, default: Figures()].free = figure }
                print(
                    "\(peer.label(form)), \(pinned ? "pinned to one core" : "free"): median \(duration(figure.seconds)), load \(load) (runs: \(times.map(duration).joined(separator: ", ")))"
                )
            } catch {
                print("  ! \(peer.label(form)): \(error)")
            }
        }
    }

    /// For each form and peer, how many times longer the peer took than ribviz, free and
    /// pinned to one core, with the load averages of both measurements.
    func printComparison(_ files: TraceFiles) {
        for form in TraceForm.allCases {
            guard let ours = reader[form] else { continue }
            if let free = ours.free {
                let size = form.size(in: files)
                print(
                    String(
                        format: "%@: ribviz %.0f MB/s, %.0f ns per event, free", form.title,
                        Double(size) / free.seconds / 1e6, free.seconds * 1e9 / Double(files.eventCount)))
            }
            for peer in PythonPeer.allCases {
                guard let theirs = peers[peer]?[form] else { continue }
                let ratios = [("free", ours.free, theirs.free), ("pinned to one core", ours.pinned, theirs.pinned)]
                    .compactMap { name, ours, theirs -> String? in
                        guard let ours, let theirs else { return nil }
                        return String(format: "%@ %.2fx (ribviz load %@, peer load %@)", name, theirs.seconds / ours.seconds, ours.load, theirs.load)
                    }
                print("\(form.title): \(peer.label(form)) / ribviz load + replay = \(ratios.joined(separator: "; "))")
            }
        }
    }

    /// Times one `TraceReader` load + replay of `file` (open, map, parse, check, replay to the
    /// final tree), returning the seconds and how many events it read. The clock stops while
    /// the result is still alive, in this process and in the pinned child alike: freeing it
    /// is not loading it, and the Python peers stop theirs before freeing too.
    static func timeLoad(_ file: URL) throws -> (seconds: Double, eventCount: Int) {
        let start = monotonicNanoseconds()
        let snapshot = try TraceReader().readFinalSnapshot(contentsOf: file)
        return withExtendedLifetime(snapshot) { (Double(monotonicNanoseconds() - start) / 1e9, snapshot.trace.events.count) }
    }

    /// The line `load` and `replay` print for one run, which the benchmark reads back.
    static func timingLine(_ seconds: Double) -> String {
        String(format: "%.4f s", seconds)
    }

    /// The seconds in the lines a child `trace-bench load` or `replay` printed.
    private static func timings(in output: String) -> [Double] {
        output.split(separator: "\n").compactMap { Double($0.split(separator: " ").first ?? "") }
    }

    /// Trace.finalSnapshot() on the loaded events alone: the replay's share of the work.
    func measureReplayAlone(_ files: TraceFiles) {
        do {
            let output = try runProgram(CommandLine.arguments[0], ["replay", files.document.path, "--runs", "\(runs)"])
            print("RibTree replay alone (Trace.finalSnapshot() of the loaded trace): median \(duration(median(Self.timings(in: output)))), load \(loadAverage())")
        } catch {
            print("  ! \(error)")
        }
    }

    /// Loads each file in a child process and compares its peak resident memory with the
    /// file's size.
    func measurePeakMemory(_ files: TraceFiles) {
        for form in TraceForm.allCases {
            let size = form.size(in: files)
            do {
                let (before, after) = try PeakMemoryProbe.measure(form.file(in: files))
                print(
                    String(
                        format: "peak memory, %@ of %@: %@ (%@ before reading); %.2fx the file",
                        form.title, megabytes(size), megabytes(after), megabytes(before), Double(after) / Double(size)))
            } catch {
                print("  ! \(error)")
            }
        }
    }
}
