/// Encodes the records of the JSON Lines form (Docs/TraceFormat.md), one line per call,
/// into a byte buffer: what ``TraceFileSink`` writes to its file and what the live sink
/// sends to `ribviz live`, so the two cannot drift apart.
package struct TraceLineEncoder: ~Copyable {
    private var json: JSONByteWriter

    /// Creates an empty buffer that reserves `capacity` bytes.
    package init(capacity: Int = 256) {
        json = JSONByteWriter(capacity: capacity)
    }

    /// The lines encoded since the buffer was last emptied, as a new array.
    package var bytes: [UInt8] { json.bytes }

    /// Runs `body` with the lines encoded since the buffer was last emptied.
    package func withUnsafeBytes<Result, Failure>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try json.withUnsafeBytes(body)
    }

    /// How many bytes are buffered.
    @inline(__always)
    package var byteCount: Int { json.count }

    /// Empties the buffer, keeping its capacity.
    package mutating func removeAll() {
        json.removeAll()
    }

    /// Appends the header line, `{"record":"header","format":…}`.
    package mutating func appendHeader(_ header: TraceHeader) {
        TraceEncoding.appendHeaderRecord(header, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends a `rib` record.
    package mutating func append(_ rib: RibDescriptor) {
        TraceEncoding.append(rib, asRecord: true, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends a `scope` record.
    package mutating func append(_ scope: ScopeDescriptor) {
        TraceEncoding.append(scope, asRecord: true, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends a `workflow` record.
    package mutating func append(_ workflow: WorkflowDescriptor) {
        TraceEncoding.append(workflow, asRecord: true, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends an event line.
    @inline(__always)
    package mutating func append(_ event: RibEvent) {
        TraceEncoding.append(event, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends a `screen` record, with the picture's bytes when `image` is given.
    package mutating func append(_ screen: RibScreen, image: ScreenImage?) {
        TraceEncoding.append(screen, image: image, asRecord: true, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends a `screenDrops` record with the counts so far.
    package mutating func append(_ drops: ScreenDrops) {
        TraceEncoding.append(drops, asRecord: true, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends the end record, `{"record":"end","t":…}`, for a recording that stopped `end`
    /// nanoseconds after it started.
    package mutating func appendEnd(at end: UInt64) {
        TraceEncoding.appendEndRecord(end, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
    }
}
