import Foundation
import Testing
import RibInspector
import RibInspectorTools

/// The end of a trace in a file: the document's `end` member, the end record of JSON Lines.
@Suite("Trace reader: the end")
struct TraceReaderEndTests {
    private let root = #"{"record":"rib","id":1,"name":"Root"}"#
    private let launch = #"{"seq":0,"t":0,"kind":"launch","rib":1}"#
    private let activate = #"{"seq":1,"t":1500,"kind":"activate","rib":1}"#

    /// A document with Root launched at 0 and activated at 1500 ns, and `end` as written.
    private func document(end: String?) -> String {
        TraceText.document(ribs: [#"{"id":1,"name":"Root"}"#], events: [launch, activate], end: end)
    }

    @Test("the document's end member and the end record of JSON Lines read as the trace's end")
    func bothForms() throws {
        let fromDocument = try readTrace(document(end: "4000"))
        #expect(fromDocument.end == 4000)
        #expect(fromDocument.endTime == 4000)
        #expect(fromDocument.warnings.isEmpty)

        let fromLines = try readTrace(TraceText.lines(root, launch, activate, #"{"record":"end","t":4000}"#))
        #expect(fromLines.end == 4000)
        #expect(fromLines.events.count == 2)
        #expect(fromLines.warnings.isEmpty)
    }

    @Test("the encoder writes the end in both forms, and each reads back", arguments: [TraceEncoder.Form.document, .jsonLines])
    func encoderRoundTrip(form: TraceEncoder.Form) throws {
        var trace = try readTrace(document(end: nil))
        trace.end = 2_000_000_000
        let text = String(decoding: TraceEncoder(form: form).encode(trace), as: UTF8.self)
        #expect(text.hasSuffix(form == .document ? "],\n\"end\":2000000000}\n" : "\n{\"record\":\"end\",\"t\":2000000000}\n"))
        #expect(try readTrace(text).end == 2_000_000_000)
    }

    @Test("a trace without an end reads, and ends at its last event; so does an end of null")
    func withoutEnd() throws {
        for text in [document(end: nil), document(end: "null"), TraceText.lines(root, launch, activate)] {
            let trace = try readTrace(text)
            #expect(trace.end == nil)
            #expect(trace.endTime == 1500)
            #expect(String(decoding: TraceEncoder().encode(trace), as: UTF8.self).contains("\"end\"") == false)
        }
    }

    @Test("the end is in the trace's time unit, wherever the document puts it")
    func timeUnitAndPlace() throws {
        let text =
            #"{"end":2500,"format":"ribviz-trace","version":1,"app":{"name":"Test"},"timeUnit":"ms","ribs":[{"id":1,"name":"Root"}],"events":[{"seq":0,"t":2000,"kind":"launch","rib":1}]}"#
        #expect(try readTrace(text).end == 2_500_000_000)
        let lines = TraceText.lines(root, launch, #"{"record":"end","t":3}"#).replacingOccurrences(of: #""timeUnit":"ns""#, with: #""timeUnit":"s""#)
        #expect(try readTrace(lines).end == 3_000_000_000)
        let tooLate = TraceText.lines(root, launch, #"{"record":"end","t":18446744073709551615}"#).replacingOccurrences(of: #""timeUnit":"ns""#, with: #""timeUnit":"us""#)
        #expect(
            readError(tooLate)?.problem
                == .invalidValue(
                    field: "t", expected: "a time within 2^63 nanoseconds (292 years) of the session's start", found: "18446744073709551615, which is later"))
    }

    @Test("an end before the last event is an error at the end, in both forms")
    func endBeforeLastEvent() throws {
        let error = try #require(readError(document(end: "1000")))
        #expect(error.problem == .endBeforeLastEvent(end: 1000, lastEvent: 1500))
        #expect(error.position?.line == 11)
        #expect(
            error.description.hasSuffix(
                "the trace ends at 1000 ns, before its last event at 1500 ns. The end is the moment recording stopped, at or after every event; check the tool that wrote or merged this trace."
            ))

        let lines = TraceText.lines(root, launch, activate, #"{"record":"end","t":1499}"#)
        #expect(readError(lines)?.problem == .endBeforeLastEvent(end: 1499, lastEvent: 1500))
        #expect(readError(lines)?.position?.line == 5)
        // An event written after the end record that happened later is the same error.
        let eventAfterEnd = TraceText.lines(root, launch, #"{"record":"end","t":10}"#, #"{"seq":1,"t":11,"kind":"activate","rib":1}"#)
        #expect(readError(eventAfterEnd)?.problem == .endBeforeLastEvent(end: 10, lastEvent: 11))
        // A skipped event of an unknown kind still happened: the end may not come before it.
        let skipped = TraceText.lines(root, launch, #"{"seq":1,"t":20,"kind":"teleport"}"#, #"{"record":"end","t":10}"#)
        #expect(readError(skipped)?.problem == .endBeforeLastEvent(end: 10, lastEvent: 20))
        // At the last event's time is fine.
        #expect(try readTrace(document(end: "1500")).end == 1500)
    }

    @Test(
        "an end that is not a whole number is an error naming the member",
        arguments: [
            ("-5", TraceReadError.Problem.invalidValue(field: "end", expected: "a whole number", found: "a negative number")),
            ("\"4000\"", .invalidValue(field: "end", expected: "a whole number", found: "a string")),
            ("1.5", .invalidValue(field: "end", expected: "a whole number", found: "a number with a fraction or an exponent")),
            ("18446744073709551616", .invalidValue(field: "end", expected: "a whole number up to 18446744073709551615", found: "a larger number")),
        ])
    func badDocumentEnd(value: String, problem: TraceReadError.Problem) throws {
        let error = try #require(readError(document(end: value)))
        #expect(error.problem == problem)
        #expect(error.position?.line == 11)
    }

    @Test("an end record needs a whole-number t, and a trace has one end")
    func badEndRecord() throws {
        let missing = TraceText.lines(root, launch, #"{"record":"end"}"#)
        #expect(readError(missing)?.problem == .missingField("t", in: "the end record"))
        let negative = TraceText.lines(root, launch, #"{"record":"end","t":-1}"#)
        #expect(readError(negative)?.problem == .invalidValue(field: "t", expected: "a whole number", found: "a negative number"))
        #expect(readError(negative)?.position?.line == 4)
        let text = TraceText.lines(root, launch, #"{"record":"end","t":"soon"}"#)
        #expect(readError(text)?.problem == .invalidValue(field: "t", expected: "a whole number", found: "a string"))
        let twice = TraceText.lines(root, launch, #"{"record":"end","t":5}"#, #"{"record":"end","t":6}"#)
        #expect(readError(twice)?.problem == .misplaced("a second end record; a trace ends once, after its last event"))
        #expect(readError(twice)?.position?.line == 5)
    }

    @Test("the end record a crashed app left half-written is skipped like any last line")
    func truncatedEndRecord() throws {
        let trace = try readTrace(TraceText.lines(root, launch) + #"{"record":"end","t":12"#)
        #expect(trace.end == nil)
        #expect(trace.warnings.map(\.line) == [4])
    }

    @Test("a JSON Lines header line's end member is not read: the end record says when it ends")
    func endInHeaderLine() throws {
        let text = TraceText.lines(root, launch, activate).replacingOccurrences(of: #""record":"header","#, with: #""record":"header","end":5,"#)
        let trace = try readTrace(text)
        #expect(trace.end == nil)
        #expect(trace.warnings.isEmpty)
    }
}
