import BenchmarkSupport
import Foundation

/// `ribviz render --every-state` itself, the command as a user runs it (reading the
/// trace, choosing the states, drawing them in one worker process per core, writing
/// index.md), against the `dot` tool over the same states' DOT files: `xargs -P<cores>`
/// running `dot -Tsvg -O` on every core, and one `dot -Tsvg -O` process over all the
/// files. The command with `--jobs 1` (everything in its own process) runs too. The
/// sides are interleaved, round after round, and each round notes the load average.
struct CommandPeers {
    /// The release `ribviz` binary.
    var ribviz: String
    var rounds: Int
    var dot: DotCommand
    /// Processes at once, for ribviz and for xargs: one per core.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Files per `dot` process under xargs.
    var filesPerDot = 100

    /// Every round's figures.
    struct Result {
        var ribviz: [CommandRun] = []
        var ribvizAlone: [CommandRun] = []
        var xargs: [Times] = []
        var xargsShares: [KernelShare] = []
        var dotOnce: [Times] = []
        var loads: [String] = []
    }

    /// Where render-bench looks for ribviz when `--ribviz` is not given: the repository's
    /// release build.
    static let defaultBinary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/release/ribviz").path

    /// Times the rounds on `traceFile` drawn with `layout`, whose states' DOT files are `dotFiles`.
    func measure(traceFile: URL, layout: String, dotFiles: [URL], folder: URL) throws -> Result {
        let list = folder.appendingPathComponent("dot-files.txt")
        try dotFiles.map(\.path).joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        guard let xargs = programPath("xargs") else { throw BenchmarkError("xargs is not on the PATH") }
        let output = folder.appendingPathComponent("ribviz-\(layout)")
        let command = ["render", traceFile.path, "--every-state", "--layout", layout, "--no-timeline", "-q", "-o", output.path]
        var result = Result()
        for _ in 0..<rounds {
            try? FileManager.default.removeItem(at: output)
            result.ribviz.append(try CommandRun.run(ribviz, command + ["--jobs", "\(jobs)"]))
            try? FileManager.default.removeItem(at: output)
            result.ribvizAlone.append(try CommandRun.run(ribviz, command + ["--jobs", "1"]))
            var xargsShare = KernelShare.zero
            result.xargs.append(
                try Times.ofChildren {
                    xargsShare = try KernelShare.ofChildren {
                        try ChildProcess.run(xargs, arguments: ["-a", list.path, "-P", "\(jobs)", "-n", "\(filesPerDot)", dot.executable.path, "-Tsvg", "-O"])
                    }
                })
            result.xargsShares.append(xargsShare)
            result.dotOnce.append(
                try Times.ofChildren {
                    for batch in StableEveryStateBenchmark.batches(of: dotFiles.map(\.path)) {
                        try ChildProcess.run(dot.executable.path, arguments: ["-Tsvg", "-O"] + batch)
                    }
                })
            result.loads.append(loadAverage())
        }
        try? FileManager.default.removeItem(at: output)
        return result
    }

    /// Prints a layout's rows: medians, the ratios of the peers to the command, the
    /// targets where Docs/Performance.md states them, and the load average of each round.
    func report(_ result: Result, layout: String, stateCount: Int, hasTargets: Bool) {
        let ribviz = Self.median(result.ribviz.map(\.times))
        let alone = Self.median(result.ribvizAlone.map(\.times))
        let xargs = Self.median(result.xargs)
        let once = Self.median(result.dotOnce)
        print("     the command, ribviz render --every-state --layout \(layout) --no-timeline, medians of \(rounds) rounds (wall clock | processor time):")
        print(
            "       \(jobs) drawing processes: \(ribviz.text), per state \((ribviz / stateCount).text);"
                + " largest process's peak RSS \(megabytes(result.ribviz.map(\.peakBytes).max() ?? 0)),"
                + " all its processes at once \(megabytes(result.ribviz.map(\.peakTotalBytes).max() ?? 0)) (sampled every 20 ms)")
        print("       --jobs 1 (in its own process): \(alone.text); peak RSS \(megabytes(result.ribvizAlone.map(\.peakBytes).max() ?? 0))")
        print("       xargs -P\(jobs) -n \(filesPerDot) dot -Tsvg -O over the DOT files: \(xargs.text)")
        print("       one dot -Tsvg -O over the DOT files: \(once.text)")
        print(
            "       processor time split, medians: ribviz with \(jobs) drawing processes \(KernelShare.median(result.ribviz.map(\.kernelShare)).text);"
                + " xargs -P\(jobs) dot \(KernelShare.median(result.xargsShares).text)")
        let againstXargs = xargs.wallClock / ribviz.wallClock
        let againstOnce = once.wallClock / ribviz.wallClock
        let targets =
            hasTargets
            ? (" (target ≥ 1×: \(verdict(againstXargs >= 1)))", " (target ≥ 1.5×: \(verdict(againstOnce >= 1.5)))")
            : ("", "")
        print(
            "       ratios: xargs -P\(jobs) dot / ribviz \(xargs.ratio(to: ribviz))\(targets.0);"
                + " one dot -O / ribviz \(once.ratio(to: ribviz))\(targets.1); ribviz --jobs 1 / ribviz \(alone.ratio(to: ribviz))")
        print("       load average (1 minute) after each round: \(result.loads.joined(separator: ", "))")
    }

    private static func median(_ times: [Times]) -> Times {
        Times(wallClock: BenchmarkSupport.median(times.map(\.wallClock)), processor: BenchmarkSupport.median(times.map(\.processor)))
    }
}
