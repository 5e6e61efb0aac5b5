import RibInspector

/// Reads a whole trace in either form, feeding each record to a ``RecordInterpreter``.
///
/// The form is decided by the first object: if it has a `record` member, the file is
/// JSON Lines and that object is the header line; otherwise the object is the whole
/// document. Both forms share the header members, the record shapes and the checks.
struct TraceParser {
    private var scanner: JSONScanner
    private var diagnostics: Diagnostics
    private var pages: PageReleaser?
    private let headerKeys = WordTable<HeaderFields.Key>()
    private let arrayKeys = WordTable<DocumentArray>()
    private var recordNames = RecordMemberNames()
    private let recordKinds = WordTable<TraceVocabulary.RecordKind>()
    /// Whether the bytes are one chunk of JSON Lines read chunk by chunk: its lines must be
    /// whole, and its interpreter hands its events over.
    private let isChunk: Bool
    private var screenLimits = ScreenReading.Limits()

    init(base: UnsafePointer<UInt8>, count: Int, pages: PageReleaser?, screenLimits: ScreenReading.Limits = ScreenReading.Limits()) {
        scanner = JSONScanner(base: base, count: count)
        diagnostics = Diagnostics(base: base, count: count)
        self.pages = pages
        isChunk = false
        self.screenLimits = screenLimits
    }

    /// A parser for one chunk of a JSON Lines trace read chunk by chunk, whose
    /// `diagnostics` place its bytes in the file.
    init(chunk base: UnsafePointer<UInt8>, count: Int, diagnostics: Diagnostics) {
        scanner = JSONScanner(base: base, count: count)
        self.diagnostics = diagnostics
        pages = nil
        isChunk = true
    }

    /// The warnings so far.
    var warnings: TraceWarningLog { diagnostics.warnings }

    /// The position of a byte, for an error message.
    mutating func position(of offset: Int) -> TraceReadError.Position {
        diagnostics.position(of: offset)
    }

    /// Reads the trace and replays it.
    mutating func parse() throws(ReadFailure) -> (Trace, RibTree) {
        var interpreter: RecordInterpreter?
        do {
            return try parse(into: &interpreter)
        } catch {
            // The builder may be behind the parser: an event before the parser's failure
            // may contradict the tree, and that is the first problem in the file.
            guard var interpreter else { throw error }
            throw interpreter.firstFailure(parserFailure: error)
        }
    }

    private mutating func parse(into interpreter: inout RecordInterpreter?) throws(ReadFailure) -> (Trace, RibTree) {
        let header = try readFirstObject(into: &interpreter)
        if header.record != nil {
            var active = try interpreterOnce(&interpreter, header)
            defer { interpreter = active }
            try endLine()
            try readLines(into: &active)
        } else {
            scanner.skipWhitespace()
            guard scanner.isAtEnd else {
                // An object that is no trace header says so, whatever follows it.
                if header.format == nil { _ = try header.makeHeader() }
                throw ReadFailure(
                    offset: scanner.offset,
                    problem: .misplaced(
                        "more follows the trace object; a JSON Lines trace's first line needs \"record\":\"header\""))
            }
        }
        let warnings = diagnostics.finishedWarnings()
        var finished = try interpreterOnce(&interpreter, header)
        if header.record == nil, let end = header.end {
            try finished.end(at: end.time, field: HeaderFields.Key.end.rawValue, offset: end.offset)
        }
        if header.record == nil, let screenDrops = header.screenDrops {
            var drops = JSONScanner(base: scanner.base, count: scanner.count, offset: screenDrops)
            var fields = RecordFields()
            try drops.readRecord(into: &fields, names: &recordNames)
            finished.noteScreenDrops(fields)
        }
        return try finished.finish(warnings: warnings)
    }

    // MARK: - Chunk by chunk

    /// Reads the first chunk of a JSON Lines trace: the header line and any whole lines
    /// after it. Returns the interpreter, which holds what was read.
    mutating func parseFirstChunk() throws(ReadFailure) -> RecordInterpreter {
        var interpreter: RecordInterpreter?
        do throws(ReadFailure) {
            let header = try readFirstObject(into: &interpreter)
            guard header.record != nil else {
                if header.format == nil { _ = try header.makeHeader() }
                throw ReadFailure(
                    offset: header.start,
                    problem: .misplaced(
                        "a trace read line by line is JSON Lines; its first line needs \"record\":\"header\""))
            }
            var active = try interpreterOnce(&interpreter, header)
            defer { interpreter = active }
            try endLine()
            try readLines(into: &active)
        } catch {
            guard var interpreter else { throw error }
            throw interpreter.firstFailure(parserFailure: error)
        }
        guard let interpreter else { throw ReadFailure(offset: 0, problem: .empty) }
        return interpreter
    }

    /// Reads a later chunk of a JSON Lines trace, whole lines only, into `interpreter`.
    mutating func parseChunk(into interpreter: inout RecordInterpreter) throws(ReadFailure) {
        do {
            try readLines(into: &interpreter)
        } catch {
            throw interpreter.firstFailure(parserFailure: error)
        }
    }

    // MARK: - The first object

    /// Reads the first object: the whole document, or the header line of JSON Lines.
    private mutating func readFirstObject(into interpreter: inout RecordInterpreter?) throws(ReadFailure) -> HeaderFields {
        skipByteOrderMark()
        scanner.skipWhitespace()
        guard let first = scanner.peek() else { throw ReadFailure(offset: 0, problem: .empty) }
        guard first == UInt8(ascii: "{") else {
            guard Array("[\"-0123456789tfn".utf8).contains(first) else {
                throw scanner.unexpected("'{' to start a ribviz trace")
            }
            throw ReadFailure(
                offset: scanner.offset,
                problem: .notATrace(
                    "it is \(scanner.describeValue(at: scanner.offset)), not a JSON object"))
        }
        var header = HeaderFields(start: scanner.offset)
        scanner.offset &+= 1
        var hasEvents = false
        var isFirst = true
        var seenHeaderKeys: Set<HeaderFields.Key> = []
        var seenArrays: Set<DocumentArray> = []
        while let keyToken = try scanner.nextKey(isFirst: &isFirst) {
            if let key = headerKeys.word(keyToken, in: scanner) {
                guard seenHeaderKeys.insert(key).inserted else {
                    throw ReadFailure(offset: keyToken.start - 1, problem: .duplicateMember(key.rawValue))
                }
                try header.read(key, from: &scanner)
                if key == .record, header.record != TraceVocabulary.RecordKind.header.rawValue {
                    throw ReadFailure(
                        offset: header.start,
                        problem: .misplaced(
                            "the first line is not the header record; a JSON Lines trace starts with {\"record\":\"header\",…}"))
                }
            } else if let array = arrayKeys.word(keyToken, in: scanner) {
                guard seenArrays.insert(array).inserted else {
                    throw ReadFailure(offset: keyToken.start - 1, problem: .duplicateMember(array.rawValue))
                }
                if hasEvents, array != .events, array != .screens {
                    throw ReadFailure(
                        offset: scanner.offset,
                        problem: .misplaced(
                            "\"\(array.rawValue)\" comes after \"events\"; declarations must come before the events"))
                }
                hasEvents = hasEvents || array == .events
                var active: RecordInterpreter
                do {
                    active = try interpreterOnce(&interpreter, header)
                } catch {
                    throw headerMember(after: array) ?? error
                }
                defer { interpreter = active }
                try readArray(array, into: &active)
            } else {
                try scanner.skipValue(depth: 2)
            }
        }
        return header
    }

    /// A failure for a header member (`app`, `version`…) that the first object has after
    /// the `array` that starts at the scanner, or `nil` when it has none: the header must
    /// be complete before the first array, and saying the member is missing would be wrong.
    private func headerMember(after array: DocumentArray) -> ReadFailure? {
        var ahead = scanner
        do {
            try ahead.skipValue(depth: 2)
            var isFirst = false
            while let keyToken = try ahead.nextKey(isFirst: &isFirst) {
                if let key = headerKeys.word(keyToken, in: ahead), key != .end, key != .record, key != .screenDrops {
                    return ReadFailure(
                        offset: keyToken.start - 1,
                        problem: .misplaced(
                            "\"\(key.rawValue)\" comes after \"\(array.rawValue)\"; the header members (format, version, timeUnit, app, session) must come before the arrays"))
                }
                try ahead.skipValue(depth: 2)
            }
        } catch {
            return nil
        }
        return nil
    }

    /// The interpreter made so far, taken out of `interpreter`, or a new one once the header
    /// is complete. Callers put it back when they are done (also when they throw), so that
    /// ``parse()`` can still ask it for an earlier failure.
    private func interpreterOnce(_ interpreter: inout RecordInterpreter?, _ header: HeaderFields) throws(ReadFailure) -> RecordInterpreter {
        if let existing = interpreter.take() { return existing }
        let (traceHeader, timeScale) = try header.makeHeader()
        return RecordInterpreter(
            header: traceHeader, timeScale: timeScale, byteCount: scanner.count, inChunks: isChunk, screenLimits: screenLimits)
    }

    private mutating func skipByteOrderMark() {
        if scanner.count >= 3, scanner.base[0] == 0xEF, scanner.base[1] == 0xBB, scanner.base[2] == 0xBF {
            scanner.offset = 3
        }
    }

    // MARK: - The document form

    /// The arrays of the document form, in the order they must come.
    typealias DocumentArray = TraceVocabulary.DocumentArray

    /// Reads the `ribs`, `scopes`, `workflows` or `events` array of a document.
    private mutating func readArray(_ key: DocumentArray, into interpreter: inout RecordInterpreter) throws(ReadFailure) {
        guard scanner.peek() == UInt8(ascii: "[") else { throw scanner.wrongValue(field: key.rawValue, expected: "an array") }
        scanner.offset &+= 1
        var fields = RecordFields()  // reused for every record
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            try scanner.readRecord(into: &fields, names: &recordNames)
            switch key {
            case .ribs: try interpreter.declareRib(fields, in: scanner)
            case .scopes: try interpreter.declareScope(fields, in: scanner)
            case .workflows: try interpreter.declareWorkflow(fields, in: scanner)
            case .events: try interpreter.addEvent(fields, in: scanner, diagnostics: &diagnostics)
            case .screens: interpreter.addScreen(fields, in: scanner, amongEvents: false, diagnostics: &diagnostics)
            }
            releasePagesIfDue()
        }
    }

    // MARK: - The JSON Lines form

    /// Reads the lines after the header line: declarations and events. The last line of a
    /// file may be cut short (skipped with a warning); a chunk's lines must be whole.
    private mutating func readLines(into interpreter: inout RecordInterpreter) throws(ReadFailure) {
        let lastLineStart = isChunk ? Int.max : startOfLastLine()
        var fields = RecordFields()  // reused for every record
        while true {
            scanner.skipWhitespace()
            guard !scanner.isAtEnd else { return }
            let start = scanner.offset
            do {
                try scanner.readRecord(into: &fields, names: &recordNames)
                try endLine()
            } catch {
                guard start >= lastLineStart, isCutShort(error, recordStart: start) else {
                    throw lineEndedEarly(error, recordStart: start)
                }
                diagnostics.warn(at: start, "skipped the last line: it is incomplete, probably because the app stopped while writing it")
                return
            }
            if let record = fields.record {
                switch recordKinds.word(record, in: scanner) {
                case .rib: try interpreter.declareRib(fields, in: scanner)
                case .scope: try interpreter.declareScope(fields, in: scanner)
                case .workflow: try interpreter.declareWorkflow(fields, in: scanner)
                case .end: try interpreter.end(fields)
                case .screen: interpreter.addScreen(fields, in: scanner, amongEvents: true, diagnostics: &diagnostics)
                case .screenDrops: interpreter.noteScreenDrops(fields)
                case .header:
                    throw ReadFailure(offset: start, problem: .misplaced("a second header record; a trace has one, on its first line"))
                case nil:
                    diagnostics.skip("records of unknown kind \"\(TextEscaping.singleLine(scanner.string(record)))\"", at: start)
                }
            } else {
                try interpreter.addEvent(fields, in: scanner, diagnostics: &diagnostics)
            }
            releasePagesIfDue()
        }
    }

    /// Whether a record failed because its line stops before the record ends (what an app
    /// that stopped mid-write leaves), rather than because of something malformed in it.
    private func isCutShort(_ failure: ReadFailure, recordStart: Int) -> Bool {
        if case .truncated = failure.problem { return true }
        var lineEnd = recordStart
        while lineEnd < scanner.count, scanner.base[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        return failure.offset >= lineEnd
    }

    /// A failure past the end of the record's line, moved to the line's end: each line of
    /// JSON Lines holds one whole record, so that is where the record is broken.
    private func lineEndedEarly(_ failure: ReadFailure, recordStart: Int) -> ReadFailure {
        let line = UnsafeBufferPointer(start: scanner.base + recordStart, count: max(0, min(failure.offset, scanner.count) - recordStart))
        guard let newline = line.firstIndex(of: UInt8(ascii: "\n")) else { return failure }
        return ReadFailure(
            offset: recordStart + newline,
            problem: .invalidJSON(
                "the line ends before its record does; each line of a JSON Lines trace holds one whole record"))
    }

    /// Checks that nothing but spaces follows a record on its line.
    private mutating func endLine() throws(ReadFailure) {
        scanner.skipSpacesWithinLine()
        if let next = scanner.peek(), next != UInt8(ascii: "\n") {
            throw ReadFailure(
                offset: scanner.offset,
                problem: .invalidJSON(
                    "expected a line break after the record, found \(scanner.describeByte(at: scanner.offset))"))
        }
    }

    /// Where the file's last non-blank line starts: the line an app that stopped mid-write
    /// leaves incomplete, whether or not a line break was added after it since.
    private func startOfLastLine() -> Int {
        var end = scanner.count
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(scanner.base[end - 1]) {
            end -= 1
        }
        var index = end
        while index > 0, scanner.base[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    // MARK: - Memory

    @inline(__always)
    private mutating func releasePagesIfDue() {
        guard let due = pages?.isDue(at: scanner.offset), due else { return }
        diagnostics.countLines(upTo: scanner.offset)
        _ = pages?.release(before: scanner.offset)
    }
}
