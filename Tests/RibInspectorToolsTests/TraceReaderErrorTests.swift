import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

@Suite("Trace reader: bad input")
struct TraceReaderErrorTests {
    /// RIB 1's declaration, as a JSON Lines record.
    private let root = #"{"record":"rib","id":1,"name":"Root"}"#

    @Test("an empty file, or one of only whitespace, is reported as empty, without a position")
    func emptyFile() throws {
        for text in ["", "  \n\t\n"] {
            let error = try #require(readError(text))
            #expect(error.problem == .empty)
            #expect(error.position == nil)
            #expect(error.description == "trace.json: the file is empty. Record a session first; an app should flush its recorder before it exits.")
        }
    }

    @Test("a missing file is unreadable, and says so with the path")
    func missingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).json")
        #expect(throws: TraceReadError(source: url.path, position: nil, problem: .unreadable("No such file or directory"))) {
            try TraceReader().read(contentsOf: url)
        }
    }

    @Test("text that is not JSON names the line, column and byte of the bad byte")
    func notJSON() throws {
        let error = try #require(readError("{\"format\":\"ribviz-trace\",\n  \"version\" 1}"))
        #expect(error.position == TraceReadError.Position(line: 2, column: 13, byteOffset: 38))
        #expect(error.problem == .invalidJSON("expected ':' after a member name, found '1'"))
        #expect(error.description.hasPrefix("trace.json: line 2, column 13 (byte 38): this is not valid JSON: expected ':' after a member name, found '1'."))
        #expect(!error.description.contains("\n"))

        let prose = try #require(readError("hello"))
        #expect(prose.problem == .invalidJSON("expected '{' to start a ribviz trace, found 'h'"))
        #expect(prose.position?.byteOffset == 0)
    }

    @Test("JSON that is not a ribviz trace is told apart from broken JSON")
    func notATrace() throws {
        #expect(readError("[1, 2, 3]")?.problem == .notATrace("it is an array, not a JSON object"))
        #expect(readError(#"{"name": "package.json"}"#)?.problem == .notATrace("its first object has no \"format\" member"))
        let other = try #require(readError(#"{"format":"chrome-trace","version":1,"app":{"name":"x"}}"#))
        #expect(other.problem == .notATrace(#"its "format" is "chrome-trace", not "ribviz-trace""#))
        #expect(other.position?.byteOffset == 10)
        // Whatever follows an object without "format", it is not a trace, not broken JSON Lines.
        #expect(readError(#"{"a":"b"}/**/"#)?.problem == .notATrace("its first object has no \"format\" member"))
    }

    @Test("a header member after an array is told so, not that it is missing")
    func headerAfterArray() throws {
        let error = try #require(readError(#"{"format":"ribviz-trace","version":1,"ribs":[],"app":{"name":"A"},"events":[]}"#))
        #expect(error.problem == .misplaced(#""app" comes after "ribs"; the header members (format, version, timeUnit, app, session) must come before the arrays"#))
        #expect(error.position?.byteOffset == 47)
        // A header that lacks the member altogether still says it is missing.
        #expect(readError(#"{"format":"ribviz-trace","version":1,"ribs":[],"events":[]}"#)?.problem == .missingField("app", in: "the trace header"))
    }

    @Test(
        "a member twice in one object is refused, naming the member and its line",
        arguments: [
            (#"{"format":"ribviz-trace","format":"ribviz-trace","version":1,"app":{"name":"A"},"ribs":[],"events":[]}"#, "format", 1),
            (#"{"format":"ribviz-trace","version":1,"app":{"name":"A"},"ribs":[],"events":[],"end":1,"end":2}"#, "end", 1),
            (#"{"format":"ribviz-trace","version":1,"app":{"name":"A"},"ribs":[],"ribs":[],"events":[]}"#, "ribs", 1),
            (TraceText.lines(#"{"record":"rib","id":1,"name":"R","name":"S"}"#), "name", 2),
            (TraceText.lines(#"{"record":"rib","id":1,"name":"R","router":null,"router":"X"}"#), "router", 2),
            (TraceText.lines(#"{"record":"rib","id":1,"name":"R"}"#, #"{"seq":0,"t":0,"t":1,"kind":"launch","rib":1}"#), "t", 3),
        ])
    func duplicateMembers(text: String, member: String, line: Int) throws {
        let error = try #require(readError(text))
        #expect(error.problem == .duplicateMember(member))
        #expect(error.position?.line == line)
        #expect(error.description.contains("the object has \"\(member)\" twice"))
    }

    @Test("a newer format version asks for an upgrade before anything else in the file is read")
    func newerVersion() throws {
        let error = try #require(readError(#"{"format":"ribviz-trace","version":3,"app":"a string in version 3","events":{}}"#))
        #expect(error.problem == .newerVersion(3))
        #expect(error.position?.byteOffset == 35)
        #expect(error.description.contains("written by a newer ribviz (format version 3); this ribviz reads versions up to 2"))
        #expect(error.description.hasSuffix("Upgrade ribviz to read this trace."))
        #expect(readError(#"{"format":"ribviz-trace","version":0,"app":{"name":"x"}}"#)?.problem == .unsupportedVersion(0))
        #expect(readError(#"{"format":"ribviz-trace","app":{"name":"x"}}"#)?.problem == .missingField("version", in: "the trace header"))
        #expect(readError(#"{"format":"ribviz-trace","version":1}"#)?.problem == .missingField("app", in: "the trace header"))
    }

    @Test("a time unit other than ns, us, ms or s is an error")
    func timeUnit() throws {
        let error = try #require(readError(#"{"format":"ribviz-trace","version":1,"timeUnit":"ticks","app":{"name":"x"}}"#))
        #expect(error.problem == .unsupportedTimeUnit("ticks"))
        #expect(error.position?.byteOffset == 48)
    }

    @Test("an event that names an undeclared RIB, scope or workflow points at its line")
    func undeclared() throws {
        let rib = try #require(readError(TraceText.lines(root, #"{"seq":0,"t":0,"kind":"launch","rib":1}"#, #"{"seq":1,"t":5,"kind":"attach","rib":2,"parent":1}"#)))
        #expect(rib.problem == .undeclared("RIB 2"))
        #expect(rib.position?.line == 4)
        #expect(rib.position?.column == 1)
        #expect(rib.description.contains("Declare every RIB, scope and workflow before the first event that uses it"))
        #expect(readError(TraceText.lines(#"{"seq":0,"t":0,"kind":"share","scope":3,"name":"stream"}"#))?.problem == .undeclared("scope 3"))
        #expect(readError(TraceText.lines(#"{"seq":0,"t":0,"kind":"workflowStart","workflow":4}"#))?.problem == .undeclared("workflow 4"))
        let stepRib = TraceText.lines(#"{"record":"workflow","id":1,"name":"W"}"#, #"{"seq":0,"t":0,"kind":"stepStart","workflow":1,"step":0,"name":"s","rib":9}"#)
        #expect(readError(stepRib)?.problem == .undeclared("RIB 9"))
    }

    @Test("a declaration that comes after the event using it is an error, in both forms")
    func declarationAfterUse() throws {
        let lines = TraceText.lines(#"{"seq":0,"t":0,"kind":"launch","rib":1}"#, root)
        #expect(readError(lines)?.problem == .undeclared("RIB 1"))
        let document = #"{"format":"ribviz-trace","version":1,"app":{"name":"x"},"events":[],"ribs":[]}"#
        #expect(readError(document)?.problem == .misplaced(#""ribs" comes after "events"; declarations must come before the events"#))
        let badScope = TraceText.document(ribs: [#"{"id":1,"name":"Root","scope":7}"#])
        #expect(readError(badScope)?.problem == .undeclaredReference("scope 7", from: "the declaration of RIB 1"))
        #expect(readError(badScope)?.position?.line == 3)
    }

    @Test("a detach of a RIB that is not attached is the replay's error, on the event's line")
    func contradiction() throws {
        let text = TraceText.document(
            ribs: TraceText.twoRibs,
            events: [
                #"{"seq":0,"t":0,"kind":"launch","rib":1}"#,
                #"{"seq":1,"t":1,"kind":"detach","rib":2,"parent":1}"#,
            ])
        let error = try #require(readError(text))
        #expect(error.problem == .contradiction(sequence: 1, .notAChild(RibID(rawValue: 2), parent: RibID(rawValue: 1), actualParent: nil)))
        #expect(error.position?.line == 10)
        #expect(error.description.contains("event 1 contradicts the tree: RIB 2 is detached from RIB 1, but it is not attached"))
    }

    @Test("time going backwards and sequence numbers that do not increase are errors")
    func ordering() throws {
        let backwards = TraceText.lines(root, #"{"seq":0,"t":10,"kind":"launch","rib":1}"#, #"{"seq":1,"t":9,"kind":"activate","rib":1}"#)
        #expect(readError(backwards)?.problem == .timeWentBackwards(previous: 10, found: 9))
        #expect(readError(backwards)?.position?.line == 4)
        let repeated = TraceText.lines(root, #"{"seq":0,"t":0,"kind":"launch","rib":1}"#, #"{"seq":0,"t":0,"kind":"activate","rib":1}"#)
        #expect(readError(repeated)?.problem == .sequenceNotIncreasing(previous: 0, found: 0))
    }

    @Test("duplicate identifiers are errors")
    func duplicates() throws {
        #expect(readError(TraceText.lines(root, root))?.problem == .duplicateDeclaration("RIB id 1"))
        #expect(readError(TraceText.lines(root, root))?.position?.line == 3)
        let scopes = TraceText.document(scopes: [#"{"id":1,"name":"A"}"#, #"{"id":1,"name":"B"}"#])
        #expect(readError(scopes)?.problem == .duplicateDeclaration("scope id 1"))
        let workflows = TraceText.lines(#"{"record":"workflow","id":2,"name":"A"}"#, #"{"record":"workflow","id":2,"name":"A"}"#)
        #expect(readError(workflows)?.problem == .duplicateDeclaration("workflow id 2"))
    }

    @Test("events and declarations missing a member, or with a member of the wrong type, are errors")
    func malformedRecords() throws {
        #expect(readError(TraceText.lines(root, #"{"seq":0,"kind":"launch","rib":1}"#))?.problem == .missingField("t", in: "the event"))
        #expect(readError(TraceText.lines(root, #"{"seq":0,"t":0,"kind":"attach","rib":1}"#))?.problem == .missingField("parent", in: "the attach event"))
        #expect(readError(TraceText.lines(#"{"record":"rib","name":"Root"}"#))?.problem == .missingField("id", in: "the RIB declaration"))
        #expect(
            readError(TraceText.lines(root, #"{"seq":"0","t":0,"kind":"launch","rib":1}"#))?.problem
                == .invalidValue(field: "seq", expected: "a whole number", found: "a string"))
        #expect(
            readError(TraceText.lines(root, #"{"seq":0,"t":0,"kind":7,"rib":1}"#))?.problem
                == .invalidValue(field: "kind", expected: "a string", found: "a number"))
        #expect(
            readError(TraceText.document(events: [#"[0, 0, "launch"]"#]))?.problem
                == .misplaced("expected an object for each declaration and event, found an array"))
    }

    @Test("numbers must be non-negative whole numbers that fit, and the error points at the number")
    func numbers() throws {
        let negative = try #require(readError(TraceText.lines(root, #"{"seq":-1,"t":0,"kind":"launch","rib":1}"#)))
        #expect(negative.problem == .invalidValue(field: "seq", expected: "a whole number", found: "a negative number"))
        #expect(negative.position?.column == 8)
        #expect(
            readError(TraceText.lines(root, #"{"seq":0,"t":1.5,"kind":"launch","rib":1}"#))?.problem
                == .invalidValue(field: "t", expected: "a whole number", found: "a number with a fraction or an exponent"))
        #expect(
            readError(TraceText.lines(root, #"{"seq":0,"t":1e3,"kind":"launch","rib":1}"#))?.problem
                == .invalidValue(field: "t", expected: "a whole number", found: "a number with a fraction or an exponent"))
        #expect(
            readError(TraceText.lines(root, #"{"seq":18446744073709551616,"t":0,"kind":"launch","rib":1}"#))?.problem
                == .invalidValue(field: "seq", expected: "a whole number up to 18446744073709551615", found: "a larger number"))
        #expect(
            readError(TraceText.lines(#"{"record":"rib","id":4294967296,"name":"Root"}"#))?.problem
                == .invalidValue(field: "id", expected: "a whole number up to 4294967295", found: "a larger number"))
        #expect(
            readError(TraceText.lines(root, #"{"seq":01,"t":0,"kind":"launch","rib":1}"#))?.problem
                == .invalidJSON("a number with a leading zero"))
        let later = "a time within 2^63 nanoseconds (292 years) of the session's start"
        let seconds =
            #"{"format":"ribviz-trace","version":1,"timeUnit":"s","app":{"name":"x"},"ribs":[{"id":1,"name":"R"}],"events":[{"seq":0,"t":18446744074,"kind":"launch","rib":1}]}"#
        #expect(readError(seconds)?.problem == .invalidValue(field: "t", expected: later, found: "18446744074, which is later"))
        // 1.7e10 s is below 2^64 ns, but not below 2^63 ns, the most a Duration holds.
        let endInSeconds =
            #"{"format":"ribviz-trace","version":1,"timeUnit":"s","app":{"name":"x"},"ribs":[{"id":1,"name":"R"}],"events":[{"seq":0,"t":0,"kind":"launch","rib":1}],"end":17000000000}"#
        let error = try #require(readError(endInSeconds))
        #expect(error.problem == .invalidValue(field: "end", expected: later, found: "17000000000, which is later"))
        #expect(error.description.contains(#""end" should be a time within 2^63 nanoseconds (292 years) of the session's start"#))
        let nanoseconds = TraceText.lines(root, #"{"seq":0,"t":9223372036854775808,"kind":"launch","rib":1}"#)
        #expect(readError(nanoseconds)?.problem == .invalidValue(field: "t", expected: later, found: "9223372036854775808, which is later"))
        #expect(try readTrace(TraceText.lines(root, #"{"seq":0,"t":9223372036854775807,"kind":"launch","rib":1}"#)).events.last?.time == 9_223_372_036_854_775_807)
    }

    @Test("invalid UTF-8 is an error at the bad byte")
    func invalidUTF8() throws {
        var bytes = Array(TraceText.lines(#"{"record":"rib","id":1,"name":"Ro?t"}"#).utf8)
        let questionMark = try #require(bytes.lastIndex(of: UInt8(ascii: "?")))
        bytes[questionMark] = 0xC3  // a lead byte followed by 't', not a continuation byte
        let error = try #require(readError(bytes))
        #expect(error.problem == .invalidUTF8)
        #expect(error.position?.byteOffset == questionMark + 1)
        #expect(error.position?.line == 2)
        for sequence: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] {
            let text = Array(#"{"format":""#.utf8) + sequence + Array(#""}"#.utf8)
            #expect(readError(text)?.problem == .invalidUTF8)
        }
    }

    @Test("string escapes must be valid JSON escapes, with surrogates in pairs")
    func escapes() throws {
        #expect(readError(TraceText.lines(#"{"record":"rib","id":1,"name":"\x"}"#))?.problem == .invalidJSON("an unknown escape \\'x' in a string"))
        #expect(
            readError(TraceText.lines(#"{"record":"rib","id":1,"name":"\uD83D"}"#))?.problem
                == .invalidJSON("a \\u escape with a high surrogate that no low surrogate follows"))
        #expect(readError(TraceText.lines(#"{"record":"rib","id":1,"name":"\uDE00"}"#))?.problem == .invalidJSON("a \\u escape with a lone low surrogate"))
        #expect(readError(TraceText.lines(#"{"record":"rib","id":1,"name":"\u12G4"}"#))?.problem == .invalidJSON("expected four hex digits after \\u, found 'G'"))
        #expect(
            readError(TraceText.lines("{\"record\":\"rib\",\"id\":1,\"name\":\"tab\there\"}"))?.problem
                == .invalidJSON("a control character (byte 0x9) inside a string; write it as an escape such as \\n"))
    }

    @Test("a truncated document is an error that says the file ends early")
    func truncatedDocument() throws {
        let text = TraceText.document(ribs: TraceText.twoRibs, events: [#"{"seq":0,"t":0,"kind":"launch","rib":1}"#])
        let cut = String(text.prefix(text.count - 30))
        let error = try #require(readError(cut))
        guard case .truncated = error.problem else {
            Issue.record("expected a truncation, got \(error) for \(cut)")
            return
        }
        #expect(error.position?.byteOffset == cut.utf8.count)
        #expect(error.description.contains("The file was not written completely"))
    }

    @Test("a malformed line in the middle of JSON Lines is an error, not skipped")
    func malformedMiddleLine() throws {
        let text = TraceText.lines(root, #"{"seq":0,"t":0,"kind":"launch","rib":1"#, #"{"seq":1,"t":0,"kind":"activate","rib":1}"#)
        let error = try #require(readError(text))
        #expect(error.problem == .invalidJSON("the line ends before its record does; each line of a JSON Lines trace holds one whole record"))
        #expect(error.position?.line == 3)
        #expect(error.position?.column == 39)
        let twoOnOneLine = TraceText.lines(root + " " + root)
        #expect(readError(twoOnOneLine)?.problem == .invalidJSON("expected a line break after the record, found '{'"))
    }

    @Test("JSON Lines must start with its header, once")
    func jsonLinesHeader() throws {
        #expect(
            readError(#"{"record":"rib","id":1,"name":"Root"}"#)?.problem
                == .misplaced(#"the first line is not the header record; a JSON Lines trace starts with {"record":"header",…}"#))
        #expect(readError(TraceText.lines(TraceText.headerLine))?.problem == .misplaced("a second header record; a trace has one, on its first line"))
        let withoutRecord = "{\(TraceText.headerMembers)}\n\(root)\n"
        #expect(
            readError(withoutRecord)?.problem
                == .misplaced(#"more follows the trace object; a JSON Lines trace's first line needs "record":"header""#))
    }

    @Test("values nested deeper than the limit are an error, not a crash")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(readError("{\"format\":\"ribviz-trace\",\"unknown\":\(deep)"))
        #expect(error.problem == .nestedTooDeeply(limit: JSONScanner.nestingLimit))
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(readError(TraceText.lines(#"{"seq":0,"t":0,"kind":"x","extra":\#(objects)}"#))?.problem == .nestedTooDeeply(limit: JSONScanner.nestingLimit))
    }

    @Test("every error reads as one line naming the file")
    func oneLineMessages() throws {
        let texts = [
            "", "{", "[", "{\"format\":1}", TraceText.lines(root, root),
            TraceText.lines(#"{"seq":0,"t":0,"kind":"launch","rib":1}"#),
        ]
        for text in texts {
            let error = try #require(readError(text, source: "Sessions/login.jsonl"))
            #expect(error.description.hasPrefix("Sessions/login.jsonl"))
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasSuffix("."))
        }
    }
}
