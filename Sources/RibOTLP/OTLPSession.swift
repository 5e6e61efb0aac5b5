/// One recorded session as one OpenTelemetry trace: the resource (app, version, session)
/// and its spans, ready for `OTLPTraceEncoder`.
public struct OTLPSession: Hashable, Sendable {
    /// The trace's identifier, the same for every export of the same session.
    public var traceID: OTLPTraceID
    /// What the spans come from: `service.name`, `service.version` and the session.
    public var resource: [OTLPAttribute]
    /// The session span first, then one span per RIB attachment in the order of the
    /// events that opened them.
    public var spans: [OTLPSpan]

    /// Creates a session from its parts.
    public init(traceID: OTLPTraceID, resource: [OTLPAttribute], spans: [OTLPSpan]) {
        self.traceID = traceID
        self.resource = resource
        self.spans = spans
    }
}
