import Foundation
import RibRendering
import RibvizLocking

/// The list of sessions, kept as the sessions change (a batch, a session read from its
/// file or ended), so that the list page costs its rows' text, never the sessions' state or
/// files, and any number of requests read it at once without waiting for the store. The
/// rows' HTML is drawn once for each change and each second (a row's state says how long
/// its session has been silent), and shared by the requests in between.
final class LiveSessionList: Sendable {
    /// How long a session may stay silent before the list says so: the app may have been
    /// killed, or be paused in the debugger.
    static let silenceGrace: TimeInterval = 10

    /// What the list shows of one session, its texts already escaped for HTML.
    struct Row: Sendable {
        var name: LiveSessionName
        /// The app's name from the session's header, escaped.
        var appHTML: String
        /// The saved file's path, escaped.
        var fileHTML: String
        /// How many events it holds; `nil` for a session an earlier server saved, of which
        /// only the header record was read.
        var eventCount: Int?
        var lastActivity: Date
        var hasEnded: Bool
        /// Whether an earlier server saved it and this one has not received it.
        var isSavedOnly = false
        /// Why the session ended before its end record, escaped.
        var endReasonHTML: String?
    }

    /// How many sessions a page of the list shows: the newest on the first page, older ones
    /// on the next (`/?page=2`), so that a page stays small however many sessions the
    /// server holds.
    static let pageSize = 100

    /// The rows' HTML, newest activity first, a page's worth at a time, as drawn for a
    /// version of the rows and a second.
    struct Drawing: Sendable {
        /// The rows of each page, in order; none when there is no session.
        var pages: [String]
        var count: Int
        fileprivate var version: Int
        fileprivate var second: Int
    }

    private struct Rows {
        var byName: [LiveSessionName: Row] = [:]
        /// One more for every change.
        var version = 0
        var drawing: Drawing?
    }

    /// The query that carries the token in links, escaped; empty without a token.
    private let tokenQuery: String
    private let rows = Locked(Rows())

    /// A list whose links carry `token`, when the server has one.
    init(token: String?) {
        tokenQuery = htmlText(token.map { "?token=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" } ?? "")
    }

    /// Notes the session as it is now: listed once it has a record or an end reason.
    func note(_ session: LiveSession) {
        guard session.recordCount > 0 || session.endReason != nil else { return }
        let row = Row(
            name: session.name,
            appHTML: htmlText(session.state?.declarations.header.app.name ?? "unknown"),
            fileHTML: htmlText(session.file.path),
            eventCount: session.state?.eventCount ?? 0,
            lastActivity: session.lastActivity,
            hasEnded: session.hasEnded,
            endReasonHTML: session.endReason.map(htmlText)
        )
        rows.withLock {
            $0.byName[session.name] = row
            $0.version += 1
        }
    }

    /// Notes a session an earlier server saved in the save folder, until this server holds
    /// it (``note(_:)`` then replaces its row).
    func noteSaved(_ saved: LiveSavedSession) {
        let row = Row(
            name: saved.name, appHTML: htmlText(saved.app), fileHTML: htmlText(saved.file.path), eventCount: nil, lastActivity: saved.modified,
            hasEnded: false, isSavedOnly: true)
        rows.withLock {
            guard $0.byName[saved.name] == nil else { return }
            $0.byName[saved.name] = row
            $0.version += 1
        }
    }

    /// The rows' HTML at `now`: the drawing of this version of the rows in this second, or
    /// a new one (drawn outside the lock, so that neither a batch nor another request waits
    /// for it).
    func drawing(at now: Date = Date()) -> Drawing {
        let second = Int(now.timeIntervalSince1970.rounded(.down))
        let (current, version, byName) = rows.withLock { ($0.drawing, $0.version, $0.byName) }
        if let current, current.version == version, current.second == second { return current }
        let sorted = byName.values.sorted { $0.lastActivity > $1.lastActivity }
        let pages = stride(from: 0, to: sorted.count, by: Self.pageSize).map { start in
            var html = ""
            html.reserveCapacity(Self.pageSize * 300)
            for row in sorted[start..<min(start + Self.pageSize, sorted.count)] { append(row, now: now, to: &html) }
            return html
        }
        let drawing = Drawing(pages: pages, count: sorted.count, version: version, second: second)
        rows.withLock { rows in
            if rows.version == version, rows.drawing.map({ $0.second <= second }) ?? true { rows.drawing = drawing }
        }
        return drawing
    }

    /// The address of page `page` (from 1) of the list, with the token when the server has one.
    func address(ofPage page: Int) -> String {
        page == 1 ? "/\(tokenQuery)" : "/?page=\(page)" + (tokenQuery.isEmpty ? "" : "&amp;" + tokenQuery.dropFirst())
    }

    /// Appends the row of one session (its name needs no escaping, but is escaped all the same).
    private func append(_ row: Row, now: Date, to html: inout String) {
        let silence = now.timeIntervalSince(row.lastActivity)
        let state =
            row.isSavedOnly
            ? "saved by an earlier server"
            : row.hasEnded
                ? "ended"
                : row.endReasonHTML ?? (silence > Self.silenceGrace ? "silent for \(Int(silence)) s (saved)" : "receiving")
        let name = htmlText(row.name.rawValue)
        let events = row.eventCount.map(String.init) ?? "–"
        html += "<tr><td><a href=\"/sessions/\(name)\(tokenQuery)\">\(name)</a></td><td>\(row.appHTML)</td><td>\(events)</td><td>\(state)</td>"
        html += "<td><a href=\"/sessions/\(name)/trace.jsonl\(tokenQuery)\">\(row.fileHTML)</a></td></tr>\n"
    }
}
