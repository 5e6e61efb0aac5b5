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
}
