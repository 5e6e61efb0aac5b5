import Foundation
import RibInspector
import RibInspectorTools
import RibRendering

/// One recording as the server receives it: appended to `<save folder>/<name>.jsonl` as
/// its records arrive, so that the file is a trace every ribviz command reads at any
/// moment, and a restarted server resumes the session from it.
///
/// It keeps no record and no event in memory: each batch is checked and taken by the
/// session's ``LiveReportState`` (the declarations, the tree, the analysis and the places
/// so far, and a window of recent events for pages that follow the session), and saved.
struct LiveSession: Sendable {
    let name: LiveSessionName
    /// Where the session is saved.
    var file: URL { saved.url }
    private var saved: LiveSessionFile
    /// What the session's pages need, once the header record arrived.
    private(set) var state: LiveReportState?
    /// How many records (lines) the session holds.
    var recordCount: UInt64 { state?.records ?? 0 }
    /// Whether the end record arrived.
    var hasEnded: Bool { state?.hasEnded ?? false }
    /// When the last batch arrived.
    private(set) var lastActivity = Date()
    /// Why the session ended before its end record (a followed file's bad line), if it did.
    var endReason: String?
    /// The thresholds of the findings the session's pages show.
    private let analysisOptions: TraceAnalysis.Options

    /// A new session, or the one a previous server saved in `folder`, read once.
    ///
    /// - Parameter write: How the session file is written (replaced in tests).
    /// - Throws: ``LiveRefusal`` when the saved file is no longer a trace.
    init(
        name: LiveSessionName,
        folder: URL,
        analysisOptions: TraceAnalysis.Options = TraceAnalysis.Options(),
        write: @escaping LiveSessionFile.Write = { try $0.write(contentsOf: $1) }
    ) throws(LiveRefusal) {
        self.name = name
        self.analysisOptions = analysisOptions
        saved = LiveSessionFile(url: folder.appendingPathComponent("\(name.rawValue).jsonl"), write: write)
        let complete = try saved.resume()
        guard !complete.isEmpty else { return }
        do {
            state = try LiveReportState(firstLines: complete, source: file.path, analysisOptions: analysisOptions)
        } catch {
            throw LiveRefusal(status: 500, message: "the saved session \(file.path) is not a readable trace: \(error); move it away to start the session again")
        }
        let modified = try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        lastActivity = modified ?? Date()
    }

    /// Takes a batch of lines that starts at record `firstRecord` of the session.
    ///
    /// Lines the session already holds are skipped, so a batch sent twice changes nothing;
    /// they must be the same lines, though (they are compared with the saved file).
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
        if overlap > 0 {
            let held = saved.savedRecords().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for (offset, line) in lines.prefix(overlap).enumerated() {
                let index = Int(firstRecord) + offset
                guard index < held.count, held[index].elementsEqual(line) else {
                    throw LiveRefusal(status: 409, message: "session \(name) holds a different record \(index) (another recording under the same name?); use a new session name")
                }
            }
        }
        let fresh = lines.dropFirst(overlap)
        guard !fresh.isEmpty else {
            lastActivity = now
            return true
        }
        guard !hasEnded else {
            throw LiveRefusal(status: 409, message: "session \(name) already ended with its end record; a new recording needs a new session name")
        }
        var freshBytes: [UInt8] = []
        for line in fresh {
            freshBytes.append(contentsOf: line)
            freshBytes.append(UInt8(ascii: "\n"))
        }
        do {
            if state == nil {
                state = try LiveReportState(firstLines: freshBytes, source: "session \(name)", analysisOptions: analysisOptions)
            } else {
                // In place, never on a copy, which would copy the whole state: a refused batch
                // leaves the state as it was.
                try state?.receive(freshBytes)
            }
        } catch {
            throw refusal(of: error, firstRecord: firstRecord)
        }
        do throws(LiveRefusal) {
            try saved.append(freshBytes[...], session: name)
        } catch {
            // The state took the batch that the file lacks: it is read again from the
            // records saved before it.
            state = try? LiveReportState(firstLines: saved.savedRecords(), source: file.path, analysisOptions: analysisOptions)
            throw error
        }
        lastActivity = now
        return true
    }

    /// The 400 for a batch whose lines do not continue the trace: the reader's message,
    /// or, for a RIB or scope that names a scope not declared by the batch's end, what the
    /// server expects instead (the saved file must read as a trace after every batch).
    private func refusal(of error: TraceReadError, firstRecord: UInt64) -> LiveRefusal {
        guard case .undeclaredReference(let scope, let declaration) = error.problem else {
            return .badRequest("records \(firstRecord)… of session \(name) do not continue its trace: \(error)", readError: error)
        }
        let record = error.position.map { "record \($0.line - 1)" } ?? "a record"
        return .badRequest(
            "\(record) of session \(name): \(declaration) names \(scope), which neither the batch nor the records before it declare; "
                + "send each scope's record before the RIBs and scopes that name it (ribviz's sinks and `ribviz demo --json-lines` do), "
                + "so that the saved session is a readable trace after every batch",
            readError: error)
    }

    /// What a page that shows `records` records needs
    /// (``LiveReportState/pendingUpdate(afterRecords:direction:)``), or `nil`
    /// before the header record.
    mutating func pendingUpdate(afterRecords records: UInt64, direction: LayoutDirection) -> LiveReportState.PendingUpdate? {
        state?.pendingUpdate(afterRecords: records, direction: direction)
    }

    /// Notes that a page is drawn from the session's records so far
    /// (``LiveReportState/noteShown()``).
    mutating func noteShown() {
        state?.noteShown()
    }

    /// The session's records as saved in its file.
    func savedRecords() -> [UInt8] {
        saved.savedRecords()
    }
}
