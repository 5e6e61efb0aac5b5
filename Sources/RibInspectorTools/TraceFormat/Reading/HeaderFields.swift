import RibInspector

/// The header members of a trace (`format`, `version`, `timeUnit`, `app`, `session`, and
/// on a JSON Lines header line `record`) as the reader meets them, and the checks that
/// decide whether the rest can be read; also the document form's `end`, the other member
/// of the first object that is not an array.
struct HeaderFields {
    /// The header's member names, and `end`, from the format's vocabulary.
    typealias Key = TraceVocabulary.HeaderMember

    /// The offset of the object's `{`.
    var start: Int
    var format: (text: String, offset: Int)?
    var version: (number: Int, offset: Int)?
    var timeUnit: (text: String, offset: Int)?
    var app: AppInfo?
    var session = SessionInfo()
    /// The `record` member: present on the header line of a JSON Lines trace.
    var record: String?
    /// The `end` member, in the trace's time unit, with the offset of its value: when
    /// recording stopped. Only the document form has it; a JSON Lines trace ends with an
    /// end record instead.
    var end: (time: UInt64, offset: Int)?
    /// Where the document form's `screenDrops` object starts: read once the header is.
    var screenDrops: Int?

    init(start: Int) {
        self.start = start
    }

    /// Reads the value of a header member into these fields.
    mutating func read(_ key: Key, from scanner: inout JSONScanner) throws(ReadFailure) {
        let offset = scanner.offset
        switch key {
        case .format:
            format = (scanner.string(try scanner.readStringValue(field: key.rawValue)), offset)
            try checkFormatAndVersion()
        case .version:
            version = (Int(try scanner.readWholeNumber(maximum: UInt64(Int.max), field: key.rawValue)), offset)
            try checkFormatAndVersion()
        case .timeUnit:
            timeUnit = (scanner.string(try scanner.readStringValue(field: key.rawValue)), offset)
        case .app:
            app = try scanner.readAppInfo()
        case .session:
            session = try scanner.readSessionInfo()
        case .record:
            record = scanner.string(try scanner.readStringValue(field: key.rawValue))
        case .end:
            end = try scanner.readNull() ? nil : (try scanner.readWholeNumber(field: key.rawValue), offset)
        case .screenDrops:
            screenDrops = try scanner.readNull() ? nil : offset
            if screenDrops != nil { try scanner.skipValue(depth: 2) }
        }
    }

    /// Checks `format` and `version` as soon as both are known, so that a file of another
    /// kind or a newer version fails on its first members, not on something later.
    private func checkFormatAndVersion() throws(ReadFailure) {
        guard let format, let version else { return }
        guard format.text == TraceHeader.formatName else {
            throw ReadFailure(
                offset: format.offset,
                problem: .notATrace(
                    "its \"format\" is \"\(TextEscaping.singleLine(format.text))\", not \"\(TraceHeader.formatName)\""))
        }
        if version.number > TraceHeader.openingVersion {
            throw ReadFailure(offset: version.offset, problem: .newerVersion(version.number))
        }
        if version.number < 1 {
            throw ReadFailure(offset: version.offset, problem: .unsupportedVersion(version.number))
        }
    }

    /// The header and the number of nanoseconds in one unit of `t`, once every required
    /// member is present and valid.
    func makeHeader() throws(ReadFailure) -> (header: TraceHeader, timeScale: UInt64) {
        guard format != nil else {
            throw ReadFailure(offset: start, problem: .notATrace("its first object has no \"format\" member"))
        }
        guard let version else {
            throw ReadFailure(offset: start, problem: .missingField(Key.version.rawValue, in: "the trace header"))
        }
        try checkFormatAndVersion()
        var timeScale: UInt64 = 1
        if let timeUnit {
            guard let scale = TraceVocabulary.nanoseconds(perTimeUnit: timeUnit.text) else {
                throw ReadFailure(offset: timeUnit.offset, problem: .unsupportedTimeUnit(TextEscaping.singleLine(timeUnit.text)))
            }
            timeScale = scale
        }
        guard let app else {
            throw ReadFailure(offset: start, problem: .missingField(Key.app.rawValue, in: "the trace header"))
        }
        return (TraceHeader(version: version.number, app: app, session: session), timeScale)
    }
}

extension TraceVocabulary {
    /// The nanoseconds in one unit of `t` for each `timeUnit` a reader accepts; writers of
    /// version 1 write `ns`.
    static func nanoseconds(perTimeUnit unit: String) -> UInt64? {
        switch unit {
        case "ns": 1
        case "us": 1_000
        case "ms": 1_000_000
        case "s": 1_000_000_000
        default: nil
        }
    }
}

extension JSONScanner {
    /// Enters the object that is a member's value.
    private mutating func beginObjectValue(field: String) throws(ReadFailure) {
        guard peek() == UInt8(ascii: "{") else { throw wrongValue(field: field, expected: "an object") }
        offset &+= 1
    }

    /// Reads the header's `app` object.
    mutating func readAppInfo() throws(ReadFailure) -> AppInfo {
        typealias Member = TraceVocabulary.AppMember
        let app = TraceVocabulary.HeaderMember.app.rawValue
        let start = offset
        try beginObjectValue(field: app)
        var name: String?
        var version: String?
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if string(key, equals: Member.name.rawValue) {
                name = string(try readStringValue(field: "\(app).\(Member.name.rawValue)"))
            } else if string(key, equals: Member.version.rawValue) {
                version = try readOptionalStringValue(field: "\(app).\(Member.version.rawValue)").map(string)
            } else {
                try skipValue(depth: 3)
            }
        }
        guard let name else {
            throw ReadFailure(offset: start, problem: .missingField(Member.name.rawValue, in: "the \"\(app)\" object"))
        }
        return AppInfo(name: name, version: version)
    }

    /// Reads the header's `session` object.
    mutating func readSessionInfo() throws(ReadFailure) -> SessionInfo {
        let sessionField = TraceVocabulary.HeaderMember.session.rawValue
        try beginObjectValue(field: sessionField)
        var session = SessionInfo()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            guard let member = TraceVocabulary.SessionMember.allCases.first(where: { string(key, equals: $0.rawValue) }) else {
                try skipValue(depth: 3)
                continue
            }
            let field = "\(sessionField).\(member.rawValue)"
            switch member {
            case .name: session.name = try readOptionalStringValue(field: field).map(string)
            case .startedAt: session.startedAt = try readOptionalStringValue(field: field).map(string)
            case .recorder: session.recorder = try readOptionalStringValue(field: field).map(string)
            case .metadata:
                try beginObjectValue(field: field)
                var isFirstEntry = true
                while let entry = try nextKey(isFirst: &isFirstEntry) {
                    let name = string(entry)
                    session.metadata[name] = string(try readStringValue(field: "\(field).\(name)"))
                }
            }
        }
        return session
    }
}
