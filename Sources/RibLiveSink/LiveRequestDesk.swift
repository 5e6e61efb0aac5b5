import Foundation
import RibInspector

/// The requests side of a ``LiveTraceSink``: the app's handler, when the sink last heard
/// from the server, and the answers waiting to be sent. Kept under the sink's lock.
struct LiveRequestDesk {
    /// An answer waiting to go to the server.
    struct Answer {
        var id: UInt64
        var answer: LiveRequestAnswer
        /// How many records of the session the sink held when the app answered: the answer
        /// goes with a request that brings them all, so that a capture's screen reaches the
        /// server before the answer that says it was taken.
        var afterRecord: UInt64
    }

    /// The app's handler, and where it runs.
    var handler: (@MainActor @Sendable (LiveRequest) -> LiveRequestAnswer)?
    var scheduler: (any ScreenCaptureScheduler)?
    /// How long the sink waits at most, idle, before it asks the server for requests.
    var pollIntervalNanoseconds: UInt64 = LiveTraceSink.defaultRequestPollNanoseconds
    /// Whether the server's answers carry requests (an older server's do not: the sink
    /// then never polls it).
    var serverHandsRequests = false
    /// When the last request to the server ended.
    var lastExchange = Date.distantPast
    private(set) var answers: [Answer] = []

    /// Whether the sink polls while idle: a handler is installed and the server hands requests.
    var polls: Bool { handler != nil && serverHandsRequests }

    /// When an idle sink next asks for requests, or `nil` when it does not poll.
    var nextPoll: Date? {
        polls ? lastExchange.addingTimeInterval(TimeInterval(nanoseconds: pollIntervalNanoseconds)) : nil
    }

    /// Whether answers wait to be sent.
    var hasAnswers: Bool { !answers.isEmpty }

    mutating func note(_ answer: LiveRequestAnswer, to id: UInt64, afterRecord: UInt64) {
        answers.append(Answer(id: id, answer: answer, afterRecord: afterRecord))
    }

    /// The `Ribviz-Answers` header for a request that brings the records before `endRecord`,
    /// with the identifiers of the answers it carries; `nil` when it carries none.
    func header(upTo endRecord: UInt64) -> (text: String, ids: [UInt64])? {
        let due = answers.filter { $0.afterRecord <= endRecord }
        guard !due.isEmpty else { return nil }
        let text = due.map { answer in
            switch answer.answer {
            case .done: "\(answer.id)=done"
            case .gone: "\(answer.id)=gone"
            case .failed(let reason):
                "\(answer.id)=failed:" + (reason.prefix(300).addingPercentEncoding(withAllowedCharacters: Self.reasonCharacters) ?? "")
            }
        }
        return (text.joined(separator: ","), due.map(\.id))
    }

    /// Forgets the answers the server received.
    mutating func forget(_ ids: [UInt64]) {
        answers.removeAll { ids.contains($0.id) }
    }

    /// The characters a reason keeps as they are in the header; the rest are percent-encoded.
    private static let reasonCharacters = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: "\u{0}"..."\u{7F}"))
        .union(CharacterSet(charactersIn: " .-_()'"))
}
