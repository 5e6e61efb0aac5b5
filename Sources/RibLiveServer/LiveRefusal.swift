/// Why the server refused a request: an HTTP status and one line saying what was wrong and
/// what to do.
struct LiveRefusal: Error, Sendable {
    var status: Int
    var message: String

    static func badRequest(_ message: String) -> Self { Self(status: 400, message: message) }
}
