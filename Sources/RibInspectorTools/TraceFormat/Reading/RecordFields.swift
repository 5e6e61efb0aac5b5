import RibInspector

/// The members of one declaration or event object, read but not yet interpreted.
///
/// One type serves every record because a JSON Lines reader learns what a line is only
/// from its members (a `record` member, or none for an event), and members may come in
/// any order. Strings stay tokens until a declaration or event needs their text.
struct RecordFields {
    /// The member names of records, from the format's vocabulary, which the writer writes
    /// with; their raw values number them.
    typealias Key = TraceVocabulary.RecordMember

    /// The offset of the object's `{`.
    private(set) var start = 0
    /// One bit per ``Key``: which members the object had. Resetting it is all it takes to
    /// reuse the fields for the next record; the stale values behind clear bits are never read.
    private var present: UInt32 = 0
    private var numbers: (id: UInt64, scope: UInt64, parent: UInt64, seq: UInt64, t: UInt64, rib: UInt64, workflow: UInt64, step: UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var strings:
        (
            record: JSONString, name: JSONString, router: JSONString, interactor: JSONString,
            builder: JSONString, adapter: JSONString, component: JSONString, kind: JSONString,
            outcome: JSONString, anomaly: JSONString
        )
    private var flag = false
    private var secondFlag = false
    private var offsetOfShared = 0

    init() {
        let empty = JSONString(start: 0, end: 0, isEscaped: false)
        strings = (empty, empty, empty, empty, empty, empty, empty, empty, empty, empty)
    }

    /// Forgets every member, for the object that starts at `start`.
    @inline(__always)
    mutating func reset(start: Int) {
        self.start = start
        present = 0
    }

    @inline(__always)
    private func has(_ key: Key) -> Bool { present & key.bit != 0 }

    @inline(__always)
    private mutating func mark(_ key: Key, _ isPresent: Bool) {
        present = isPresent ? present | key.bit : present & ~key.bit
    }

    var record: JSONString? {
        get { has(.record) ? strings.record : nil }
        set { strings.record = newValue ?? strings.record; mark(.record, newValue != nil) }
    }
    var name: JSONString? {
        get { has(.name) ? strings.name : nil }
        set { strings.name = newValue ?? strings.name; mark(.name, newValue != nil) }
    }
    var router: JSONString? {
        get { has(.router) ? strings.router : nil }
        set { strings.router = newValue ?? strings.router; mark(.router, newValue != nil) }
    }
    var interactor: JSONString? {
        get { has(.interactor) ? strings.interactor : nil }
        set { strings.interactor = newValue ?? strings.interactor; mark(.interactor, newValue != nil) }
    }
    var builder: JSONString? {
        get { has(.builder) ? strings.builder : nil }
        set { strings.builder = newValue ?? strings.builder; mark(.builder, newValue != nil) }
    }
    var adapter: JSONString? {
        get { has(.adapter) ? strings.adapter : nil }
        set { strings.adapter = newValue ?? strings.adapter; mark(.adapter, newValue != nil) }
    }
    var component: JSONString? {
        get { has(.component) ? strings.component : nil }
        set { strings.component = newValue ?? strings.component; mark(.component, newValue != nil) }
    }
    var kind: JSONString? {
        get { has(.kind) ? strings.kind : nil }
        set { strings.kind = newValue ?? strings.kind; mark(.kind, newValue != nil) }
    }
    var outcome: JSONString? {
        get { has(.outcome) ? strings.outcome : nil }
        set { strings.outcome = newValue ?? strings.outcome; mark(.outcome, newValue != nil) }
    }
    var anomaly: JSONString? {
        get { has(.anomaly) ? strings.anomaly : nil }
        set { strings.anomaly = newValue ?? strings.anomaly; mark(.anomaly, newValue != nil) }
    }
    var viewful: Bool? {
        get { has(.viewful) ? flag : nil }
        set { flag = newValue ?? flag; mark(.viewful, newValue != nil) }
    }
    var interactorTracked: Bool? {
        get { has(.interactorTracked) ? secondFlag : nil }
        set { secondFlag = newValue ?? secondFlag; mark(.interactorTracked, newValue != nil) }
    }
    /// The offset of the `shared` array, read only when the scope is declared.
    var sharedList: Int? {
        get { has(.shared) ? offsetOfShared : nil }
        set { offsetOfShared = newValue ?? offsetOfShared; mark(.shared, newValue != nil) }
    }
    var id: UInt32? {
        get { has(.id) ? UInt32(truncatingIfNeeded: numbers.id) : nil }
        set { numbers.id = UInt64(newValue ?? 0); mark(.id, newValue != nil) }
    }
    var scope: UInt32? {
        get { has(.scope) ? UInt32(truncatingIfNeeded: numbers.scope) : nil }
        set { numbers.scope = UInt64(newValue ?? 0); mark(.scope, newValue != nil) }
    }
    var parent: UInt32? {
        get { has(.parent) ? UInt32(truncatingIfNeeded: numbers.parent) : nil }
        set { numbers.parent = UInt64(newValue ?? 0); mark(.parent, newValue != nil) }
    }
    var rib: UInt32? {
        get { has(.rib) ? UInt32(truncatingIfNeeded: numbers.rib) : nil }
        set { numbers.rib = UInt64(newValue ?? 0); mark(.rib, newValue != nil) }
    }
    var workflow: UInt32? {
        get { has(.workflow) ? UInt32(truncatingIfNeeded: numbers.workflow) : nil }
        set { numbers.workflow = UInt64(newValue ?? 0); mark(.workflow, newValue != nil) }
    }
    var seq: UInt64? {
        get { has(.seq) ? numbers.seq : nil }
        set { numbers.seq = newValue ?? 0; mark(.seq, newValue != nil) }
    }
    var t: UInt64? {
        get { has(.t) ? numbers.t : nil }
        set { numbers.t = newValue ?? 0; mark(.t, newValue != nil) }
    }
    var step: UInt64? {
        get { has(.step) ? numbers.step : nil }
        set { numbers.step = newValue ?? 0; mark(.step, newValue != nil) }
    }
}

extension RecordFields.Key {
    /// The table that finds a key from its name.
    static func table() -> WordTable<Self> {
        WordTable { $0.text }
    }

    /// This key's bit in ``RecordFields``' set of present members.
    @inline(__always)
    fileprivate var bit: UInt32 { 1 << UInt32(rawValue) }
}

extension JSONScanner {
    /// Reads the object at the current byte into `fields`, skipping members it does not know.
    @inline(__always)
    mutating func readRecord(into fields: inout RecordFields, names: inout RecordMemberNames) throws(ReadFailure) {
        skipWhitespace()
        fields.reset(start: offset)
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
        var previous = RecordMemberNames.recordStart
        var seen: UInt32 = 0
        while try nextMember(isFirst: &isFirst) {
            let nameOffset = offset
            guard let field = try names.readName(after: previous, in: &self) else {
                try skipValue(depth: 2)
                previous = RecordMemberNames.recordStart
                continue
            }
            previous = field.rawValue
            guard seen & field.bit == 0 else {
                throw ReadFailure(offset: nameOffset, problem: .duplicateMember(field.text))
            }
            seen |= field.bit
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
            case .shared:
                fields.sharedList = offset
                _ = try readStringList(field: field.text)
            }
        }
    }

    /// Reads an identifier: a whole number that fits 32 bits, or `null` as `nil`.
    @inline(__always)
    private mutating func readIdentifier(field: @autoclosure () -> String) throws(ReadFailure) -> UInt32? {
        if peek() == UInt8(ascii: "n"), try readNull() { return nil }
        return UInt32(truncatingIfNeeded: try readWholeNumber(maximum: UInt64(UInt32.max), field: field()))
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
