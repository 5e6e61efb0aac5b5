import Foundation

/// What a drawing worker process draws: a run of consecutive states of one trace, each
/// into files that the parent's ``OutputFolder`` staged for it. The parent sends it as
/// one line of JSON on the worker's standard input.
struct WorkerTask: Codable, Sendable {
    /// One state to draw.
    struct Page: Codable, Sendable {
        /// The state after this many events.
        var eventCount: Int
        /// The staged file of each format, in the order of the settings' formats.
        var files: [String]
    }

    /// The trace's path as the user gave it; the worker reads the same file (it runs in
    /// the same working folder).
    var tracePath: String
    /// How many events the parent read from the trace; a worker that reads another
    /// number refuses to draw, since its states would not be the parent's.
    var traceEventCount: Int
    var settings: DrawingSettings
    /// The folder the user named, for messages about writing into it.
    var outputFolder: String
    var pages: [Page]
}

/// What a drawing worker says on its standard output: one line of JSON per page drawn,
/// or the failure that stopped it.
enum WorkerReport: Codable, Sendable, Equatable {
    /// The next page's files are written.
    case drawn
    /// The worker stopped: the message and exit code the command reports.
    case failed(message: String, exitCode: Int32)
}
