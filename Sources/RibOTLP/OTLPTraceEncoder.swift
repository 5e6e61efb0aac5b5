/// Sessions as the bodies of OTLP/HTTP trace requests (`ExportTraceServiceRequest` in
/// protobuf, `Content-Type: application/x-protobuf`), in requests of at most
/// ``maximumRequestBytes`` unless a single span is larger.
///
/// Field numbers are those of opentelemetry-proto's `collector/trace/v1/trace_service.proto`,
/// `trace/v1/trace.proto`, `resource/v1/resource.proto` and `common/v1/common.proto`.
public struct OTLPTraceEncoder: Sendable {
    /// The size a request grows to before the next span goes into a new one: below the
    /// 4 MiB that collectors and back ends accept by default.
    public var maximumRequestBytes: Int
    /// The instrumentation scope's version: the ribviz that exports.
    public var exporterVersion: String

    /// Creates an encoder.
    public init(exporterVersion: String, maximumRequestBytes: Int = 3 << 20) {
        self.exporterVersion = exporterVersion
        self.maximumRequestBytes = maximumRequestBytes
    }

    /// The request bodies that carry every span of `session`, in order.
    public func requestBodies(for session: OTLPSession) -> [[UInt8]] {
        var bodies: [[UInt8]] = []
        forEachRequestBody(for: session) { bodies.append(Array($0)) }
        return bodies
    }

    /// Writes the requests that carry every span of `session` one after the other into the
    /// same memory, and hands each to `body` before writing the next: a long session never
    /// needs more than one request's memory.
    public func forEachRequestBody(for session: OTLPSession, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var spans = session.spans.indices  // those not yet written
        var request = ProtobufWriter(reservingCapacity: min(maximumRequestBytes, 16 << 20) + (64 << 10))
        while !spans.isEmpty {
            request.truncate(to: 0)
            // ExportTraceServiceRequest.resource_spans
            request.message(field: 1) { resourceSpans in
                resourceSpans.message(field: 1) { resource in
                    for attribute in session.resource { resource.attribute(attribute, field: 1) }
                }
                resourceSpans.message(field: 2) { scopeSpans in
                    scopeSpans.message(field: 1) { scope in
                        scope.string("ribviz", field: 1)
                        scope.string(exporterVersion, field: 2)
                    }
                    var first = true
                    while let index = spans.first {
                        let before = scopeSpans.count
                        scopeSpans.message(field: 2) { $0.span(session.spans[index], traceID: session.traceID) }
                        if !first && scopeSpans.count > maximumRequestBytes {
                            scopeSpans.truncate(to: before)
                            break
                        }
                        first = false
                        spans = spans.dropFirst()
                    }
                }
            }
            try request.withBytes(body)
        }
    }
}

extension ProtobufWriter {
    /// A `Span`.
    fileprivate mutating func span(_ span: OTLPSpan, traceID: OTLPTraceID) {
        bigEndianBytes(traceID.high, traceID.low, field: 1)
        bigEndianBytes(span.spanID.rawValue, field: 2)
        if let parent = span.parentSpanID { bigEndianBytes(parent.rawValue, field: 4) }
        string(span.name, field: 5)
        varint(1, field: 6)  // SPAN_KIND_INTERNAL
        fixed64(span.startTimeUnixNanoseconds, field: 7)
        fixed64(span.endTimeUnixNanoseconds, field: 8)
        for attribute in span.attributes { self.attribute(attribute, field: 9) }
        for event in span.events {
            message(field: 11) { writer in
                writer.fixed64(event.timeUnixNanoseconds, field: 1)
                writer.string(event.name, field: 2)
                writer.sequenceAttribute(event.sequence, field: 3)
                for attribute in event.attributes { writer.attribute(attribute, field: 3) }
            }
        }
        if let errorMessage = span.errorMessage {
            message(field: 15) { status in
                status.string(errorMessage, field: 2)
                status.varint(2, field: 3)  // STATUS_CODE_ERROR
            }
        }
    }

    /// The `KeyValue` of `ribviz.sequence`, which every span event has: its key's bytes
    /// written once, for the million events of a long session.
    fileprivate mutating func sequenceAttribute(_ sequence: UInt64, field: Int) {
        message(field: field) { keyValue in
            keyValue.raw(Self.sequenceKey)
            keyValue.message(field: 2) { $0.oneOfVarint(sequence, field: 3) }
        }
    }

    /// `KeyValue.key` = `ribviz.sequence`, as written.
    private static let sequenceKey: [UInt8] = [0x0a, 15] + Array("ribviz.sequence".utf8)

    /// A `KeyValue` with its `AnyValue`.
    fileprivate mutating func attribute(_ attribute: OTLPAttribute, field: Int) {
        message(field: field) { keyValue in
            keyValue.string(attribute.key, field: 1)
            keyValue.message(field: 2) { value in
                switch attribute.value {
                case .string(let string):
                    // An empty string is still a string: its field is written, with length 0.
                    if string.isEmpty { value.emptyBytes(field: 1) } else { value.string(string, field: 1) }
                case .bool(let bool):
                    value.oneOfVarint(bool ? 1 : 0, field: 2)
                case .int(let int):
                    value.oneOfVarint(UInt64(bitPattern: int), field: 3)
                }
            }
        }
    }
}
