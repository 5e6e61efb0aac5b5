import RibInspector

/// The members of one declaration or event object, read but not yet interpreted.
///
/// One type serves every record because a JSON Lines reader learns what a line is only
/// from its members (a `record` member, or none for an event), and members may come in
/// any order. Strings stay tokens until a declaration or event needs their text. A member
/// the record lacks (or sets to `null`) is `nil`.
///
/// Plain stored values: resetting them for the next record is a few stores, where a set of
/// present members kept as bits cost a call across modules (the key's raw value) on every
/// read and write.
struct RecordFields {
    /// The member names of records, from the format's vocabulary, which the writer writes
    /// with; their raw values number them.
    typealias Key = TraceVocabulary.RecordMember

    /// The offset of the object's `{`.
    private(set) var start = 0
    var record: JSONString?
    var name: JSONString?
    var router: JSONString?
    var interactor: JSONString?
    var builder: JSONString?
    var adapter: JSONString?
    var component: JSONString?
    var kind: JSONString?
    var outcome: JSONString?
    var anomaly: JSONString?
    var viewful: Bool?
    var interactorTracked: Bool?
    var opening: Bool?
    /// The offset of the `shared` array, read only when the scope is declared.
    var sharedList: Int?
    var id: UInt32?
    var scope: UInt32?
    var parent: UInt32?
    var rib: UInt32?
    var workflow: UInt32?
    var seq: UInt64?
    var t: UInt64?
    var step: UInt64?
    /// A screen's members, and the counts of a screenDrops record.
    var image: JSONString?
    var mediaType: JSONString?
    var base64: JSONString?
    var pixelWidth: UInt64?
    var pixelHeight: UInt64?
    var tooLarge: UInt64?
    var overBudget: UInt64?
    var invalid: UInt64?

    /// Fields with no member, for the object that starts at `start`.
    @inline(__always)
    init(start: Int = 0) {
        self.start = start
    }
}

extension RecordFields.Key {
    /// The table that finds a key from its name.
    static func table() -> WordTable<Self> {
        WordTable { $0.text }
    }

    /// This key's bit in a set of members, one bit per key.
    var bit: UInt32 { 1 << UInt32(rawValue) }
}

extension JSONScanner {
    /// Reads the object at the current byte into `fields`, skipping members it does not know.
    @inline(__always)
    mutating func readRecord(into fields: inout RecordFields, names: inout RecordMemberNames) throws(ReadFailure) {
        skipWhitespace()
        fields = RecordFields(start: offset)
        guard peek() == UInt8(ascii: "{") else {
            guard isAtEnd else {
                throw ReadFailure(
                    offset: offset,
                    problem: .misplaced(
                        "expected an object for each declaration and event, found \(describeValue(at: offset))"))
            }
            throw unexpected("'{' to start a record")
        }
        offset &+= 1
        var isFirst = true
        var previous = names.recordStart
        var seen: UInt32 = 0
        while try nextMember(isFirst: &isFirst) {
            let nameOffset = offset
            guard let member = try names.readName(after: previous, in: &self) else {
                try skipValue(depth: 2)
                previous = names.recordStart
                continue
            }
            previous = member.position
            guard seen & member.bit == 0 else {
                throw ReadFailure(offset: nameOffset, problem: .duplicateMember(member.key.text))
            }
            seen |= member.bit
            let field = member.key
            switch field {
            case .seq: fields.seq = try readWholeNumber(field: field.text)
            case .t: fields.t = try readWholeNumber(field: field.text)
            case .kind: fields.kind = try readStringValue(field: field.text)
            case .rib: fields.rib = try readIdentifier(field: field.text)
            case .parent: fields.parent = try readIdentifier(field: field.text)
            case .scope: fields.scope = try readIdentifier(field: field.text)
            case .workflow: fields.workflow = try readIdentifier(field: field.text)
            case .id: fields.id = try readIdentifier(field: field.text)
            case .step: fields.step = try readWholeNumber(maximum: UInt64(Int.max), field: field.text)
            case .name: fields.name = try readStringValue(field: field.text)
            case .record: fields.record = try readStringValue(field: field.text)
            case .outcome: fields.outcome = try readStringValue(field: field.text)
            case .anomaly: fields.anomaly = try readStringValue(field: field.text)
            case .router: fields.router = try readOptionalStringValue(field: field.text)
            case .interactor: fields.interactor = try readOptionalStringValue(field: field.text)
            case .builder: fields.builder = try readOptionalStringValue(field: field.text)
            case .adapter: fields.adapter = try readOptionalStringValue(field: field.text)
            case .component: fields.component = try readOptionalStringValue(field: field.text)
            case .viewful: fields.viewful = try readOptionalBool(field: field.text)
            case .interactorTracked: fields.interactorTracked = try readOptionalBool(field: field.text)
            case .opening: fields.opening = try readOptionalBool(field: field.text)
            case .shared:
                fields.sharedList = offset
                _ = try readStringList(field: field.text)
            case .image: fields.image = try readOptionalStringValue(field: field.text)
            case .mediaType: fields.mediaType = try readOptionalStringValue(field: field.text)
            case .base64: fields.base64 = try readOptionalStringValue(field: field.text)
            case .pixelWidth: fields.pixelWidth = try readOptionalWholeNumber(field: field.text)
            case .pixelHeight: fields.pixelHeight = try readOptionalWholeNumber(field: field.text)
            case .tooLarge: fields.tooLarge = try readOptionalWholeNumber(field: field.text)
            case .overBudget: fields.overBudget = try readOptionalWholeNumber(field: field.text)
            case .invalid: fields.invalid = try readOptionalWholeNumber(field: field.text)
            }
        }
    }

    /// Reads an identifier: a whole number that fits 32 bits, or `null` as `nil`.
    @inline(__always)
    private mutating func readIdentifier(field: @autoclosure () -> String) throws(ReadFailure) -> UInt32? {
        if peek() == UInt8(ascii: "n"), try readNull() { return nil }
        return UInt32(truncatingIfNeeded: try readWholeNumber(maximum: UInt64(UInt32.max), field: field()))
    }

    /// Reads a whole number that fits 63 bits, or `null` as `nil`.
    private mutating func readOptionalWholeNumber(field: @autoclosure () -> String) throws(ReadFailure) -> UInt64? {
        if peek() == UInt8(ascii: "n"), try readNull() { return nil }
        return try readWholeNumber(maximum: UInt64(Int.max), field: field())
    }

    /// Reads an array of strings, or `null` as `nil`.
    mutating func readStringList(field: String) throws(ReadFailure) -> [JSONString]? {
        if try readNull() { return nil }
        guard peek() == UInt8(ascii: "[") else { throw wrongValue(field: field, expected: "an array of strings") }
        offset &+= 1
        var strings: [JSONString] = []
        var isFirst = true
        while try nextElement(isFirst: &isFirst) {
            strings.append(try readStringValue(field: field))
        }
        return strings
    }
}
