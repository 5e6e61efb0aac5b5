import Foundation
import RibInspector

/// How the machine-readable reports of ``TraceAnalysis`` and ``TraceDiff`` are written:
/// through `JSONEncoder`, keys sorted so that two reports diff well, then with the
/// characters that could hide or reorder a name (bidirectional controls, zero-width
/// characters) written as `\u` escapes, as the trace writer writes them.
enum ReportEncoding {
    /// The report as UTF-8 JSON, with a final line break.
    static func encode(_ report: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The reports hold strings, integers, Booleans and nulls only, which always encode.
        guard let data = try? encoder.encode(report) else { preconditionFailure("a report's values always encode") }
        var bytes = JSONByteWriter.escapingHiddenCharacters(in: Array(data))
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }
}

/// A value written as `null` when absent, where a report's schema requires the member.
struct Nullable<Value: Encodable>: Encodable {
    var value: Value?

    init(_ value: Value?) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
