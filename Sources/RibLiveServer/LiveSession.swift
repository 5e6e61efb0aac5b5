import Foundation
import RibInspector
import RibInspectorTools

/// One recording as the server receives it: its JSON Lines records, kept in memory and
/// appended to `<save folder>/<name>.jsonl` as they arrive, so that the file is a trace
/// every ribviz command reads at any moment, and a restarted server resumes the session
/// from it.
struct LiveSession: Sendable {
    let name: LiveSessionName
    let file: URL
    /// Every record received, one line each.
    private(set) var bytes: [UInt8] = []
    /// Where each record's line ends in `bytes`.
    private var lineEnds: [Int] = []
    /// How many records (lines) the session holds.
    var recordCount: UInt64 { UInt64(lineEnds.count) }
    /// The trace the records make, once there is a header.
    private(set) var trace: Trace?
    /// Whether the end record arrived.
    private(set) var hasEnded = false
    /// When the last batch arrived.
    private(set) var lastActivity = Date()

    /// The lines of the session's first `count` records, or `nil` when it holds fewer.
    func bytes(ofFirst count: UInt64) -> ArraySlice<UInt8>? {
        guard count <= recordCount else { return nil }
        return bytes[..<(count == 0 ? 0 : lineEnds[Int(count) - 1])]
    }

    /// A new session, or the one a previous server saved in `folder`.
    ///
    /// - Throws: ``LiveRefusal`` when the saved file is no longer a trace.
    init(name: LiveSessionName, folder: URL) throws(LiveRefusal) {
        self.name = name
        file = folder.appendingPathComponent("\(name.rawValue).jsonl")
        guard let saved = FileManager.default.contents(atPath: file.path), !saved.isEmpty else { return }
        var complete = Array(saved)
        // A server killed while writing may have left half a line: it is not counted.
        if let lastNewline = complete.lastIndex(of: UInt8(ascii: "\n")) {
            complete.removeSubrange((lastNewline + 1)...)
        } else {
            complete = []
        }
        guard !complete.isEmpty else { return }
        do {
            trace = try TraceReader().read(complete, source: file.path)
        } catch {
            throw LiveRefusal(status: 500, message: "the saved session \(file.path) is not a readable trace: \(error); move it away to start the session again")
        }
        bytes = complete
        lineEnds = complete.indices.filter { complete[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        hasEnded = Self.isEndRecord(Self.lastLine(of: complete))
        let modified = try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        lastActivity = modified ?? Date()
    }

    /// Takes a batch of lines that starts at record `firstRecord` of the session.
    ///
    /// Lines the session already holds are skipped, so a batch sent twice changes nothing;
    /// they must be the same lines, though.
    ///
    /// - Returns: Whether the session holds every record before the batch (otherwise the
    ///   sender must resend from ``recordCount``).
    /// - Throws: ``LiveRefusal`` when the lines do not continue the trace; nothing is kept.
    mutating func receive(_ batch: [UInt8], firstRecord: UInt64, now: Date = Date()) throws(LiveRefusal) -> Bool {
        guard firstRecord <= recordCount else { return false }
        guard batch.last == UInt8(ascii: "\n") else {
            throw .badRequest("the batch's last line has no newline: send whole JSON Lines records, each ending with \\n")
        }
        let lines = batch.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        let overlap = Int(min(recordCount - firstRecord, UInt64(lines.count)))
        for (offset, line) in lines.prefix(overlap).enumerated() {
            let index = Int(firstRecord) + offset
            let start = index == 0 ? 0 : lineEnds[index - 1]
            guard bytes[start..<(lineEnds[index] - 1)].elementsEqual(line) else {
                throw LiveRefusal(status: 409, message: "session \(name) holds a different record \(index) (another recording under the same name?); use a new session name")
            }
        }
        let fresh = lines.dropFirst(overlap)
        lastActivity = now
        guard !fresh.isEmpty else { return true }
        guard !hasEnded else {
            throw LiveRefusal(status: 409, message: "session \(name) already ended with its end record; a new recording needs a new session name")
        }
        var candidate = bytes
        for line in fresh {
            candidate.append(contentsOf: line)
            candidate.append(UInt8(ascii: "\n"))
        }
        let read: Trace
        do {
            read = try TraceReader().read(candidate, source: "session \(name)")
        } catch {
            throw .badRequest("records \(firstRecord)… of session \(name) do not continue its trace: \(error)")
        }
        try append(candidate[bytes.count...])
        var end = bytes.count
        for line in fresh {
            end += line.count + 1
            lineEnds.append(end)
        }
        bytes = candidate
        trace = read
        hasEnded = Self.isEndRecord(fresh.last.map(Array.init) ?? [])
        return true
    }

    private func append(_ lines: ArraySlice<UInt8>) throws(LiveRefusal) {
        do {
            if !FileManager.default.fileExists(atPath: file.path) {
                try Data().write(to: file)
            }
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(lines))
        } catch {
            throw LiveRefusal(status: 500, message: "cannot save session \(name) to \(file.path): \(error.localizedDescription); check that the save folder is writable")
        }
    }

    private static func lastLine(of bytes: [UInt8]) -> [UInt8] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        return lines.last.map(Array.init) ?? []
    }

    private static func isEndRecord(_ line: [UInt8]) -> Bool {
        line.starts(with: Array(#"{"record":"end""#.utf8))
    }
}
