/// Reads the few fields ribviz needs from a protobuf message a collector answers with:
/// top-level varints and length-delimited fields by number, skipping the rest.
struct ProtobufReader {
    /// A field's value: a number or the bytes of a string or nested message.
    enum Value {
        case number(UInt64)
        case bytes(ArraySlice<UInt8>)
    }

    private let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// The message's fields in order, as field number and value; `nil` when the bytes are
    /// not a protobuf message.
    func fields() -> [(field: Int, value: Value)]? {
        var fields: [(Int, Value)] = []
        var position = bytes.startIndex
        while position < bytes.endIndex {
            guard let key = varint(at: &position) else { return nil }
            let field = Int(truncatingIfNeeded: key >> 3)
            switch key & 7 {
            case 0:
                guard let value = varint(at: &position) else { return nil }
                fields.append((field, .number(value)))
            case 1, 5:
                let size = key & 7 == 1 ? 8 : 4
                guard bytes.endIndex - position >= size else { return nil }
                position += size
            case 2:
                guard let length = varint(at: &position), length <= UInt64(bytes.endIndex - position) else { return nil }
                let end = position + Int(length)
                fields.append((field, .bytes(bytes[position..<end])))
                position = end
            default:
                return nil
            }
        }
        return fields
    }

    private func varint(at position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.endIndex, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
