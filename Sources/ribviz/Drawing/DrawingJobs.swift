import Foundation

/// How many processes draw at once, and how much each draws before a fresh one takes
/// over.
enum DrawingJobs {
    /// The environment variable that sets the number of drawing processes when
    /// `--jobs` is not given.
    static let environmentVariable = "RIBVIZ_JOBS"
    /// The environment variable that sets how many pictures one worker process draws
    /// before it exits (``defaultPagesPerWorker`` when unset).
    static let pagesPerWorkerVariable = "RIBVIZ_PICTURES_PER_WORKER"
    /// Pictures per worker process: enough that starting one is a small share of its
    /// time, few enough that graphviz's leaks, which grow with every drawing, stay small.
    static let defaultPagesPerWorker = 250

    /// The number of drawing processes: `option` when given, else the environment's,
    /// else one per core.
    ///
    /// - Throws: A usage failure when the environment variable is not a number of 1 or more.
    static func count(option: Int?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> Int {
        if let option { return option }
        guard let text = environment[environmentVariable] else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let count = Int(text), count >= 1 else {
            throw .usage("\(environmentVariable) is '\(text)': give the number of processes to draw in, 1 or more (1 draws in ribviz's own process).")
        }
        return count
    }

    /// Pictures per worker process, from the environment or ``defaultPagesPerWorker``.
    ///
    /// - Throws: A usage failure when the environment variable is not a number of 1 or more.
    static func pagesPerWorker(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> Int {
        guard let text = environment[pagesPerWorkerVariable] else { return defaultPagesPerWorker }
        guard let count = Int(text), count >= 1 else {
            throw .usage("\(pagesPerWorkerVariable) is '\(text)': give how many pictures one drawing process draws before a fresh one takes over, 1 or more.")
        }
        return count
    }
}
