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

    /// The thresholds of the findings the pages show.
    var analysisOptions = TraceAnalysis.Options()

    /// The list of sessions, from the rows' drawing (``LiveSessionList/drawing(at:)``):
    /// those this server holds, and those an earlier server saved that it does not hold.
    /// The page asks for the list again every ``listRefreshMilliseconds``.
    func sessionList(_ rows: LiveSessionList.Drawing) -> HTTPResponse {
        let body =
            rows.count == 0
            ? "<p>No session yet. Start an app whose <code>RibRecorder</code> has a <code>LiveTraceSink</code> for this address, or run <code>ribviz demo --live &lt;this address&gt;</code>.</p>"
            : "<table><thead><tr><th>Session</th><th>App</th><th>Events</th><th>State</th><th>Trace file</th></tr></thead><tbody>\(rows.html)</tbody></table>"
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
                updates: "/sessions/\(session.name.rawValue)/updates", requests: "/sessions/\(session.name.rawValue)/requests", records: session.recordCount,
                ended: session.hasEnded,
                silentMilliseconds: UInt64(silence * 1000))
            return html(try HTMLReport(analysisOptions: analysisOptions).renderLive(trace, feed: feed))
        } catch {
            throw LiveRefusal(status: 500, message: "cannot draw session \(session.name): \(error)")
        }
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
