/// Protocol Buffers' binary wire format, the little of it OTLP's trace messages need:
/// varints, fixed 64-bit numbers, length-delimited bytes and nested messages.
struct ProtobufWriter {
    /// What is written so far.
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// Field `field` as a varint (int64, uint64, bool, enum); omitted when 0, as proto3 does.
    mutating func varint(_ value: UInt64, field: Int) {
        guard value != 0 else { return }
        tag(field, wireType: 0)
        varint(value)
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
        bytes.append(0)
    }

    /// Field `field` as a fixed64; omitted when 0.
    mutating func fixed64(_ value: UInt64, field: Int) {
        guard value != 0 else { return }
        tag(field, wireType: 1)
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Field `field` as a string; omitted when empty.
    mutating func string(_ value: String, field: Int) {
        guard !value.isEmpty else { return }
        tag(field, wireType: 2)
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Field `field` as bytes: `value` big-endian, as OTLP's identifiers are.
    mutating func bigEndianBytes(_ values: UInt64..., field: Int) {
        tag(field, wireType: 2)
        varint(UInt64(values.count * 8))
        for value in values {
            withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
        }
    }

    /// Field `field` as a nested message, which `body` writes.
    mutating func message(field: Int, _ body: (inout ProtobufWriter) -> Void) {
        tag(field, wireType: 2)
        // One byte for the length; the body moves up in the rare case it needs more.
        let lengthStart = bytes.count
        bytes.append(0)
        body(&self)
        let length = bytes.count - lengthStart - 1
        if length < 0x80 {
            bytes[lengthStart] = UInt8(length)
        } else {
            var prefix = ProtobufWriter()
            prefix.varint(UInt64(length))
            bytes.replaceSubrange(lengthStart..<lengthStart + 1, with: prefix.bytes)
        }
    }

    /// Removes everything from `count` on: a field written and then found not to fit.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    private mutating func tag(_ field: Int, wireType: UInt64) {
        varint(UInt64(field) << 3 | wireType)
    }

    private mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}
