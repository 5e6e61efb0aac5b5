/// One OpenTelemetry span of a recorded session, with its events: what
/// `OTLPTraceEncoder` turns into OTLP protobuf.
///
/// Times are nanoseconds since 1970 (UTC), as OTLP carries them.
public struct OTLPSpan: Hashable, Sendable {
    /// The span's identifier, unique within its trace.
    public var spanID: OTLPSpanID
    /// The span it happened under; `nil` for the trace's root span.
    public var parentSpanID: OTLPSpanID?
    /// What backends list it as: the RIB's name, or `session` for the root span.
    public var name: String
    /// When it started.
    public var startTimeUnixNanoseconds: UInt64
    /// When it ended.
    public var endTimeUnixNanoseconds: UInt64
    /// What it is about.
    public var attributes: [OTLPAttribute]
    /// What happened during it, in time order.
    public var events: [OTLPSpanEvent]
    /// Why it is marked as an error (OTLP status code ERROR), if it is: the first finding
    /// about it.
    public var errorMessage: String?

    /// Creates a span.
    public init(
        spanID: OTLPSpanID, parentSpanID: OTLPSpanID?, name: String, startTimeUnixNanoseconds: UInt64, endTimeUnixNanoseconds: UInt64,
        attributes: [OTLPAttribute] = [], events: [OTLPSpanEvent] = [], errorMessage: String? = nil
    ) {
        self.spanID = spanID
        self.parentSpanID = parentSpanID
        self.name = name
        self.startTimeUnixNanoseconds = startTimeUnixNanoseconds
        self.endTimeUnixNanoseconds = endTimeUnixNanoseconds
        self.attributes = attributes
        self.events = events
        self.errorMessage = errorMessage
    }
}

/// Something that happened at one moment of a span (OTLP `Span.Event`).
public struct OTLPSpanEvent: Hashable, Sendable {
    /// When, in nanoseconds since 1970 (UTC).
    public var timeUnixNanoseconds: UInt64
    /// What happened: `didLoad`, `leak`, …
    public var name: String
    /// The number of the trace's event it comes from (``RibEvent/sequence``), sent as the
    /// attribute `ribviz.sequence` before the others.
    public var sequence: UInt64
    /// Its other details.
    public var attributes: [OTLPAttribute]

    /// Creates an event.
    public init(timeUnixNanoseconds: UInt64, name: String, sequence: UInt64, attributes: [OTLPAttribute] = []) {
        self.timeUnixNanoseconds = timeUnixNanoseconds
        self.name = name
        self.sequence = sequence
        self.attributes = attributes
    }
}

/// A key and its value (OTLP `KeyValue`).
public struct OTLPAttribute: Hashable, Sendable {
    /// A value of one of the types OTLP carries.
    public enum Value: Hashable, Sendable {
        /// Text (`string_value`).
        case string(String)
        /// A boolean (`bool_value`).
        case bool(Bool)
        /// A signed 64-bit integer (`int_value`).
        case int(Int64)
    }

    /// The key, dotted as OpenTelemetry's conventions spell them: `ribviz.rib.name`.
    public var key: String
    /// The value.
    public var value: Value

    /// Creates an attribute.
    public init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }
}

/// An 8-byte span identifier (never all zeros, which OTLP reads as "none").
public struct OTLPSpanID: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as a number; its big-endian bytes are the OTLP `span_id`.
    public var rawValue: UInt64

    /// Creates an identifier; 0 becomes 1, since OTLP forbids an all-zero identifier.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue == 0 ? 1 : rawValue
    }

    /// The 16 lowercase hexadecimal digits backends show.
    public var description: String { hexadecimal(rawValue) }
}

/// A 16-byte trace identifier (never all zeros).
public struct OTLPTraceID: Hashable, Sendable, CustomStringConvertible {
    /// The first eight bytes, big-endian.
    public var high: UInt64
    /// The last eight bytes, big-endian.
    public var low: UInt64

    /// Creates an identifier; all zeros becomes 1, since OTLP forbids an all-zero identifier.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = high == 0 && low == 0 ? 1 : low
    }

    /// The 32 lowercase hexadecimal digits backends show and search by.
    public var description: String { hexadecimal(high) + hexadecimal(low) }
}

/// `value` as 16 lowercase hexadecimal digits.
private func hexadecimal(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
