import RibInspector

/// The identifiers of a session's trace and spans, derived from the trace itself, so that
/// exporting the same session again sends the same identifiers (a back end sees one
/// trace, not two) and no two spans of a trace share one.
struct SessionIdentifiers: Hashable, Sendable {
    /// The session's trace.
    let traceID: OTLPTraceID

    /// The identifiers of `trace`: a hash of its header, its length and its first and last
    /// events.
    init(of trace: Trace) {
        let header = trace.header
        var fields = [
            header.app.name, header.app.version ?? "", header.session.name ?? "", header.session.startedAt ?? "", header.session.recorder ?? "",
            String(trace.events.count), String(trace.endTime),
        ]
        fields += header.session.metadata.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        if let first = trace.events.first, let last = trace.events.last {
            fields += [String(first.sequence), String(first.time), String(last.sequence), String(last.time)]
        }
        let bytes = Array(fields.joined(separator: "\u{0}").utf8)
        traceID = OTLPTraceID(high: Self.fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325), low: Self.fnv1a(bytes, basis: 0x6c62_272e_07bb_0142))
    }

    /// The session span's identifier.
    var sessionSpan: OTLPSpanID { span(opening: .max) }

    /// The identifier of the span that the event with sequence number `sequence` opens:
    /// distinct sequences give distinct identifiers (SplitMix64 is a bijection).
    func span(opening sequence: UInt64) -> OTLPSpanID {
        var value = traceID.low ^ (sequence &* 0x9e37_79b9_7f4a_7c15)
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return OTLPSpanID(value ^ (value >> 31))
    }

    /// FNV-1a, 64 bits, from `basis`.
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
