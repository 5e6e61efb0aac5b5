import RibInspector

/// A trace file that ``TraceReader`` cannot read: which file, where in it, what was wrong
/// and what to do about it.
///
/// Its `description` is one line, ready for a terminal or a test failure:
///
/// ```text
/// session.jsonl: line 7, column 1 (byte 412): the event names RIB 9, which is not declared before it. …
/// ```
public struct TraceReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, or the name the caller gave the bytes.
    public var source: String
    /// Where in the file the problem is; `nil` when it concerns the whole file.
    public var position: Position?
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(source: String, position: Position?, problem: Problem) {
        self.source = source
        self.position = position
        self.problem = problem
    }

    public var description: String {
        let place = position.map { "\(source): \($0)" } ?? source
        return "\(place): \(problem.message). \(problem.advice)"
    }

    /// A place in a trace file.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column in bytes, from 1.
        public var column: Int
        /// The offset in bytes from the start of the file, from 0.
        public var byteOffset: Int

        /// Creates a position.
        public init(line: Int, column: Int, byteOffset: Int) {
            self.line = line
            self.column = column
            self.byteOffset = byteOffset
        }

        public var description: String { "line \(line), column \(column) (byte \(byteOffset))" }
    }

    /// What is wrong with a trace file.
    public enum Problem: Hashable, Sendable {
        /// The file cannot be opened or read; the associated text is the system's reason.
        case unreadable(String)
        /// The file holds nothing but whitespace.
        case empty
        /// A pipe or device goes on past `limit` bytes, the most the reader takes from a
        /// stream (a regular file is read in place, whatever its size).
        case streamTooLong(limit: Int)
        /// The bytes are not JSON; the associated text says what was expected and found.
        case invalidJSON(String)
        /// The file ends before the JSON does; the associated text says what was expected.
        case truncated(expected: String)
        /// A string is not valid UTF-8.
        case invalidUTF8
        /// A value nests deeper than the reader follows.
        case nestedTooDeeply(limit: Int)
        /// The JSON is not a ribviz trace; the associated text says why.
        case notATrace(String)
        /// The trace was written in a newer format version than this reader knows.
        case newerVersion(Int)
        /// The trace claims a format version that never existed.
        case unsupportedVersion(Int)
        /// The header's `timeUnit` is not one of `ns`, `us`, `ms`, `s`.
        case unsupportedTimeUnit(String)
        /// A required member is missing.
        case missingField(String, in: String)
        /// A member holds the wrong kind of value.
        case invalidValue(field: String, expected: String, found: String)
        /// A part of the trace comes where the format does not allow it.
        case misplaced(String)
        /// An event names a RIB, scope or workflow that no declaration before it declares.
        case undeclared(String)
        /// A declaration names a scope that the trace never declares.
        case undeclaredReference(String, from: String)
        /// Two declarations share an identifier.
        case duplicateDeclaration(String)
        /// An object has the same member twice (`"name":"R","name":"S"`), so which one it
        /// means is unknown.
        case duplicateMember(String)
        /// An event's sequence number is not greater than the one before it.
        case sequenceNotIncreasing(previous: UInt64, found: UInt64)
        /// An event's time is earlier than the one before it.
        case timeWentBackwards(previous: UInt64, found: UInt64)
        /// An event contradicts the tree built by the events before it.
        case contradiction(sequence: UInt64, ReplayError)
        /// The trace says recording stopped before its last event happened (times in
        /// nanoseconds).
        case endBeforeLastEvent(end: UInt64, lastEvent: UInt64)

        /// What is wrong, in one sentence without a final period.
        public var message: String {
            switch self {
            case .unreadable(let reason): "cannot read the file: \(reason)"
            case .empty: "the file is empty"
            case .streamTooLong(let limit): "the stream goes on past \(limit >> 20) MiB, the most ribviz reads from a pipe or a device"
            case .invalidJSON(let what): "this is not valid JSON: \(what)"
            case .truncated(let expected): "the file ends where \(expected) should come"
            case .invalidUTF8: "this byte is not valid UTF-8 text"
            case .nestedTooDeeply(let limit): "a value is nested more than \(limit) levels deep"
            case .notATrace(let why): "this is not a ribviz trace: \(why)"
            case .newerVersion(let version):
                "the trace was written by a newer ribviz (format version \(version)); this ribviz reads versions up to \(TraceHeader.openingVersion)"
            case .unsupportedVersion(let version): "format version \(version) does not exist"
            case .unsupportedTimeUnit(let unit): "the time unit \"\(unit)\" is not one of \"ns\", \"us\", \"ms\", \"s\""
            case .missingField(let field, let container): "\(container) has no \"\(field)\""
            case .invalidValue(let field, let expected, let found): "\"\(field)\" should be \(expected), but it is \(found)"
            case .misplaced(let what): what
            case .undeclared(let what): "the event names \(what), which is not declared before it"
            case .undeclaredReference(let what, let declaration): "\(declaration) names \(what), which the trace never declares"
            case .duplicateDeclaration(let what): "\(what) is declared twice"
            case .duplicateMember(let member): "the object has \"\(member)\" twice, so which value it means is unknown"
            case .sequenceNotIncreasing(let previous, let found):
                "the event's sequence number \(found) does not increase on the previous event's \(previous)"
            case .timeWentBackwards(let previous, let found):
                "the event's time \(found) ns is earlier than the previous event's \(previous) ns"
            case .contradiction(let sequence, let reason): "event \(sequence) contradicts the tree: \(reason)"
            case .endBeforeLastEvent(let end, let lastEvent):
                "the trace ends at \(end) ns, before its last event at \(lastEvent) ns"
            }
        }

        /// What to do about it, in one sentence.
        public var advice: String {
            switch self {
            case .unreadable: "Check the path and that the file is readable."
            case .empty: "Record a session first; an app should flush its recorder before it exits."
            case .streamTooLong: "Save the trace to a file and pass its path: a file is read in place, whatever its size."
            case .invalidJSON, .invalidUTF8, .nestedTooDeeply:
                "Pass a trace written by RibRecorder, TraceEncoder or TraceFileSink; this file is damaged or is something else."
            case .truncated:
                "The file was not written completely: record the session again, or read the JSON Lines file a TraceFileSink streamed."
            case .notATrace:
                "Pass a ribviz trace: a JSON object with \"format\": \"ribviz-trace\", or JSON Lines starting with a header record."
            case .newerVersion: "Upgrade ribviz to read this trace."
            case .unsupportedVersion, .unsupportedTimeUnit, .missingField, .invalidValue, .misplaced,
                .duplicateDeclaration, .duplicateMember, .undeclaredReference:
                "Fix the tool that wrote this trace; Docs/TraceFormat.md specifies the format."
            case .undeclared:
                "Declare every RIB, scope and workflow before the first event that uses it (Docs/TraceFormat.md, ordering rules)."
            case .sequenceNotIncreasing, .timeWentBackwards:
                "Events must be written in the order they happened; check the tool that wrote or merged this trace."
            case .contradiction:
                "The events do not describe a possible RIB tree; check the tool that wrote or edited this trace."
            case .endBeforeLastEvent:
                "The end is the moment recording stopped, at or after every event; check the tool that wrote or merged this trace."
            }
        }
    }
}
