/// Why spans did not reach the receiver.
public enum OTLPExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No answer: no connection, a timeout, a connection closed early; the reason is the
    /// HTTP client's.
    case unreachable(endpoint: String, reason: String)
    /// The receiver answered with an HTTP status other than 2xx, and perhaps a message.
    case refused(endpoint: String, status: Int, message: String?)
    /// The receiver accepted the request but rejected some of its spans (OTLP's partial
    /// success).
    case spansRejected(endpoint: String, count: Int64, message: String)

    /// Whether trying again later may succeed: no answer, or a status that says the
    /// receiver is busy or down for now (429, 502, 503, 504).
    public var isTemporary: Bool {
        switch self {
        case .unreachable: true
        case .refused(_, let status, _): [429, 502, 503, 504].contains(status)
        case .spansRejected: false
        }
    }

    public var description: String {
        switch self {
        case .unreachable(let endpoint, let reason):
            "cannot reach \(endpoint): \(reason)"
        case .refused(let endpoint, let status, let message):
            "\(endpoint) refused the spans with HTTP \(status)" + (message.map { ": \($0)" } ?? "")
        case .spansRejected(let endpoint, let count, let message):
            "\(endpoint) accepted the request but rejected \(count) of its spans" + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
