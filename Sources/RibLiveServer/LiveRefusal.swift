import RibInspectorTools

/// Why the server refused a request: an HTTP status and one line saying what was wrong and
/// what to do.
struct LiveRefusal: Error, Sendable {
    var status: Int
    var message: String
    /// The reader's error, when the refused lines do not continue the session's trace: it
    /// says which line (of the session, from 1 for the header) and what was expected.
    var readError: TraceReadError?

    init(status: Int, message: String, readError: TraceReadError? = nil) {
        self.status = status
        self.message = message
        self.readError = readError
    }

    static func badRequest(_ message: String, readError: TraceReadError? = nil) -> Self {
        Self(status: 400, message: message, readError: readError)
    }
}
