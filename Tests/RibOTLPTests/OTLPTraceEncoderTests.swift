import RibInspector
import Testing

@testable import RibOTLP

@Suite("OTLP protobuf encoding")
struct OTLPTraceEncoderTests {
    /// The spans of a request body, as protobuf messages: ExportTraceServiceRequest
    /// .resource_spans(1) .scope_spans(2) .spans(2).
    static func spans(in body: [UInt8]) -> [ArraySlice<UInt8>] {
        func messages(_ bytes: ArraySlice<UInt8>, field: Int) -> [ArraySlice<UInt8>] {
            (ProtobufReader(bytes).fields() ?? []).compactMap { entry in
                if entry.field == field, case .bytes(let message) = entry.value { message } else { nil }
            }
        }
        return messages(body[...], field: 1).flatMap { messages($0, field: 2) }.flatMap { messages($0, field: 2) }
    }

    static func session(spanCount: Int) -> OTLPSession {
        OTLPSession(
            traceID: OTLPTraceID(high: 1, low: 2), resource: [OTLPAttribute("service.name", .string("Wallet"))],
            spans: (0..<spanCount).map { index in
                OTLPSpan(
                    spanID: OTLPSpanID(UInt64(index + 1)), parentSpanID: index == 0 ? nil : OTLPSpanID(1), name: "Rib\(index)", startTimeUnixNanoseconds: 10,
                    endTimeUnixNanoseconds: 20, attributes: [OTLPAttribute("ribviz.sequence", .int(0)), OTLPAttribute("flag", .bool(false))],
                    events: [OTLPSpanEvent(timeUnixNanoseconds: 15, name: String(repeating: "e", count: 300), sequence: 0)])
            })
    }

    @Test func largeSessionsAreSplitIntoRequestsOfTheirSize() {
        let session = Self.session(spanCount: 100)
        let bodies = OTLPTraceEncoder(exporterVersion: "test", maximumRequestBytes: 4_000).requestBodies(for: session)
        #expect(bodies.count > 1)
        #expect(bodies.allSatisfy { $0.count <= 4_200 })
        #expect(bodies.map { Self.spans(in: $0).count }.reduce(0, +) == 100)
    }

    @Test func oneRequestWhenItFits() {
        let bodies = OTLPTraceEncoder(exporterVersion: "test").requestBodies(for: Self.session(spanCount: 100))
        #expect(bodies.count == 1)
        #expect(Self.spans(in: bodies[0]).count == 100)
    }

    /// A span's fields, with lengths of more than one byte (the 300-byte event) and the
    /// values of a `oneof` that are zero, which proto3 still writes.
    @Test func spanFields() throws {
        let body = OTLPTraceEncoder(exporterVersion: "test").requestBodies(for: Self.session(spanCount: 2))[0]
        let span = try #require(Self.spans(in: body).last)
        let fields = try #require(ProtobufReader(span).fields())
        let bytes = fields.compactMap { entry -> (Int, [UInt8])? in if case .bytes(let value) = entry.value { (entry.field, Array(value)) } else { nil } }
        #expect(bytes.first { $0.0 == 1 }?.1 == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2])
        #expect(bytes.first { $0.0 == 2 }?.1 == [0, 0, 0, 0, 0, 0, 0, 2])
        #expect(bytes.first { $0.0 == 4 }?.1 == [0, 0, 0, 0, 0, 0, 0, 1])
        #expect(bytes.first { $0.0 == 5 }?.1 == Array("Rib1".utf8))
        let event = try #require(bytes.first { $0.0 == 11 }?.1)
        #expect(event.count > 300)
        let attributes = bytes.filter { $0.0 == 9 }.map(\.1)
        try #require(attributes.count == 2)
        let values = attributes.compactMap { attribute in
            ProtobufReader(attribute[...]).fields()?.compactMap { entry -> [(field: Int, value: ProtobufReader.Value)]? in
                if entry.field == 2, case .bytes(let value) = entry.value { ProtobufReader(value).fields() } else { nil }
            }.first
        }
        // int_value (3) 0 and bool_value (2) false, both present.
        #expect(values.map { $0.map(\.field) } == [[3], [2]])
    }
}

@Suite("OTLP requests written on several threads")
struct OTLPRequestPipelineTests {
    struct Refused: Error {}

    /// The span identifiers of each request, in the order they were handed over.
    static func spanIDs(_ session: OTLPSession, threads: Int, maximumRequestBytes: Int) -> [[UInt64]] {
        var requests: [[UInt64]] = []
        OTLPTraceEncoder(exporterVersion: "test", maximumRequestBytes: maximumRequestBytes).forEachRequestBody(for: session, threads: threads) { body in
            requests.append(
                OTLPTraceEncoderTests.spans(in: Array(body)).map { span in
                    let id =
                        ProtobufReader(span).fields()?.compactMap { entry -> [UInt8]? in
                            if entry.field == 2, case .bytes(let value) = entry.value { Array(value) } else { nil }
                        }.first ?? []
                    return id.reduce(0) { $0 << 8 | UInt64($1) }
                })
        }
        return requests
    }

    @Test func everySpanIsSentOnceWhateverTheThreads() {
        let session = OTLPTraceEncoderTests.session(spanCount: 500)
        let alone = Self.spanIDs(session, threads: 1, maximumRequestBytes: 4_000)
        let shared = Self.spanIDs(session, threads: 3, maximumRequestBytes: 4_000)
        #expect(alone.flatMap { $0 } == Array(1...500))
        #expect(shared.flatMap { $0 }.sorted() == Array(1...500))
        #expect(shared.count >= alone.count)
        // Three runs, their requests in turns: the first request of each run starts a run.
        let firstOfRuns = shared.prefix(3).map { $0[0] }
        #expect(firstOfRuns.first == 1 && firstOfRuns == firstOfRuns.sorted() && Set(firstOfRuns).count == 3)
        // The same requests on every export with the same threads.
        #expect(Self.spanIDs(session, threads: 3, maximumRequestBytes: 4_000) == shared)
    }

    @Test func aSmallSessionIsWrittenOnTheCallersThreadAlone() {
        let session = OTLPTraceEncoderTests.session(spanCount: 10)
        #expect(SpanRuns.cut(session.spans, into: 8, leastBytes: 6 << 20).count == 1)
        #expect(Self.spanIDs(session, threads: 8, maximumRequestBytes: 3 << 20) == [Array(1...10)])
    }

    @Test func runsShareTheBytesOut() {
        var spans = OTLPTraceEncoderTests.session(spanCount: 100).spans
        // One span heavier than all the others together.
        spans[10].events = Array(repeating: spans[10].events[0], count: 200)
        let runs = SpanRuns.cut(spans, into: 2, leastBytes: 1)
        #expect(runs == [0..<11, 11..<100])
        #expect(SpanRuns.cut([], into: 4, leastBytes: 1) == [0..<0])
        #expect(SpanRuns.cut(Array(spans.prefix(3)), into: 8, leastBytes: 1).map(\.count).reduce(0, +) == 3)
    }

    /// A receiver's refusal ends the export: the error comes back and the threads stop,
    /// though they had more to write.
    @Test func aThrowingReceiverStopsTheThreads() {
        let session = OTLPTraceEncoderTests.session(spanCount: 2_000)
        var taken = 0
        #expect(throws: Refused.self) {
            try OTLPTraceEncoder(exporterVersion: "test", maximumRequestBytes: 2_000).forEachRequestBody(for: session, threads: 2) { _ in
                taken += 1
                if taken == 3 { throw Refused() }
            }
        }
        #expect(taken == 3)
    }
}
