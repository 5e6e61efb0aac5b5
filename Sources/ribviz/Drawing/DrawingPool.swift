import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws the pages of `ribviz render --every-state` in worker processes, a few at once.
///
/// graphviz is not thread safe, so one process draws one picture at a time; workers draw
/// on every core. Each worker draws a run of consecutive pages and exits, and a new one
/// takes the next run: graphviz 2.42 leaks memory with every drawing, which thus never
/// accumulates. Workers write each page straight into its staged file, so no picture
/// passes through this process and its memory stays flat in the number of pages.
struct DrawingPool {
    /// How many workers draw at once.
    let workerCount: Int
    /// The most pages one worker process draws.
    let pagesPerWorker: Int
    /// The `ribviz` binary the workers run.
    let executable: String

    /// Draws `pages`, each into its staged files, with the rest of `task` (whose own
    /// pages are ignored), and calls `drawn` once per page as its files are written.
    ///
    /// - Parameter describe: Words for the state of a page index, for the message about
    ///   a worker that crashed while drawing it (`the tree right after event 42`).
    /// - Throws: The failure a worker reported (as drawing in this process would have
    ///   reported it), or a worker that crashed or could not start, after stopping every
    ///   other worker.
    func draw(
        _ pages: [WorkerTask.Page],
        as task: WorkerTask,
        describe: (_ page: Int) -> String,
        drawn: () -> Void
    ) throws(CommandFailure) {
        var running: [Run] = []
        defer { for run in running { run.worker.stop() } }
        var next = 0
        while next < pages.count || !running.isEmpty {
            while running.count < workerCount && next < pages.count {
                var share = task
                share.pages = Array(pages[next..<next + runLength(remaining: pages.count - next, of: pages.count)])
                running.append(Run(worker: try WorkerProcess(executable: executable, task: share), first: next, count: share.pages.count))
                next += share.pages.count
            }
            var descriptors = running.map { pollfd(fd: $0.worker.descriptor, events: Int16(POLLIN), revents: 0) }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else { continue }
            for index in descriptors.indices.reversed() where descriptors[index].revents != 0 {
                let run = running[index]
                let (reports, ended) = run.worker.readReports()
                for report in reports {
                    switch report {
                    case .drawn:
                        run.drawn += 1
                        drawn()
                    case .failed(let message, let exitCode):
                        throw CommandFailure(message: message, exitCode: .init(exitCode))
                    }
                }
                guard ended else { continue }
                let ending = WorkerProcess.ending(run.worker.wait())
                if let ending {
                    let page = run.first + min(run.drawn, run.count - 1)
                    throw .graphviz(
                        "\(task.tracePath): the process drawing \(describe(page)) \(ending); nothing was written. "
                            + "Draw in this process with --jobs 1 to see whether graphviz fails there too.")
                }
                guard run.drawn == run.count else {
                    throw .graphviz(
                        "\(task.tracePath): a drawing process ended after \(run.drawn) of its \(run.count) pictures; nothing was written. Draw in this process with --jobs 1.")
                }
                running.remove(at: index)
            }
        }
    }

    /// The fewest pages a worker is started for while more remain: starting one (reading
    /// the trace and replaying it to its first page) then stays a small share of its time.
    static let shortestRun = 16

    /// How many of the `remaining` of `total` pages the next worker draws.
    ///
    /// Runs shrink as the end nears, as in OpenMP's guided schedule: each takes half of an
    /// even share of what remains, at least ``shortestRun``, so that the workers finish
    /// nearly together instead of one core idling while the other draws a last long run.
    /// Never more than ``pagesPerWorker``, nor than an even share of all pages, so that
    /// every worker gets pages. More workers than pages count as one per page, which also
    /// keeps the arithmetic small for any worker count asked for.
    func runLength(remaining: Int, of total: Int) -> Int {
        let workers = min(max(workerCount, 1), max(total, 1))
        let evenShare = (total + workers - 1) / workers
        let halfShare = (remaining + 2 * workers - 1) / (2 * workers)
        return max(1, min(remaining, pagesPerWorker, evenShare, max(halfShare, Self.shortestRun)))
    }

    /// A worker and the run of pages it draws.
    private final class Run {
        let worker: WorkerProcess
        /// The index of its first page.
        let first: Int
        let count: Int
        /// How many of its pages it has drawn.
        var drawn = 0

        init(worker: WorkerProcess, first: Int, count: Int) {
            self.worker = worker
            self.first = first
            self.count = count
        }
    }
}
