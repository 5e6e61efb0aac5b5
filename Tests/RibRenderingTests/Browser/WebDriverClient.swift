import Foundation

/// W3C WebDriver's wire protocol: JSON commands over HTTP to a ChromeDriver on this
/// machine. Every command gets an answer within ``timeout`` or fails with
/// ``WebDriverError/timedOut(command:seconds:)``.
struct WebDriverClient: Sendable {
    /// How long a command may take.
    static let timeout: TimeInterval = 30

    enum Method: String, Sendable {
        case get = "GET", post = "POST", delete = "DELETE"
    }

    private let http: LoopbackHTTP

    /// A client of the ChromeDriver listening on `port` of 127.0.0.1.
    init(port: Int) {
        http = LoopbackHTTP(port: port, timeout: Self.timeout)
    }

    /// Sends a command (a POST's `body` is a JSON object) and returns the answer's
    /// `value`, decoded by `JSONSerialization` (`NSNull` for `null`).
    func send(_ method: Method, _ path: String, _ body: [String: Any] = [:]) async throws -> Any {
        let json = try Self.encode(method, body)
        let response: LoopbackHTTP.Response
        do {
            response = try await http.exchange(method.rawValue, path, body: json)
        } catch {
            throw Self.failure(error, of: method, path)
        }
        return try Self.value(of: response, to: method, path)
    }

    /// ``send(_:_:_:)`` blocking the calling thread, for the few places that cannot wait
    /// asynchronously (an issue handler, say).
    func sendBlocking(_ method: Method, _ path: String, _ body: [String: Any] = [:]) throws -> Any {
        let json = try Self.encode(method, body)
        let response: LoopbackHTTP.Response
        do {
            response = try http.blockingExchange(method.rawValue, path, body: json)
        } catch {
            throw Self.failure(error, of: method, path)
        }
        return try Self.value(of: response, to: method, path)
    }

    private static func encode(_ method: Method, _ body: [String: Any]) throws -> Data? {
        method == .post ? try JSONSerialization.data(withJSONObject: body) : nil
    }

    private static func failure(_ error: any Error, of method: Method, _ path: String) -> WebDriverError {
        let command = "\(method.rawValue) \(path)"
        if case LoopbackHTTP.Failure.timedOut = error { return .timedOut(command: command, seconds: timeout) }
        return .unreachable(command: command, reason: "\(error)")
    }

    /// The `value` of a WebDriver answer, or the error it reports.
    private static func value(of response: LoopbackHTTP.Response, to method: Method, _ path: String) throws -> Any {
        let command = "\(method.rawValue) \(path)"
        guard let answer = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any], let value = answer["value"] else {
            throw WebDriverError.malformedResponse(command: command, body: String(decoding: response.body, as: UTF8.self))
        }
        guard response.status == 200 else {
            let failure = value as? [String: Any]
            throw WebDriverError.refused(
                command: command,
                error: failure?["error"] as? String ?? "HTTP status \(response.status)",
                message: failure?["message"] as? String ?? String(decoding: response.body, as: UTF8.self))
        }
        return value
    }
}
