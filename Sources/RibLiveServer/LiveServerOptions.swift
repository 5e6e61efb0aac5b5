import Foundation
import RibInspector

/// How `ribviz live` listens and where it saves sessions.
public struct LiveServerOptions: Sendable {
    /// The largest batch the server takes, in bytes.
    public static let defaultMaximumBatchBytes = 8 * 1024 * 1024
    /// How many sessions a server holds by default.
    public static let defaultMaximumSessions = 200

    /// The address to listen on: `127.0.0.1` (this machine only) unless a device must reach it.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: UInt16
    /// The token senders must present (`Authorization: Bearer …`), if any.
    public var token: String?
    /// Where each session is saved as a JSON Lines trace, `<name>.jsonl`.
    public var saveFolder: URL
    /// The largest batch the server takes, in bytes.
    public var maximumBatchBytes: Int
    /// How long a page's request for updates waits for new records before it is answered
    /// with none, in nanoseconds (5 s by default).
    ///
    /// The server gives each request 10 s more (and at least 15 s) before it answers 500
    /// instead, and every request the server answers holds a few hundred bytes for that
    /// long, however early it was answered: a longer wait saves an idle page a request now
    /// and then, and costs a busy session's memory.
    public var updatesWaitNanoseconds: UInt64
    /// How long a request's line and headers may take to arrive, from their first byte, in
    /// nanoseconds (10 s by default): a request still sending its head then gets 408.
    public var requestHeadNanoseconds: UInt64 = 10_000_000_000
    /// How long a page's request of the app (*Capture now*, *Show on device*) waits for
    /// the app's answer, in nanoseconds (5 s by default); the page then says that the app
    /// did not answer.
    public var appRequestWaitNanoseconds: UInt64 = 5_000_000_000
    /// How many sessions the server holds at most (``defaultMaximumSessions`` by default):
    /// those that received a record since it started, and saved ones that a request read
    /// again. Past it, a new session's batch gets 429 with a line saying so; the sessions
    /// held go on. Each session holds its tree, analysis and recent events in memory.
    public var maximumSessions = LiveServerOptions.defaultMaximumSessions
    /// The analysis' thresholds for the pages' findings; the pages count the leak grace
    /// down for each RIB alive out of the tree.
    public var analysisOptions = TraceAnalysis.Options()
    /// Told, once for each session, when its end record arrives, with the file the session
    /// is saved in: how `ribviz live --otlp` forwards each session as it ends. It is called
    /// while the server takes the batch, so it must return at once (queue the work).
    public var sessionEnded: (@Sendable (_ file: URL) -> Void)? = nil

    /// Options for a server on `host:port` that saves into `saveFolder`.
    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        token: String? = nil,
        saveFolder: URL = URL(fileURLWithPath: "ribviz-live"),
        maximumBatchBytes: Int = LiveServerOptions.defaultMaximumBatchBytes,
        updatesWaitNanoseconds: UInt64 = 5_000_000_000
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.saveFolder = saveFolder
        self.maximumBatchBytes = maximumBatchBytes
        self.updatesWaitNanoseconds = updatesWaitNanoseconds
    }

    /// A new random token, for a server that listens beyond this machine.
    public static func newToken() -> String {
        (UUID().uuidString + UUID().uuidString).replacingOccurrences(of: "-", with: "").lowercased()
    }
}
