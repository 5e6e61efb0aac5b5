import Foundation

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

    /// The request bodies that carry every span of `session`, in the order
    /// ``forEachRequestBody(for:_:)`` hands them over.
    public func requestBodies(for session: OTLPSession) -> [[UInt8]] {
        var bodies: [[UInt8]] = []
        forEachRequestBody(for: session) { bodies.append(Array($0)) }
        return bodies
    }

    /// Hands each request that carries the spans of `session` to `body`, one at a time on
    /// the calling thread. A long session is encoded on every core ahead of `body`: its spans
    /// are cut into one run a core, each encoded in a thread of its own, and the runs'
    /// requests are handed over in turns (the first of each run, then the second of
    /// each…). Each thread writes into two buffers of one request each, so memory stays
    /// at two requests a core however long the session; the requests, and the spans in
    /// each, are the same for every export of the session on the same number of cores.
    ///
    /// The buffer handed to `body` is valid only during the call. When `body` throws, the
    /// threads stop and the error is rethrown.
    public func forEachRequestBody(for session: OTLPSession, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try forEachRequestBody(for: session, threads: ProcessInfo.processInfo.activeProcessorCount, body)
    }

    /// ``forEachRequestBody(for:_:)`` with at most `threads` writing threads.
    func forEachRequestBody(for session: OTLPSession, threads: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let runs = SpanRuns.cut(session.spans, into: threads, leastBytes: 2 * maximumRequestBytes)
        guard runs.count > 1 else {
            var request = ProtobufWriter(reservingCapacity: bufferCapacity)
            var next = session.spans.startIndex
            while next < session.spans.endIndex {
                next = writeRequest(of: session, spans: next..<session.spans.endIndex, into: &request)
                try request.withBytes(body)
            }
            return
        }
        let pipeline = RequestPipeline(runCount: runs.count, bufferCapacity: bufferCapacity)
        pipeline.start { [self] run, lane in
            var next = runs[run].lowerBound
            while next < runs[run].upperBound {
                guard let buffer = lane.nextEmpty() else { return }
                next = writeRequest(of: session, spans: next..<runs[run].upperBound, into: &buffer.writer)
                lane.handOver(buffer)
            }
        }
        defer { pipeline.stop() }
        try pipeline.forEachRequest { try $0.writer.withBytes(body) }
    }

    /// Room for one request, with space for a span that ends past the limit.
    private var bufferCapacity: Int { min(maximumRequestBytes, 16 << 20) + (64 << 10) }

    /// Writes into `request` (replacing what it held) one request with the first of the
    /// spans at `indices` and as many of the next as fit in ``maximumRequestBytes``.
    ///
    /// - Returns: The index of the first span not written.
    func writeRequest(of session: OTLPSession, spans indices: Range<Int>, into request: inout ProtobufWriter) -> Int {
        var next = indices.lowerBound
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
                while next < indices.upperBound {
                    let before = scopeSpans.count
                    scopeSpans.message(field: 2) { $0.span(session.spans[next], traceID: session.traceID) }
                    if next > indices.lowerBound && scopeSpans.count > maximumRequestBytes {
                        scopeSpans.truncate(to: before)
                        break
                    }
                    next += 1
                }
            }
        }
        return next
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
