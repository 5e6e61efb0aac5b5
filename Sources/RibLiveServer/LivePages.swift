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

    /// Page `page` (from 1) of the list of sessions, from the rows' drawing
    /// (``LiveSessionList/drawing(at:)``): those this server holds, and those an earlier
    /// server saved that it does not hold. The page asks for itself again every
    /// ``listRefreshMilliseconds``.
    ///
    /// - Throws: ``LiveRefusal`` (404) for a page past the last.
    func sessionList(_ rows: LiveSessionList.Drawing, page: Int, of list: LiveSessionList) throws(LiveRefusal) -> HTTPResponse {
        let body: String
        if rows.count == 0 {
            body =
                "<p>No session yet. Start an app whose <code>RibRecorder</code> has a <code>LiveTraceSink</code> for this address, or run <code>ribviz demo --live &lt;this address&gt;</code>.</p>"
        } else if rows.pages.indices.contains(page - 1) {
            body =
                Self.pageLinks(rows, page: page, of: list)
                + "<table><thead><tr><th>Session</th><th>App</th><th>Events</th><th>State</th><th>Trace file</th></tr></thead><tbody>\(rows.pages[page - 1])</tbody></table>"
        } else {
            throw LiveRefusal(status: 404, message: "the list of sessions has \(rows.pages.count) pages, not \(page): its first page is /")
        }
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

    /// Which sessions a page shows and links to its neighbours, when the list has more
    /// than one page.
    private static func pageLinks(_ rows: LiveSessionList.Drawing, page: Int, of list: LiveSessionList) -> String {
        guard rows.pages.count > 1 else { return "" }
        let first = (page - 1) * LiveSessionList.pageSize + 1
        let last = min(page * LiveSessionList.pageSize, rows.count)
        var links = ["Sessions \(first)–\(last) of \(rows.count), the most recently active first."]
        if page > 1 { links.append("<a rel=\"prev\" href=\"\(list.address(ofPage: page - 1))\">Newer</a>") }
        if page < rows.pages.count { links.append("<a rel=\"next\" href=\"\(list.address(ofPage: page + 1))\">Older</a>") }
        return "<p id=\"list-pages\">\(links.joined(separator: " "))</p>"
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
