import RibInspector

/// A JSON value for the machine-readable reports of ``TraceAnalysis`` and ``TraceDiff``,
/// written with the trace writer's string escaping.
///
/// The reports are small next to a trace, so they are built as values and written in one
/// go: the outer object and its members one per line, deeper values on one line each, so
/// a report reads well and diffs well.
enum ReportJSON {
    case string(String)
    case number(Int)
    case unsigned(UInt64)
    case bool(Bool)
    case null
    case array([ReportJSON])
    case object([(key: String, value: ReportJSON)])

    /// A string, or `null` when there is none.
    static func optional(_ text: String?) -> ReportJSON {
        text.map(ReportJSON.string) ?? .null
    }

    /// The UTF-8 text, with a final line break.
    func encoded() -> [UInt8] {
        var json = JSONByteWriter(capacity: 4096)
        append(to: &json, level: 0)
        json.append(byte: UInt8(ascii: "\n"))
        return json.bytes
    }

    /// Writes the value; the outer container and its member containers put each element
    /// on its own line.
    private func append(to json: inout JSONByteWriter, level: Int) {
        switch self {
        case .string(let text): json.append(string: text)
        case .number(let number): json.append(number: number)
        case .unsigned(let number): json.append(number: number)
        case .bool(let value): if value { json.append(raw: "true") } else { json.append(raw: "false") }
        case .null: json.append(raw: "null")
        case .array(let elements):
            appendContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: elements.count, to: &json, level: level) { index, json in
                elements[index].append(to: &json, level: level + 1)
            }
        case .object(let members):
            appendContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, to: &json, level: level) { index, json in
                json.append(string: members[index].key)
                json.append(byte: UInt8(ascii: ":"))
                members[index].value.append(to: &json, level: level + 1)
            }
        }
    }

    private func appendContainer(
        open: UInt8,
        close: UInt8,
        count: Int,
        to json: inout JSONByteWriter,
        level: Int,
        _ appendElement: (Int, inout JSONByteWriter) -> Void
    ) {
        json.append(byte: open)
        let breaksLines = level < 2 && count > 0
        for index in 0..<count {
            if index > 0 { json.append(byte: UInt8(ascii: ",")) }
            if breaksLines { appendLineBreak(indent: level + 1, to: &json) }
            appendElement(index, &json)
        }
        if breaksLines { appendLineBreak(indent: level, to: &json) }
        json.append(byte: close)
    }

    private func appendLineBreak(indent: Int, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "\n"))
        for _ in 0..<indent { json.append(raw: "  ") }
    }
}
