import Dispatch
import RibInspector

/// Turns a recorded session into OpenTelemetry spans: one for the session, one per RIB
/// attachment (from `attachChild` or the launch to `detachChild`, or to the session's end),
/// under the span of the RIB it was attached to; the other events and every finding of the
/// analysis (what `ribviz inspect` reports) as span events. Times are the trace's own.
public enum OTLPSessionBuilder {
    /// The session of `trace`, with the findings of `analysis` (the analysis of the same trace).
    ///
    /// - Throws: ``OTLPSessionError`` when the trace does not say when its session started.
    public static func session(of trace: Trace, analysis: TraceAnalysis) throws(OTLPSessionError) -> OTLPSession {
        session(of: trace, clock: try clock(of: trace)) { analysis.findings }
    }

    /// The session of `trace`, with the findings of its analysis by `options`, which runs on
    /// another thread while this one builds the spans: both read every event once.
    ///
    /// - Throws: ``OTLPSessionError`` when the trace does not say when its session started.
    public static func session(of trace: Trace, options: TraceAnalysis.Options) throws(OTLPSessionError) -> OTLPSession {
        let clock = try clock(of: trace)
        let findings = FindingsOnAnotherThread()
        let analysed = DispatchGroup()
        DispatchQueue.global().async(group: analysed) { findings.findings = trace.analysis(options: options).findings }
        return session(of: trace, clock: clock) {
            analysed.wait()
            return findings.findings
        }
    }

    /// The clock of the trace's session, from its start.
    private static func clock(of trace: Trace) throws(OTLPSessionError) -> SessionClock {
        guard let startedAt = trace.header.session.startedAt else { throw .noStartTime }
        guard let clock = SessionClock(startedAt: startedAt) else { throw .unreadableStartTime(startedAt) }
        return clock
    }

    /// The spans of every event, then `findings()` as their events.
    private static func session(of trace: Trace, clock: SessionClock, findings: () -> [TraceFinding]) -> OTLPSession {
        let identifiers = SessionIdentifiers(of: trace)
        var spans = SpanCollector(trace: trace, clock: clock, identifiers: identifiers)
        for (index, event) in trace.events.enumerated() {
            spans.add(event, at: index)
        }
        for finding in findings() {
            spans.add(finding)
        }
        return OTLPSession(traceID: identifiers.traceID, resource: OTLPResourceAttributes.of(trace.header), spans: spans.finished())
    }
}

/// The findings of an analysis that runs on another thread.
private final class FindingsOnAnotherThread: @unchecked Sendable {
    // @unchecked: `findings` is written once, on the other thread, before the dispatch
    // group it runs in is left; it is read only after waiting for that group.
    var findings: [TraceFinding] = []
}

/// Why a trace cannot become an OpenTelemetry trace.
public enum OTLPSessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The header has no `session.startedAt`, so its event times have no date.
    case noStartTime
    /// The header's `session.startedAt` is not an ISO 8601 date and time after 1970.
    case unreadableStartTime(String)

    public var description: String {
        switch self {
        case .noStartTime:
            "the trace does not say when its session started (session.startedAt in its header), so its events have no date; record it with a RibRecorder, which writes it"
        case .unreadableStartTime(let value):
            "session.startedAt \"\(value)\" is not an ISO 8601 date and time such as 2026-01-01T09:00:00Z, so its events have no date"
        }
    }
}

/// The spans of one session as its events are read in order.
private struct SpanCollector {
    let trace: Trace
    let clock: SessionClock
    let identifiers: SessionIdentifiers
    /// The session span first, then the RIB spans in the order they opened.
    var spans: [OTLPSpan]
    /// Each RIB's open span, by RIB.
    var openSpans: RibSpanTable
    /// Each RIB's latest span, open or not: where children attached under it go.
    var latestSpans: RibSpanTable
    /// For each event, by index, the span it opened, closed or went to.
    var eventSpans: [Int32] = []

    init(trace: Trace, clock: SessionClock, identifiers: SessionIdentifiers) {
        self.trace = trace
        self.clock = clock
        self.identifiers = identifiers
        openSpans = RibSpanTable(declaredRibs: trace.ribs.count)
        latestSpans = RibSpanTable(declaredRibs: trace.ribs.count)
        let session = trace.header.session
        spans = [
            OTLPSpan(
                spanID: identifiers.sessionSpan, parentSpanID: nil, name: "session", startTimeUnixNanoseconds: clock.unixNanoseconds(0),
                endTimeUnixNanoseconds: clock.unixNanoseconds(trace.endTime),
                attributes: [
                    OTLPAttribute("ribviz.span", .string("session")), OTLPAttribute("ribviz.session.name", .string(session.name ?? "unknown")),
                    OTLPAttribute("ribviz.events", .int(Int64(trace.events.count))),
                ])
        ]
        eventSpans.reserveCapacity(trace.events.count)
    }

    mutating func add(_ event: RibEvent, at index: Int) {
        let span: Int
        switch event.kind {
        case .launched(let rib):
            span = open(rib, under: nil, by: event)
        case .attached(let rib, let parent):
            span = open(rib, under: parent, by: event)
        case .detached(let rib, _):
            span = close(rib, at: event.time) ?? 0
        default:
            let rib = event.kind.rib
            let ribSpan = rib.flatMap { openSpans[$0] }
            span = ribSpan ?? 0
            spans[span].events.append(
                OTLPSpanEvent(
                    timeUnixNanoseconds: clock.unixNanoseconds(event.time), name: SpanEventWording.name(of: event.kind), sequence: event.sequence,
                    attributes: attributes(of: event, namingRib: ribSpan == nil)))
        }
        eventSpans.append(Int32(truncatingIfNeeded: span))
    }

    /// A finding as an event of the span its event opened, closed or went to, which it
    /// marks: an attribute for each kind of finding, and the error status.
    mutating func add(_ finding: TraceFinding) {
        let span = finding.event.index < eventSpans.count ? Int(eventSpans[finding.event.index]) : 0
        var attributes = [OTLPAttribute("ribviz.finding.kind", .string(finding.kind.rawValue)), OTLPAttribute("ribviz.finding.message", .string(finding.message))]
        if let rib = finding.rib { attributes.append(OTLPAttribute("ribviz.rib.name", .string(name(of: rib)))) }
        spans[span].events.append(
            OTLPSpanEvent(timeUnixNanoseconds: clock.unixNanoseconds(finding.event.time), name: finding.kind.rawValue, sequence: finding.event.sequence, attributes: attributes))
        let marker = OTLPAttribute("ribviz.finding.\(finding.kind.rawValue)", .bool(true))
        if !spans[span].attributes.contains(marker) { spans[span].attributes.append(marker) }
        if spans[span].errorMessage == nil { spans[span].errorMessage = "\(finding.kind.title): \(finding.message)" }
    }

    /// The spans, each RIB span still open ending where the trace ends, and each span's
    /// events in time order.
    mutating func finished() -> [OTLPSpan] {
        for span in openSpans.removeAll() { spans[span].endTimeUnixNanoseconds = clock.unixNanoseconds(trace.endTime) }
        for index in spans.indices where !spans[index].events.isEmpty {
            // Findings come after the span's other events; a stable sort puts them in place.
            let events = spans[index].events
            if zip(events, events.dropFirst()).contains(where: { $0.timeUnixNanoseconds > $1.timeUnixNanoseconds }) {
                spans[index].events = events.enumerated().sorted { ($0.element.timeUnixNanoseconds, $0.offset) < ($1.element.timeUnixNanoseconds, $1.offset) }.map(\.element)
            }
        }
        return spans
    }

    /// Opens the span of `rib`'s attachment under `parent` (the session for a launch),
    /// closing the one it may still have open.
    private mutating func open(_ rib: RibID, under parent: RibID?, by event: RibEvent) -> Int {
        _ = close(rib, at: event.time)
        let parentSpan = parent.flatMap { openSpans[$0] ?? latestSpans[$0] } ?? 0
        let descriptor = trace.rib(rib)
        let ribName = descriptor?.name ?? trace.displayName(of: rib)
        var attributes = [
            OTLPAttribute("ribviz.span", .string("attachment")), OTLPAttribute("ribviz.rib.name", .string(ribName)),
            OTLPAttribute("ribviz.sequence", .int(Int64(event.sequence))),
        ]
        if let parent {
            attributes.append(OTLPAttribute("ribviz.parent.name", .string(name(of: parent))))
        } else {
            attributes.append(OTLPAttribute("ribviz.launched", .bool(true)))
        }
        if let router = descriptor?.routerType { attributes.append(OTLPAttribute("ribviz.router", .string(router))) }
        if let interactor = descriptor?.interactorType { attributes.append(OTLPAttribute("ribviz.interactor", .string(interactor))) }
        let time = clock.unixNanoseconds(event.time)
        spans.append(
            OTLPSpan(
                spanID: identifiers.span(opening: event.sequence), parentSpanID: spans[parentSpan].spanID, name: ribName, startTimeUnixNanoseconds: time,
                endTimeUnixNanoseconds: time, attributes: attributes))
        openSpans[rib] = spans.count - 1
        latestSpans[rib] = spans.count - 1
        return spans.count - 1
    }

    /// Ends `rib`'s open span at `time`; the span, or `nil` when it had none open.
    private mutating func close(_ rib: RibID, at time: UInt64) -> Int? {
        guard let span = openSpans.removeValue(for: rib) else { return nil }
        spans[span].endTimeUnixNanoseconds = clock.unixNanoseconds(time)
        return span
    }

    private func name(of rib: RibID) -> String {
        trace.rib(rib)?.name ?? trace.displayName(of: rib)
    }

    /// What an event that is not an attachment's start or end says besides its sequence
    /// number, as attributes; with `namingRib`, the name of the RIB it is about too (for an
    /// event that is not on that RIB's span).
    private func attributes(of event: RibEvent, namingRib: Bool) -> [OTLPAttribute] {
        var attributes: [OTLPAttribute] = []
        switch event.kind {
        case .stepStarted(let step), .stepFinished(let step):
            attributes += [
                OTLPAttribute("ribviz.workflow.name", .string(workflowName(step.workflow))), OTLPAttribute("ribviz.step.name", .string(step.name)),
                OTLPAttribute("ribviz.step.index", .int(Int64(step.index))),
            ]
        case .workflowStarted(let workflow):
            attributes.append(OTLPAttribute("ribviz.workflow.name", .string(workflowName(workflow))))
        case .workflowEnded(let workflow, let outcome):
            attributes += [OTLPAttribute("ribviz.workflow.name", .string(workflowName(workflow))), OTLPAttribute("ribviz.workflow.outcome", .string(outcome.rawValue))]
        case .sharedObjectCreated(let object, let scope):
            attributes += [
                OTLPAttribute("ribviz.scope.name", .string(trace.scope(scope)?.name ?? "scope \(scope.rawValue)")), OTLPAttribute("ribviz.shared_object", .string(object)),
            ]
        case .anomaly(.attachedTwice(_, let parent)), .anomaly(.detachedNonChild(_, let parent)):
            attributes.append(OTLPAttribute("ribviz.parent.name", .string(name(of: parent))))
        default:
            break
        }
        if namingRib, let rib = event.kind.rib { attributes.append(OTLPAttribute("ribviz.rib.name", .string(name(of: rib)))) }
        return attributes
    }

    private func workflowName(_ workflow: WorkflowID) -> String {
        trace.workflow(workflow)?.name ?? "workflow \(workflow.rawValue)"
    }
}
