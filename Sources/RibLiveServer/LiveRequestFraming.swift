/// Where the bytes a client sends stand in HTTP/1.1's framing of requests: in a request's
/// head (its request line and headers), in its body (of a `Content-Length`, or chunked), so
/// that the server's guard (``LiveHeadGuard``) can hold each head back until it is whole,
/// bound its size, and pass bodies through as they come.
///
/// It reads only what framing needs (`Content-Length` and `Transfer-Encoding`); the HTTP
/// server behind the guard reads the rest, and closes a connection whose framing it finds
/// wrong.
struct LiveRequestFraming: Sendable {
    /// The most bytes of a request's head, its request line included.
    let maximumHeadBytes: Int
    /// The most bytes of its request line.
    let maximumLineBytes: Int

    private enum State: Equatable, Sendable {
        /// In a head; its bytes so far are in `head`.
        case head
        /// In a body of a known length: the bytes of it still to come.
        case body(remaining: Int)
        /// In a chunk's size line; its bytes so far are in `line`.
        case chunkSize
        /// In a chunk's data and the line end after it: the bytes still to come.
        case chunkData(remaining: Int)
        /// In the trailer lines after the last chunk; the current one's bytes are in `line`.
        case trailers
    }

    private var state = State.head
    private var head: [UInt8] = []
    /// Whether the head in `head` has its whole request line.
    private var hasRequestLine = false
    private var line: [UInt8] = []

    init(maximumHeadBytes: Int, maximumLineBytes: Int) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumLineBytes = maximumLineBytes
    }

    /// Whether part of a head has arrived, and not all of it.
    var isInsideHead: Bool { state == .head && !head.isEmpty }

    /// Takes `input`, a part of what the client sent, and appends to `output` what may go on
    /// to the HTTP server: body bytes at once, a head once it is whole.
    ///
    /// - Throws: ``LiveRefusal`` (431 or 400) for a head or a chunk's size line over its
    ///   bound; the connection's bytes after it are not framed.
    mutating func take(_ input: ArraySlice<UInt8>, into output: inout [UInt8]) throws(LiveRefusal) {
        var rest = input
        while let byte = rest.first {
            switch state {
            case .head:
                rest = rest.dropFirst()
                head.append(byte)
                try checkHeadBounds()
                guard byte == UInt8(ascii: "\n") else { continue }
                hasRequestLine = true
                if Self.endsWithEmptyLine(head) {
                    output.append(contentsOf: head)
                    state = Self.bodyState(afterHead: head)
                    head.removeAll(keepingCapacity: true)
                    hasRequestLine = false
                }
            case .body(let remaining):
                let count = min(remaining, rest.count)
                output.append(contentsOf: rest.prefix(count))
                rest = rest.dropFirst(count)
                state = count == remaining ? .head : .body(remaining: remaining - count)
            case .chunkSize:
                rest = rest.dropFirst()
                output.append(byte)
                line.append(byte)
                guard line.count <= maximumLineBytes else {
                    throw .badRequest("a chunk's size line is longer than \(maximumLineBytes) bytes")
                }
                guard byte == UInt8(ascii: "\n") else { continue }
                let size = Self.chunkSize(line)
                line.removeAll(keepingCapacity: true)
                state = size.map { $0 == 0 ? .trailers : .chunkData(remaining: $0 + 2) } ?? .head
            case .chunkData(let remaining):
                let count = min(remaining, rest.count)
                output.append(contentsOf: rest.prefix(count))
                rest = rest.dropFirst(count)
                state = count == remaining ? .chunkSize : .chunkData(remaining: remaining - count)
            case .trailers:
                rest = rest.dropFirst()
                output.append(byte)
                line.append(byte)
                guard line.count <= maximumHeadBytes else {
                    throw LiveRefusal(status: 431, message: "a trailer line is longer than \(maximumHeadBytes) bytes")
                }
                guard byte == UInt8(ascii: "\n") else { continue }
                let isEmpty = line.count == 1 || (line.count == 2 && line[0] == UInt8(ascii: "\r"))
                line.removeAll(keepingCapacity: true)
                if isEmpty { state = .head }
            }
        }
    }

    private func checkHeadBounds() throws(LiveRefusal) {
        if head.count > maximumHeadBytes {
            throw LiveRefusal(
                status: 431,
                message: "the request's line and headers are longer than \(maximumHeadBytes) bytes; this server's requests need far fewer")
        }
        if !hasRequestLine, head.count > maximumLineBytes {
            throw LiveRefusal(status: 431, message: "the request line is longer than \(maximumLineBytes) bytes; this server's addresses are far shorter")
        }
    }

    /// Whether `head` ends with an empty line (`\n\n` or `\n\r\n`, as in `\r\n\r\n`).
    private static func endsWithEmptyLine(_ head: [UInt8]) -> Bool {
        let newline = UInt8(ascii: "\n")
        return head.suffix(2).elementsEqual([newline, newline]) || head.suffix(3).elementsEqual([newline, UInt8(ascii: "\r"), newline])
    }

    /// What follows a whole head: a chunked body, a body of its `Content-Length`, or the next head.
    private static func bodyState(afterHead head: [UInt8]) -> State {
        var length: Int?
        var isChunked = false
        for line in head.split(separator: UInt8(ascii: "\n")).dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = text(of: line[..<colon]).lowercased()
            let value = text(of: line[line.index(after: colon)...])
            if name == "content-length" {
                length = Int(value)
            } else if name == "transfer-encoding" {
                isChunked = value.lowercased().hasSuffix("chunked")
            }
        }
        if isChunked { return .chunkSize }
        guard let length, length > 0 else { return .head }
        return .body(remaining: length)
    }

    /// The size a chunk's size line gives (hexadecimal, before any `;` extension).
    private static func chunkSize(_ line: [UInt8]) -> Int? {
        let digits = text(of: line.prefix { $0 != UInt8(ascii: ";") })
        guard let size = Int(digits, radix: 16), size >= 0, size < Int.max - 2 else { return nil }
        return size
    }

    /// `bytes` as text, without spaces, tabs and line ends at either end.
    private static func text(of bytes: ArraySlice<UInt8>) -> String {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
