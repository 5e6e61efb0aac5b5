/// What a trace says about itself: its format version and the session it records.
public struct TraceHeader: Hashable, Sendable {
    /// The `format` value every ribviz trace carries.
    public static let formatName = "ribviz-trace"
    /// The format version this library writes for a trace without opening events.
    public static let currentVersion = 1
    /// The format version of a trace that opens with events restating what a ring buffer
    /// dropped (``Trace/openingEventCount``), and the newest this library reads: older
    /// readers refuse it rather than take those events for what happened then.
    public static let openingVersion = 2

    /// The format version the trace was written with.
    public var version: Int
    /// The app that was recorded.
    public var app: AppInfo
    /// The recording session.
    public var session: SessionInfo

    /// Creates a header for the current format version.
    public init(version: Int = TraceHeader.currentVersion, app: AppInfo, session: SessionInfo = SessionInfo()) {
        self.version = version
        self.app = app
        self.session = session
    }
}

/// The app a trace was recorded from.
public struct AppInfo: Hashable, Sendable {
    /// The app's name, for example `TicTacToe`.
    public var name: String
    /// The app's version, if the recorder was told.
    public var version: String?

    /// Creates app information.
    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// One recording session.
public struct SessionInfo: Hashable, Sendable {
    /// A name or identifier for the session, for example a test's name.
    public var name: String?
    /// The wall-clock time the session started, as an ISO 8601 string. Event times are
    /// relative to this moment.
    public var startedAt: String?
    /// What wrote the trace, for example `ribviz 0.1.0 (RibRuntime)`.
    public var recorder: String?
    /// Free-form key-value pairs: device, build, test plan.
    public var metadata: [String: String]

    /// Creates session information.
    public init(name: String? = nil, startedAt: String? = nil, recorder: String? = nil, metadata: [String: String] = [:]) {
        self.name = name
        self.startedAt = startedAt
        self.recorder = recorder
        self.metadata = metadata
    }
}
