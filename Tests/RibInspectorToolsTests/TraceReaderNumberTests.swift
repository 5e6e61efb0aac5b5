import Testing
import RibInspector
@testable import RibInspectorTools

/// The reader takes whole numbers eight digits at a time; every length and every byte that
/// may end a number must read as the number itself.
@Suite("Trace reader: numbers")
struct TraceReaderNumberTests {
    /// 1, 12, 123, … 1234567890123456789: one number of each length from 1 to 19 digits.
    private let times: [UInt64] = (1...19).compactMap { UInt64("1234567890123456789".prefix($0)) }

    private func events(separator: String) -> [String] {
        times.enumerated().map { index, time in
            "{\"seq\":\(index)\(separator),\"t\":\(time)\(separator),\"kind\":\"\(index == 0 ? "built" : "load")\",\"rib\":1\(separator)}"
        }
    }

    @Test("numbers of every length from 1 to 19 digits read exactly, whatever ends them", arguments: ["", " ", "\t", "\r\n"])
    func everyLength(separator: String) throws {
        let document = TraceText.document(ribs: [#"{"id":1,"name":"Root"}"#], events: events(separator: separator), end: "\(times.last ?? 0)")
        let read = try readTrace(document)
        #expect(read.events.map(\.time) == times)
        #expect(read.events.map(\.sequence) == Array(0..<UInt64(times.count)))
        #expect(read.end == times.last)
    }

    @Test("a number at the very end of the bytes reads, with fewer than eight bytes left")
    func numberAtTheEnd() throws {
        let lines =
            TraceText.lines(#"{"record":"rib","id":1,"name":"Root"}"#, #"{"seq":0,"t":5,"kind":"built","rib":1}"#)
            + #"{"record":"end","t":1234567"#
        let read = try readTrace(lines, source: "trace.jsonl")
        #expect(read.events.map(\.time) == [5])
        #expect(read.warnings.count == 1)
    }

    @Test("a twentieth digit, a fraction or a leading zero after eight fast digits is still refused")
    func longNumbersRefused() {
        func eventTime(_ number: String) -> String {
            TraceText.document(ribs: [#"{"id":1,"name":"Root"}"#], events: ["{\"seq\":0,\"t\":\(number),\"kind\":\"built\",\"rib\":1}"])
        }
        #expect(
            readError(eventTime("99999999999999999999"))?.problem
                == .invalidValue(field: "t", expected: "a whole number up to 18446744073709551615", found: "a larger number"))
        #expect(
            readError(eventTime("123456789.5"))?.problem
                == .invalidValue(field: "t", expected: "a whole number", found: "a number with a fraction or an exponent"))
        #expect(
            readError(eventTime("1234567812345678e3"))?.problem
                == .invalidValue(field: "t", expected: "a whole number", found: "a number with a fraction or an exponent"))
        #expect(readError(eventTime("012345678"))?.problem == .invalidJSON("a number with a leading zero"))
    }

    @Test("a fraction, an exponent or a leading zero is refused after any number of digits", arguments: 1...17)
    func refusedAfterEveryLength(digitCount: Int) {
        func eventTime(_ number: String) -> String {
            TraceText.document(ribs: [#"{"id":1,"name":"Root"}"#], events: ["{\"seq\":0,\"t\":\(number),\"kind\":\"built\",\"rib\":1}"])
        }
        let digits = String("12345678901234567".prefix(digitCount))
        let fraction = TraceReadError.Problem.invalidValue(field: "t", expected: "a whole number", found: "a number with a fraction or an exponent")
        #expect(readError(eventTime(digits + ".5"))?.problem == fraction)
        #expect(readError(eventTime(digits + "e3"))?.problem == fraction)
        #expect(readError(eventTime(digits + "E3"))?.problem == fraction)
        #expect(readError(eventTime("0" + digits))?.problem == .invalidJSON("a number with a leading zero"))
    }

    @Test("an identifier up to 2^32 - 1 reads, and one more is refused naming the member")
    func identifierLimit() throws {
        func ribDeclared(_ id: String) -> String {
            TraceText.document(ribs: ["{\"id\":\(id),\"name\":\"Root\"}"], events: [])
        }
        #expect(try readTrace(ribDeclared("4294967295")).ribs.map(\.id) == [RibID(rawValue: 4_294_967_295)])
        #expect(
            readError(ribDeclared("4294967296"))?.problem
                == .invalidValue(field: "id", expected: "a whole number up to 4294967295", found: "a larger number"))
    }
}
