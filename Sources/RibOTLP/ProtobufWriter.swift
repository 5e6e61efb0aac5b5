/// Protocol Buffers' binary wire format, the little of it OTLP's trace messages need:
/// varints, fixed 64-bit numbers, length-delimited bytes and nested messages, written into
/// memory of its own (no copy-on-write checks per byte: a million span events are tens of
/// megabytes).
struct ProtobufWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    init(reservingCapacity capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Lends the bytes written to `body`.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Bytes already in the wire format (a field written once and kept).
    mutating func raw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Field `field` as a varint (int64, uint64, bool, enum); omitted when 0, as proto3 does.
    mutating func varint(_ value: UInt64, field: Int) {
        guard value != 0 else { return }
        oneOfVarint(value, field: field)
    }

    /// Field `field` as a varint, written even when 0: a member of a `oneof`, whose
    /// presence is its meaning (`AnyValue`'s `int_value` 0, `bool_value` false).
    mutating func oneOfVarint(_ value: UInt64, field: Int) {
        tag(field, wireType: 0)
        varint(value)
    }

    /// Field `field` as zero bytes, written: an empty string member of a `oneof`.
    mutating func emptyBytes(field: Int) {
        tag(field, wireType: 2)
        varint(0)
    }

    /// Field `field` as a fixed64; omitted when 0.
    mutating func fixed64(_ value: UInt64, field: Int) {
        guard value != 0 else { return }
        tag(field, wireType: 1)
        reserve(8)
        UnsafeMutableRawPointer(start + count).storeBytes(of: value.littleEndian, as: UInt64.self)
        count += 8
    }

    /// Field `field` as a string; omitted when empty.
    mutating func string(_ value: String, field: Int) {
        guard !value.isEmpty else { return }
        tag(field, wireType: 2)
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            append(UnsafeRawBufferPointer(utf8))
        }
    }

    /// Field `field` as bytes: `values` big-endian, as OTLP's identifiers are.
    mutating func bigEndianBytes(_ values: UInt64..., field: Int) {
        tag(field, wireType: 2)
        varint(UInt64(values.count * 8))
        for value in values {
            withUnsafeBytes(of: value.bigEndian) { append($0) }
        }
    }

    /// Field `field` as a nested message, which `body` writes.
    mutating func message(field: Int, _ body: (inout ProtobufWriter) -> Void) {
        tag(field, wireType: 2)
        // One byte for the length; the body moves up in the rare case it needs more.
        reserve(1)
        let lengthStart = count
        count += 1
        body(&self)
        let length = count - lengthStart - 1
        if length < 0x80 {
            start[lengthStart] = UInt8(length)
            return
        }
        var lengthBytes = 1
        while length >> (7 * lengthBytes) != 0 { lengthBytes += 1 }
        reserve(lengthBytes - 1)
        (start + lengthStart + lengthBytes).update(from: start + lengthStart + 1, count: length)
        count = lengthStart
        varint(UInt64(length))
        count += length
    }

    /// Forgets everything from `count` on: a field written and then found not to fit.
    mutating func truncate(to count: Int) {
        self.count = min(count, self.count)
    }

    private mutating func tag(_ field: Int, wireType: UInt64) {
        varint(UInt64(field) << 3 | wireType)
    }

    private mutating func varint(_ value: UInt64) {
        reserve(10)
        var value = value
        while value >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: value) | 0x80
            count += 1
            value >>= 7
        }
        start[count] = UInt8(value)
        count += 1
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(start + count).copyMemory(from: base, byteCount: bytes.count)
        count += bytes.count
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = max(capacity * 2, count + extra)
    }
}
