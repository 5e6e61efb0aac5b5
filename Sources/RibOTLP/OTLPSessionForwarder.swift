import Foundation
import RibInspector
import RibInspectorTools

/// Sends saved sessions to an OTLP receiver as they end, one after the other, on a thread
/// of its own: what `ribviz live --otlp` does with each session whose end record arrives.
///
/// A request the receiver cannot take now (no answer, or 429, 502, 503, 504) is sent again
/// after a pause that doubles from ``firstRetryDelay`` up to ``longestRetryDelay``, for as
/// long as it takes; the sessions that end meanwhile wait their turn. A receiver that
/// refuses a session's spans for good (another status, or spans rejected) ends that
/// session's forwarding and the next one goes on. Nothing is lost on ribviz's side: each
/// session stays in its saved file, which `ribviz export --otlp` sends again with the same
/// trace and span identifiers.
public final class OTLPSessionForwarder: Sendable {
    /// What happened to one session, as the forwarder reports it.
    public enum Progress: Sendable, Equatable {
        /// Every span of the session reached the receiver.
        case sent(file: URL, traceID: OTLPTraceID, spans: Int, requests: Int)
        /// The receiver could not take a request now; it is sent again after `delay` seconds.
        case retrying(file: URL, error: OTLPExportError, delay: TimeInterval)
        /// The receiver refused the session's spans; the next session goes on.
        case refused(file: URL, error: OTLPExportError, requestsSent: Int)
        /// The saved file is not a trace that can be sent (unreadable, or without a start time).
        case unsendable(file: URL, reason: String)
    }

    /// The first pause before a request is sent again.
    public static let firstRetryDelay: TimeInterval = 1
    /// The longest pause between two tries of the same request.
    public static let longestRetryDelay: TimeInterval = 60

    private let queue: ForwardingQueue

    /// Starts the forwarder's thread.
    ///
    /// - Parameters:
    ///   - encoder: How the sessions become requests.
    ///   - options: The thresholds of the findings sent as span events.
    ///   - send: Posts one request body and returns once the receiver took it.
    ///   - pause: Waits before a request is tried again (replaced in tests).
    ///   - report: Told what happened to each session, on the forwarder's thread.
    public init(
        encoder: OTLPTraceEncoder,
        options: TraceAnalysis.Options = TraceAnalysis.Options(),
        send: @escaping @Sendable ([UInt8]) throws(OTLPExportError) -> Void,
        pause: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
        report: @escaping @Sendable (Progress) -> Void
    ) {
        let queue = ForwardingQueue()
        self.queue = queue
        let sender = SessionSender(encoder: encoder, options: options, send: send, pause: pause, report: report)
        Thread {
            while let file = queue.next() {
                sender.forward(file, until: queue)
            }
        }.start()
    }

    /// Queues the session saved at `file`, to be sent once the sessions before it are.
    public func forward(_ file: URL) {
        queue.append(file)
    }

    /// Stops the forwarder after the request it is sending, or at once when it waits.
    ///
    /// - Returns: The files of the sessions it had not started, oldest first.
    @discardableResult
    public func stop() -> [URL] {
        queue.stop()
    }
}

/// Sends one session's requests, trying each again while the receiver is busy or down.
private struct SessionSender: Sendable {
    let encoder: OTLPTraceEncoder
    let options: TraceAnalysis.Options
    let send: @Sendable ([UInt8]) throws(OTLPExportError) -> Void
    let pause: @Sendable (TimeInterval) -> Void
    let report: @Sendable (OTLPSessionForwarder.Progress) -> Void

    /// The receiver's refusal for good.
    private struct Refusal: Error {
        var error: OTLPExportError
    }

    /// A stop asked for while a request waited to be tried again.
    private struct Stopped: Error {}

    func forward(_ file: URL, until queue: ForwardingQueue) {
        let session: OTLPSession
        do {
            session = try OTLPSessionBuilder.session(of: TraceReader().read(contentsOf: file), options: options)
        } catch {
            report(.unsendable(file: file, reason: "\(error)"))
            return
        }
        var requests = 0
        do {
            try encoder.forEachRequestBody(for: session) { body in
                try sendTrying(Array(body), file: file, until: queue)
                requests += 1
            }
        } catch let refusal as Refusal {
            report(.refused(file: file, error: refusal.error, requestsSent: requests))
            return
        } catch {
            return  // stopped
        }
        report(.sent(file: file, traceID: session.traceID, spans: session.spans.count, requests: requests))
    }

    private func sendTrying(_ body: [UInt8], file: URL, until queue: ForwardingQueue) throws {
        var delay = OTLPSessionForwarder.firstRetryDelay
        while true {
            do throws(OTLPExportError) {
                try send(body)
                return
            } catch {
                guard error.isTemporary else { throw Refusal(error: error) }
                guard !queue.isStopped else { throw Stopped() }
                report(.retrying(file: file, error: error, delay: delay))
                pause(delay)
                delay = min(delay * 2, OTLPSessionForwarder.longestRetryDelay)
            }
        }
    }
}

/// The files waiting to be forwarded, shared by the server's side and the forwarder's thread.
private final class ForwardingQueue: @unchecked Sendable {
    // @unchecked: `files` and `stopped` are read and written under `condition`.
    private let condition = NSCondition()
    private var files: [URL] = []
    private var stopped = false

    func append(_ file: URL) {
        condition.withLock {
            guard !stopped else { return }
            files.append(file)
            condition.signal()
        }
    }

    /// The oldest file waiting, once there is one; `nil` once stopped.
    func next() -> URL? {
        condition.withLock {
            while files.isEmpty && !stopped { condition.wait() }
            return stopped ? nil : files.removeFirst()
        }
    }

    var isStopped: Bool { condition.withLock { stopped } }

    func stop() -> [URL] {
        condition.withLock {
            stopped = true
            condition.broadcast()
            defer { files = [] }
            return files
        }
    }
}
