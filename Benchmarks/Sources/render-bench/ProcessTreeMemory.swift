import BenchmarkSupport
import Foundation

/// The memory of a running command and every process it started, sampled from `/proc`
/// while it runs (Linux only).
///
/// `wait4`'s `ru_maxrss` would not do: a child started with `posix_spawn` carries the
/// largest resident set of the benchmark that started it into its own figure, so a
/// benchmark holding 700 MB reports 700 MB for a command that never used that much.
/// `VmHWM`, read from `/proc/<pid>/status`, is each process's own peak since it started
/// its program. A process that ends between two samples loses what it grew since the last
/// one, so the figures are lower bounds, within one sampling interval.
final class ProcessTreeMemory: @unchecked Sendable {
    // @unchecked: `largestProcess`, `largestTotal` and `isRunning` are only touched while
    // `lock` is held.
    private let lock = NSLock()
    private var largestProcess = 0
    private var largestTotal = 0
    private var isRunning = true
    private let finished = DispatchSemaphore(value: 0)

    /// The largest peak resident set (`VmHWM`) of any one process of the tree, in bytes.
    var largestProcessBytes: Int { lock.withLock { largestProcess } }
    /// The largest sum of the resident sets (`VmRSS`) of the tree's processes in one
    /// sample, in bytes: what the command held at once.
    var largestTotalBytes: Int { lock.withLock { largestTotal } }

    /// Starts sampling the process `root` and its descendants every `interval` seconds on
    /// a thread of its own, until ``stop()``.
    init(root: pid_t, interval: TimeInterval = 0.02) {
        let thread = Thread { [self] in
            while lock.withLock({ isRunning }) {
                sample(root: root)
                Thread.sleep(forTimeInterval: interval)
            }
            finished.signal()
        }
        thread.start()
    }

    /// Stops sampling and waits for the sampling thread to end.
    func stop() {
        lock.withLock { isRunning = false }
        finished.wait()
    }

    private func sample(root: pid_t) {
        var largest = 0
        var total = 0
        for pid in Self.tree(of: root) {
            largest = max(largest, (peakResidentKilobytes(of: pid) ?? 0) * 1024)
            total += (residentKilobytes(of: pid) ?? 0) * 1024
        }
        lock.withLock {
            largestProcess = max(largestProcess, largest)
            largestTotal = max(largestTotal, total)
        }
    }

    /// `root` and its descendants, from each thread's `/proc/<pid>/task/<tid>/children`;
    /// visited with a work list, not by recursion.
    private static func tree(of root: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var waiting = [root]
        while let pid = waiting.popLast() {
            found.append(pid)
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for task in tasks {
                guard let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { continue }
                waiting += children.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
        }
        return found
    }
}
