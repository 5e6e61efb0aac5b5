import FlyingFox
import Foundation
import RibInspector
import RibInspectorTools
import RibRendering

/// The pages of `ribviz live`: the list of sessions and each session's report.
struct LivePages: Sendable {
    /// The policy every page is served with: nothing from elsewhere, the page's own inline
    /// style and script, and requests back to this server only.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'"

    /// How long a session may stay silent before the list says so: the app may have been
    /// killed, or be paused in the debugger.
    static let silenceGrace: TimeInterval = 10

    /// The token to carry in links, when the server has one.
    let token: String?
    /// The thresholds of the findings the pages show.
    var analysisOptions = TraceAnalysis.Options()

    /// The list of sessions, newest activity first, with links to each one's page and file:
    /// those this server holds, and those an earlier server saved (`saved`) that it does not
    /// hold. The page asks for the list again every ``listRefreshMilliseconds``.
    func sessionList(_ sessions: [LiveSession], saved: [LiveSavedSession] = []) -> HTTPResponse {
        let held = Set(sessions.map(\.name))
        let listed = sessions.map(ListedSession.init) + saved.filter { !held.contains($0.name) }.map(ListedSession.init)
        let rows = listed.sorted { $0.lastActivity > $1.lastActivity }.map(row).joined()
        let body =
            listed.isEmpty
            ? "<p>No session yet. Start an app whose <code>RibRecorder</code> has a <code>LiveTraceSink</code> for this address, or run <code>ribviz demo --live &lt;this address&gt;</code>.</p>"
            : "<table><thead><tr><th>Session</th><th>App</th><th>Events</th><th>State</th><th>Trace file</th></tr></thead><tbody>\(rows)</tbody></table>"
        return html(
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <title>ribviz live</title>
            <style>body{font:14px system-ui,sans-serif;margin:2em}td,th{padding:.3em .8em;text-align:left}</style>
            </head><body><h1>ribviz live</h1>
            <p id="list-status" role="status"></p>
            <main id="sessions">
            \(body)
            </main>
            <script>\(Self.listScript)</script>
            </body></html>
            """)
    }

    /// How often the session list asks for itself again.
    static let listRefreshMilliseconds = 2000

    /// The session list's script: it asks for the page again and puts its list in place of
    /// its own (the link that has the focus keeps it), or says that the server does not answer.
    private static let listScript = """
        (() => {
          const status = document.getElementById('list-status');
          const refresh = async () => {
            try {
              const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
              if (!response.ok) throw new Error('HTTP ' + response.status);
              const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById('sessions');
              const list = document.getElementById('sessions');
              if (fresh && fresh.innerHTML !== list.innerHTML) {
                const focused = list.contains(document.activeElement) ? document.activeElement.getAttribute('href') : null;
                list.replaceChildren(...fresh.childNodes);
                const again = focused === null ? null : [...list.querySelectorAll('a')].find((link) => link.getAttribute('href') === focused);
                if (again) again.focus();
              }
              status.textContent = '';
            } catch (error) {
              status.textContent = 'Reconnecting: the server does not answer; the list is as it last was.';
            }
            setTimeout(refresh, \(listRefreshMilliseconds));
          };
          setTimeout(refresh, \(listRefreshMilliseconds));
        })();
        """

    /// A row of the list.
    private struct ListedSession {
        var name: LiveSessionName
        var app: String
        var events: String
        /// When its last record arrived, for the order of the list and its silence.
        var lastActivity: Date
        var hasEnded: Bool
        var file: URL
        /// Whether it is an earlier server's, not received by this one.
        var isSavedOnly: Bool

        init(_ session: LiveSession) {
            self.init(
                name: session.name, app: session.state?.declarations.header.app.name ?? "unknown", events: String(session.state?.eventCount ?? 0),
                lastActivity: session.lastActivity, hasEnded: session.hasEnded, file: session.file, isSavedOnly: false)
        }

        init(_ saved: LiveSavedSession) {
            self.init(name: saved.name, app: saved.app, events: "–", lastActivity: saved.modified, hasEnded: false, file: saved.file, isSavedOnly: true)
        }

        private init(name: LiveSessionName, app: String, events: String, lastActivity: Date, hasEnded: Bool, file: URL, isSavedOnly: Bool) {
            (self.name, self.app, self.events, self.lastActivity, self.hasEnded, self.file, self.isSavedOnly) =
                (name, app, events, lastActivity, hasEnded, file, isSavedOnly)
        }
    }

    /// The session's report as far as it got, which follows the session as it grows: drawn
    /// from the saved file, read for the page and let go of after it.
    func sessionPage(_ session: LiveSession) throws(LiveRefusal) -> HTTPResponse {
        guard session.state != nil else {
            throw LiveRefusal(status: 404, message: "session \(session.name) has no header record yet")
        }
        do {
            let trace = try TraceReader().read(session.savedRecords(), source: session.file.path)
            let silence = max(0, Date().timeIntervalSince(session.lastActivity))
            let feed = ReportLiveFeed(
                updates: "/sessions/\(session.name.rawValue)/updates", records: session.recordCount, ended: session.hasEnded,
                silentMilliseconds: UInt64(silence * 1000))
            return html(try HTMLReport(analysisOptions: analysisOptions).renderLive(trace, feed: feed))
        } catch {
            throw LiveRefusal(status: 500, message: "cannot draw session \(session.name): \(error)")
        }
    }

    private func row(_ session: ListedSession) -> String {
        let link = "/sessions/\(session.name.rawValue)" + tokenQuery
        let silence = Date().timeIntervalSince(session.lastActivity)
        let state =
            session.isSavedOnly
            ? "saved by an earlier server"
            : session.hasEnded
                ? "ended"
                : silence > Self.silenceGrace ? "silent for \(Int(silence)) s (saved)" : "receiving"
        return "<tr><td><a href=\"\(htmlText(link))\">\(htmlText(session.name.rawValue))</a></td>"
            + "<td>\(htmlText(session.app))</td>"
            + "<td>\(session.events)</td><td>\(state)</td>"
            + "<td><a href=\"\(htmlText("/sessions/\(session.name.rawValue)/trace.jsonl" + tokenQuery))\">\(htmlText(session.file.path))</a></td></tr>\n"
    }

    private var tokenQuery: String {
        token.map { "?token=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" } ?? ""
    }

    private func html(_ text: String) -> HTTPResponse {
        html(Data(text.utf8))
    }

    private func html(_ data: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                HTTPHeader("Content-Security-Policy"): Self.contentSecurityPolicy,
                HTTPHeader("X-Content-Type-Options"): "nosniff",
                .cacheControl: "no-store",
            ],
            body: data
        )
    }
}
