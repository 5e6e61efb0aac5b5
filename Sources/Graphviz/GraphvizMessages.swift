import CGraphviz

/// Text graphviz reported through its error callback since the last reset.
///
/// Only touched by `GraphvizMessages`, and only while `GraphvizContext`'s lock is
/// held: the callback runs inside graphviz calls, which all happen under that lock.
nonisolated(unsafe) private var reportedText = ""

/// The errors and warnings graphviz reports during a call, captured instead of
/// printed.
///
/// Graphviz reports through one process-global callback (`agseterrf`). Graphviz
/// 2.42 hands a message over in pieces (`"Error"`, `": "`, then the text, then
/// continuation lines); newer releases hand it over whole. The pieces are joined,
/// and the text is split into messages where a line starts with `Error: ` or
/// `Warning: `.
enum GraphvizMessages {
    /// Routes graphviz's messages here instead of stderr.
    ///
    /// Must be called while holding the lock.
    static func install() {
        agseterrf { piece in
            if let piece {
                reportedText += String(cString: piece)
            }
            return 0
        }
    }

    /// Forgets earlier messages and graphviz's error level, so that one failure
    /// never affects a later call.
    ///
    /// Must be called while holding the lock.
    static func reset() {
        reportedText = ""
        agreseterrors()
    }

    /// Whether graphviz reported an error (not just warnings) since the last reset.
    ///
    /// Must be called while holding the lock.
    static var hasError: Bool {
        agerrors() >= Int32(AGERR.rawValue)
    }

    /// The text of the errors reported since the last reset, or of everything
    /// reported if no message is marked as an error.
    ///
    /// Must be called while holding the lock.
    static var errorText: String {
        let messages = parse(reportedText)
        let errors = messages.filter { $0.isError }
        let chosen = errors.isEmpty ? messages : errors
        let text = chosen.map(\.text).joined(separator: "\n")
        return text.isEmpty ? "graphviz gave no details" : text
    }

    /// Splits joined callback text into messages.
    ///
    /// - Parameter text: Everything the callback received, in order.
    /// - Returns: One message per `Error: ` or `Warning: ` line start, with its
    ///   continuation lines; text before the first marker counts as an error.
    static func parse(_ text: String) -> [Message] {
        var messages: [Message] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let rest = line.dropPrefix("Error: ") {
                messages.append(Message(isError: true, text: String(rest)))
            } else if let rest = line.dropPrefix("Warning: ") {
                messages.append(Message(isError: false, text: String(rest)))
            } else if line.isEmpty {
                continue
            } else if messages.isEmpty {
                messages.append(Message(isError: true, text: String(line)))
            } else {
                messages[messages.count - 1].text += "\n" + line
            }
        }
        return messages.map { Message(isError: $0.isError, text: $0.text.trimmingSpaces()) }
    }

    /// One message graphviz reported.
    struct Message: Equatable {
        /// Whether graphviz marked it `Error` rather than `Warning`.
        var isError: Bool
        /// The message without its `Error: ` / `Warning: ` marker.
        var text: String
    }
}

private extension Substring {
    /// The rest of the line after `prefix`, or nil if the line does not start with it.
    func dropPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}

private extension String {
    /// The text without leading and trailing spaces and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
