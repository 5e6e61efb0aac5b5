import RibInspector

/// What changed in an app's behaviour between two recorded sessions of the same journey:
/// the findings of ``TraceAnalysis`` (leaks and anomalies, by kind and RIB name), each
/// RIB's time in the live tree, and the session's counts.
///
/// It is the part of a ``TraceDiff`` that a CI gate judges: record the journey on the main
/// branch and on a change, then fail when the change brings a finding the baseline did not
/// have:
///
/// ```swift
/// let behaviour = TraceDiff(from: main, to: change).behaviour
/// for finding in behaviour.newFindings {
///     print(finding)       // leak (event 12 at 0.004 s): Card is still alive …
/// }
/// ```
public struct BehaviourDiff: Sendable {
    /// A kind of finding about one RIB (or workflow step), by name: what findings are
    /// counted by, since RIB identifiers differ between sessions.
    public struct FindingKey: Hashable, Sendable, CustomStringConvertible {
        /// The kind of finding.
        public var kind: TraceFinding.Kind
        /// The RIB's name (the workflow step's for the workflow kinds); `nil` when the
        /// finding is about neither, or the trace does not name it.
        public var subject: String?

        /// Creates a key.
        public init(kind: TraceFinding.Kind, subject: String?) {
            self.kind = kind
            self.subject = subject
        }

        /// `leak of Card`, or the kind alone when there is no subject.
        public var description: String {
            guard let subject else { return kind.title }
            return "\(kind.title) of \(TextEscaping.singleLine(subject))"
        }
    }

    /// One RIB's time in the live tree in each session, by name.
    public struct TimeInTree: Hashable, Sendable {
        /// The RIB's name.
        public var name: String
        /// Its total time in the live tree in the old session, in nanoseconds; `nil` when
        /// the old session has no such RIB.
        public var oldNanoseconds: UInt64?
        /// Its total time in the live tree in the new session, in nanoseconds; `nil` when
        /// the new session has no such RIB.
        public var newNanoseconds: UInt64?

        /// Creates an entry.
        public init(name: String, oldNanoseconds: UInt64?, newNanoseconds: UInt64?) {
            self.name = name
            self.oldNanoseconds = oldNanoseconds
            self.newNanoseconds = newNanoseconds
        }

        /// The new time less the old one in nanoseconds, a RIB missing from a session
        /// counting as zero.
        public var differenceNanoseconds: Int64 {
            Int64(clamping: newNanoseconds ?? 0) - Int64(clamping: oldNanoseconds ?? 0)
        }
    }

    /// Findings counted by kind and subject, in the order the new session first shows
    /// them, then those only the old session has.
    public let findings: [TraceDiff.Entry<FindingKey>]
    /// The new session's findings whose kind and subject it shows more often than the old
    /// session: what a baseline check fails on, in event order.
    public let newFindings: [TraceFinding]
    /// Every RIB's time in the live tree in both sessions, in the order of
    /// ``TraceDiff/ribs``' sessions: the new session's RIBs first.
    public let timesInTree: [TimeInTree]
    /// How much a RIB's time in the tree must change to count as a change, in nanoseconds.
    public let timeThresholdNanoseconds: UInt64
    /// The sessions' figures by name (`events`, `RIB instances`, …), in a fixed order.
    public let counts: [TraceDiff.Entry<String>]

    /// Compares the analyses of two sessions.
    ///
    /// - Parameters:
    ///   - old: The baseline's analysis.
    ///   - new: The analysis of the session to judge.
    ///   - timeThresholdNanoseconds: The smallest change of a RIB's time in the tree that
    ///     counts.
    public init(from old: TraceAnalysis, to new: TraceAnalysis, timeThresholdNanoseconds: UInt64) {
        let before = Self.tally(old)
        let after = Self.tally(new)
        findings = TraceDiff.entries(before.counted, after.counted)
        let grown = Set(findings.filter { $0.newCount > $0.oldCount }.map(\.item))
        newFindings = new.findings.filter { grown.contains(Self.key(of: $0, in: new.trace)) }
        let oldTimes = Dictionary(old.lifetimes.map { ($0.name, $0.totalAttachedNanoseconds) }, uniquingKeysWith: &+)
        let newTimes = Dictionary(new.lifetimes.map { ($0.name, $0.totalAttachedNanoseconds) }, uniquingKeysWith: &+)
        let names = new.lifetimes.map(\.name) + old.lifetimes.map(\.name).filter { newTimes[$0] == nil }
        timesInTree = names.map { TimeInTree(name: $0, oldNanoseconds: oldTimes[$0], newNanoseconds: newTimes[$0]) }
        self.timeThresholdNanoseconds = timeThresholdNanoseconds
        counts = zip(Self.figures(old.summary, findings: old.findings.count), Self.figures(new.summary, findings: new.findings.count))
            .map { TraceDiff.Entry(item: $0.name, oldCount: $0.value, newCount: $1.value) }
    }

    /// Whether the new session has a finding the old one does not (or has it more often).
    public var hasNewFindings: Bool {
        !newFindings.isEmpty
    }

    /// The RIBs whose time in the tree changed by at least ``timeThresholdNanoseconds``.
    public var timeChanges: [TimeInTree] {
        timesInTree.filter(changedEnough)
    }

    /// Whether a RIB's time in the tree changed by at least ``timeThresholdNanoseconds``,
    /// either way.
    public func changedEnough(_ time: TimeInTree) -> Bool {
        time.differenceNanoseconds.magnitude >= timeThresholdNanoseconds
    }

    private static func key(of finding: TraceFinding, in trace: Trace) -> FindingKey {
        let subject = finding.rib.flatMap { trace.rib($0)?.name } ?? finding.step?.name
        return FindingKey(kind: finding.kind, subject: subject)
    }

    private static func tally(_ analysis: TraceAnalysis) -> Tally<FindingKey> {
        var tally = Tally<FindingKey>()
        for finding in analysis.findings {
            tally.add(key(of: finding, in: analysis.trace))
        }
        return tally
    }

    private static func figures(_ summary: SessionSummary, findings: Int) -> [(name: String, value: Int)] {
        [
            ("events", summary.eventCount),
            ("RIB instances", summary.ribInstanceCount),
            ("RIBs", summary.ribCount),
            ("scopes", summary.scopeCount),
            ("workflows", summary.workflowCount),
            ("most RIBs in the tree at once", summary.peakAttachedCount),
            ("findings", findings),
        ]
    }
}
