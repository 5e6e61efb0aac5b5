import Foundation

/// What a collector's answers say, read from their protobuf bodies.
enum OTLPResponse {
    /// The spans an `ExportTraceServiceResponse` says the collector rejected, with its
    /// message: `nil` when it accepted every span (or the body is not that message).
    static func rejectedSpans(in body: [UInt8]) -> (count: Int64, message: String)? {
        guard let fields = ProtobufReader(body[...]).fields(),
            case .bytes(let partial)? = fields.first(where: { $0.field == 1 })?.value,
            let partialFields = ProtobufReader(partial).fields()
        else { return nil }
        var count: Int64 = 0
        var message = ""
        for (field, value) in partialFields {
            switch (field, value) {
            case (1, .number(let number)): count = Int64(bitPattern: number)
            case (2, .bytes(let text)): message = String(decoding: text, as: UTF8.self)
            default: break
            }
        }
        return count > 0 || !message.isEmpty ? (count, message) : nil
    }

    /// The message of a `google.rpc.Status` body, which collectors answer a refused request
    /// with; else the body as text when it reads as such; `nil` for an empty body.
    static func refusalMessage(in body: [UInt8]) -> String? {
        if let fields = ProtobufReader(body[...]).fields(), case .bytes(let text)? = fields.first(where: { $0.field == 2 })?.value,
            let message = String(validating: text, as: UTF8.self), !message.isEmpty
        {
            return message
        }
        guard !body.isEmpty, let text = String(validating: body.prefix(500), as: UTF8.self) else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
