import Foundation
import RibInspector

/// How the requests of ``LiveAppRequests`` travel: to the sink in the answer to its batch,
/// back in its `Ribviz-Answers` header, and to the page as its request's answer.
enum LiveRequestWire {
    /// The header a sink's batch or poll carries its answers in:
    /// `<id>=done`, `<id>=gone` or `<id>=failed:<percent-encoded reason>`, separated by commas.
    static let answersHeader = "Ribviz-Answers"
    /// How many answers one header is read for at most, and how long a reason is kept.
    static let maximumAnswers = 64
    static let maximumReasonLength = 300

    /// The answers of a `Ribviz-Answers` header; parts it cannot read are skipped (an
    /// unanswered request expires).
    static func answers(in header: String?) -> [(id: UInt64, outcome: LiveAppRequests.Outcome)] {
        guard let header else { return [] }
        return header.split(separator: ",").prefix(maximumAnswers).compactMap { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2, let id = UInt64(pieces[0].trimmingCharacters(in: .whitespaces)) else { return nil }
            let value = pieces[1].trimmingCharacters(in: .whitespaces)
            switch value {
            case "done": return (id, .done)
            case "gone": return (id, .gone)
            default:
                guard value.hasPrefix("failed:") else { return nil }
                let reason = String(value.dropFirst("failed:".count)).removingPercentEncoding ?? "no reason given"
                return (id, .failed(String(reason.prefix(maximumReasonLength))))
            }
        }
    }

    /// The header of the answer to a batch that says that the server hands its pages'
    /// requests to the app: a sink with a request handler then polls it while idle.
    static let handsRequestsHeader = "Ribviz-Hands-Requests"

    /// The answer to a sink's batch or poll: how many records the session holds and the
    /// requests for its app, when there are any.
    static func batchAnswer(records: UInt64, requests: [LiveAppRequests.Handed]) -> Data {
        guard !requests.isEmpty else { return Data(#"{"records":\#(records)}"#.utf8) }
        let list = requests.map { #"{"id":\#($0.id),"kind":"\#($0.kind.rawValue)","rib":\#($0.rib.rawValue)}"# }.joined(separator: ",")
        return Data(#"{"records":\#(records),"requests":[\#(list)]}"#.utf8)
    }

    /// The page's answer to its request: `state` (`done`, `gone`, `failed`, `expired`) and,
    /// but for `done`, a `message` that says what happened, naming the RIB as `ribName`.
    static func pageAnswer(_ outcome: LiveAppRequests.Outcome, ribName: String, waitedNanoseconds: UInt64) -> Data {
        struct Answer: Encodable {
            var state: String
            var message: String?
        }
        let seconds = Double(waitedNanoseconds) / 1_000_000_000
        let waited = seconds.rounded() == seconds ? String(Int(seconds)) : String(format: "%.1f", seconds)
        let answer: Answer =
            switch outcome {
            case .done: Answer(state: "done")
            case .gone: Answer(state: "gone", message: "\(ribName) is no longer attached in the app.")
            case .failed(let reason): Answer(state: "failed", message: "The app could not do it: \(reason)")
            case .expired:
                Answer(
                    state: "expired",
                    message:
                        "The app did not answer within \(waited) s: it may be paused in the debugger or gone, or it does not answer requests (LiveTraceSink.answerRequests).")
            }
        return (try? JSONEncoder().encode(answer)) ?? Data(#"{"state":"failed"}"#.utf8)
    }
}
