/// What one pass over a trace finds: the session in figures, the final tree, how long each
/// RIB stayed attached, and every anomaly with the event that shows it.
///
/// Get it from a trace; it never fails, since traces with anomalies are what it is for:
///
/// ```swift
/// let analysis = trace.analysis()
/// print(analysis)                          // the report `ribviz inspect` prints
/// for finding in analysis.findings where finding.kind == .leak {
///     print(finding.event, finding.message)
/// }
/// ```
///
/// In a test, ``Trace/requireNoFindings(options:)`` throws with a readable report when
/// anything is found.
///
/// The analysis replays the trace once, whatever its size: each event costs about what
/// replaying it costs, plus a walk of the subtree when a subtree moves.
public struct TraceAnalysis: Sendable, CustomStringConvertible {
    /// The thresholds the trace was judged by.
    public let options: Options
    /// The session in figures.
    public let summary: SessionSummary
    /// The tree after the last event, with the trace it comes from.
    public let finalSnapshot: RibTreeSnapshot
    /// Each RIB's time in the live tree, one entry per RIB name, in the order the trace
    /// first declares each name.
    public let lifetimes: [RibLifetime]
    /// Everything worth a developer's attention, in event order.
    public let findings: [TraceFinding]

    /// The trace that was analysed.
    public var trace: Trace { finalSnapshot.trace }

    /// Runs the analysis over a trace.
    public init(_ trace: Trace, options: Options = Options()) {
        var analyzer = TraceAnalyzer(declarations: trace, options: options)
        for (index, event) in trace.events.enumerated() {
            analyzer.analyze(event, at: index)
        }
        self = analyzer.analysis(of: trace, eventCount: trace.events.count, endTime: trace.endTime)
    }

    init(
        options: Options,
        summary: SessionSummary,
        finalSnapshot: RibTreeSnapshot,
        lifetimes: [RibLifetime],
        findings: [TraceFinding]
    ) {
        self.options = options
        self.summary = summary
        self.finalSnapshot = finalSnapshot
        self.lifetimes = lifetimes
        self.findings = findings
    }

    public var description: String {
        report()
    }
}

extension Trace {
    /// Analyses the trace in one pass: summary, final tree, RIB lifetimes and findings.
    public func analysis(options: TraceAnalysis.Options = TraceAnalysis.Options()) -> TraceAnalysis {
        TraceAnalysis(self, options: options)
    }

    /// Analyses the trace and throws if it finds anything: the "no anomalies" check for
    /// tests.
    ///
    /// ```swift
    /// router.routeToLoggedIn()
    /// try recorder.trace().requireNoFindings()
    /// ```
    ///
    /// - Throws: ``TraceFindingsError``, whose description lists every finding.
    public func requireNoFindings(
        options: TraceAnalysis.Options = TraceAnalysis.Options()
    ) throws(TraceFindingsError) {
        let findings = analysis(options: options).findings
        guard findings.isEmpty else { throw TraceFindingsError(appName: header.app.name, findings: findings) }
    }
}

/// The error ``Trace/requireNoFindings(options:)`` throws: what the analysis found, as a
/// readable test failure.
public struct TraceFindingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the app whose trace it is.
    public var appName: String
    /// What was found, in event order.
    public var findings: [TraceFinding]

    public var description: String {
        let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        let lines = findings.map { "  \($0)" }
        return (["\(count) in the trace of \(TextEscaping.singleLine(appName)):"] + lines).joined(separator: "\n")
    }
}
