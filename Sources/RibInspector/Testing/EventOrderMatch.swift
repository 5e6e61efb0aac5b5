/// The result of looking for some ``Trace/eventLog`` lines in a given order, with other
/// events allowed between them: what an event-order assertion checks, and what its
/// failure message says.
///
/// ```swift
/// let match = trace.matchEvents(inOrder: [
///     "detach LoggedOut from Root",
///     "attach LoggedIn to Root",
///     "attach OffGame to LoggedIn",
/// ])
/// #expect(match.isComplete, "\(match)")
/// ```
public struct EventOrderMatch: Hashable, Sendable, CustomStringConvertible {
    /// How many log lines the failure message shows after the last match.
    public static let contextLineLimit = 20

    /// The lines looked for, in order.
    public let expected: [String]
    /// For each expected line found, the index of the event it matched; it has fewer
    /// elements than ``expected`` when a line was not found in order.
    public let matchedEventIndices: [Int]
    /// The whole event log the lines were looked for in.
    public let log: [String]

    /// Looks for `expected` in `log`, each line after the previous one's match.
    public init(expected: [String], log: [String]) {
        self.expected = expected
        self.log = log
        var matches: [Int] = []
        var start = 0
        for line in expected {
            guard let index = log[start...].firstIndex(of: line) else { break }
            matches.append(index)
            start = index + 1
        }
        self.matchedEventIndices = matches
    }

    /// Whether every expected line was found, in order.
    public var isComplete: Bool {
        matchedEventIndices.count == expected.count
    }

    /// The first expected line that was not found after the previous one, if any.
    public var missingLine: String? {
        isComplete ? nil : expected[matchedEventIndices.count]
    }

    public var description: String {
        guard let missing = missingLine else {
            let indices = matchedEventIndices.map(String.init).joined(separator: ", ")
            return "all \(expected.count) lines found in order, at events \(indices)"
        }
        let searchStart = (matchedEventIndices.last ?? -1) + 1
        var text = "found \(matchedEventIndices.count) of \(expected.count) lines in order; "
        if let previous = matchedEventIndices.last {
            text += "no \"\(TextEscaping.singleLine(missing))\" after event \(previous) (\"\(log[previous])\")"
        } else {
            text += "no \"\(TextEscaping.singleLine(missing))\" in the log"
        }
        if let earlier = log[..<searchStart].firstIndex(of: missing) {
            text += ", though it is at event \(earlier), earlier than expected"
        }
        let context = log.indices.dropFirst(searchStart).prefix(Self.contextLineLimit)
        text += context.isEmpty ? ". The log ends there." : ". The log from event \(searchStart):"
        for index in context {
            text += "\n  \(index): \(log[index])"
        }
        let remaining = log.count - searchStart - context.count
        if remaining > 0 {
            text += "\n  … \(remaining) more"
        }
        return text
    }
}

extension Trace {
    /// Looks for `expected` lines of ``eventLog`` in this order, allowing other events
    /// between them.
    public func matchEvents(inOrder expected: [String]) -> EventOrderMatch {
        EventOrderMatch(expected: expected, log: eventLog)
    }

    /// Whether ``eventLog`` holds `expected` in this order, with other events allowed
    /// between them. Use ``matchEvents(inOrder:)`` for a failure message.
    public func containsEvents(inOrder expected: [String]) -> Bool {
        matchEvents(inOrder: expected).isComplete
    }
}
