import RibInspector

/// The resource of a session's spans: what a back end groups and filters them by. It
/// carries what the trace's header says and "unknown" where it says nothing.
enum OTLPResourceAttributes {
    /// The resource attributes of a trace with this header.
    static func of(_ header: TraceHeader) -> [OTLPAttribute] {
        let session = header.session
        var attributes = [
            OTLPAttribute("service.name", .string(header.app.name.isEmpty ? "unknown" : header.app.name)),
            OTLPAttribute("service.version", .string(header.app.version ?? "unknown")),
            OTLPAttribute("ribviz.session.name", .string(session.name ?? "unknown")),
            OTLPAttribute("ribviz.session.started_at", .string(session.startedAt ?? "unknown")),
            OTLPAttribute("ribviz.session.recorder", .string(session.recorder ?? "unknown")),
            OTLPAttribute("ribviz.trace.version", .int(Int64(header.version))),
        ]
        for (key, value) in session.metadata.sorted(by: { $0.key < $1.key }) {
            attributes.append(OTLPAttribute("ribviz.session.metadata.\(key)", .string(value)))
        }
        return attributes
    }
}
