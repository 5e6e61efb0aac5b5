import Foundation
import RibInspector

/// Puts a report's content, style and script into one HTML page.
///
/// The content travels as JSON in a `<script type="application/json">` element, with
/// `<`, `>` and `&` written as `\u003c`, `\u003e` and `\u0026` so that no name in a trace
/// can end the element early, and the characters text outputs escape (a right-to-left
/// override, a zero-width space…) as `\u` escapes too, so that the file holds none raw. The page's script builds everything else with text nodes,
/// never with markup, so names stay text.
struct ReportPage {
    let content: ReportContent
    /// Where a live page asks for new records, when `ribviz live` serves it.
    var live: ReportLiveFeed? = nil

    func html() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = Self.scriptSafe(try encoder.encode(content.script))
        let title = Self.escaped(content.title)
        let generator = content.graphvizVersion.map { "ribviz, graphviz \(Self.escaped($0))" } ?? "ribviz"
        var page = Data()
        page.append(
            contentsOf: """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <meta name="generator" content="\(generator)">
                <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\(live == nil ? "" : "; connect-src 'self'")">
                <title>\(title) · RIB tree report</title>
                <style>
                \(ReportStylesheet.css)</style>
                <noscript><style>.needs-script { display: none; }</style></noscript>
                </head>
                <body>
                <header>
                <h1>\(title)</h1>
                <p id="subtitle">\(Self.escaped(content.subtitle))</p>
                <dl id="summary">
                \(content.summary.map(Self.figure).joined())</dl>
                </header>
                <noscript><p class="notice">JavaScript is off: this page shows the tree at the end of the session and the anomalies. Turn JavaScript on to step through the events, search, collapse and zoom the tree, see the timeline and each RIB's details.</p></noscript>
                <main>
                <section id="tree-panel" aria-label="RIB tree">
                <div class="controls needs-script">
                <button type="button" id="first" aria-label="First event" title="First event (Home)">◀︎◀︎</button>
                <button type="button" id="previous" aria-label="Previous event" title="Previous event (←)">◀︎</button>
                <input type="range" id="slider" min="0" max="0" value="0" aria-label="Event">
                <button type="button" id="next" aria-label="Next event" title="Next event (→)">▶︎</button>
                <button type="button" id="last" aria-label="Last event" title="Last event (End)">▶︎▶︎</button>
                </div>
                <div class="controls needs-script">
                <input type="search" id="search" placeholder="Find a RIB by name or type  ( / )" aria-label="Find a RIB by name or type" autocomplete="off">
                <span id="search-count" aria-live="polite"></span>
                <button type="button" id="zoom-out" aria-label="Zoom out" title="Zoom out (-)">−</button>
                <button type="button" id="zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>
                <button type="button" id="fit" title="Fit the tree in view (0)">Fit</button>
                <button type="button" id="actual" title="Draw the tree at its natural size (1)">100%</button>
                <button type="button" id="expand-all" title="Expand every collapsed RIB and leave the focus">Show all</button>
                <label class="switch"><input type="checkbox" id="show-detached"> out of the tree</label>
                </div>
                <p id="caption" aria-live="polite">The tree at the end of the session.</p>
                <p id="scope-note" class="hint" hidden></p>
                <div id="tree" role="group" aria-label="The RIB tree" tabindex="-1">\(content.drawing)</div>
                \(Self.legend)
                </section>
                <aside>
                <section id="details" class="needs-script" aria-label="Selected RIB"></section>
                <section id="findings-panel">
                <h2>\(findingsHeading)</h2>
                <ol id="findings">
                \(content.findings.map(findingItem).joined())</ol>
                </section>
                <section id="events-panel" class="needs-script"><h2>Events</h2><ol id="events"></ol></section>
                </aside>
                </main>
                <section id="timeline-panel" class="needs-script" aria-label="Timeline">
                <h2>Timeline</h2>
                <div class="controls">
                <button type="button" id="time-zoom-in" title="Show half the time, around the cursor">Zoom in</button>
                <button type="button" id="time-zoom-out" title="Show twice the time">Zoom out</button>
                <button type="button" id="time-all" title="Show the whole session">Whole session</button>
                <span id="time-range" class="hint"></span>
                </div>
                <p class="hint">Click the timeline to jump to that moment, a RIB's name to see its details; drag along the time axis to zoom into that range.</p>
                <div id="timeline" role="group" aria-label="Every RIB's lifecycle over the session"></div>
                </section>
                <footer>Made with ribviz from a recorded trace. Hover over a RIB for its path and types.</footer>
                <script type="application/json" id="ribviz-data">
                """.utf8)
        page.append(json)
        if let live {
            page.append(contentsOf: "\n</script>\n<script type=\"application/json\" id=\"ribviz-live\">\n".utf8)
            page.append(Self.scriptSafe(try encoder.encode(live)))
        }
        page.append(
            contentsOf: """

                </script>
                <script>
                \(ReportScript.javaScript)</script>
                </body>
                </html>

                """.utf8)
        return page
    }

    /// What the tree's shapes, colours and marks mean.
    private static let legend = """
        <details id="legend" open><summary>What the tree shows</summary><ul>
        <li><span class="swatch box"></span> a viewful RIB (it has a view controller)</li>
        <li><span class="swatch oval"></span> a viewless RIB</li>
        <li><span class="swatch box live"></span> in the live tree, its interactor active; white with grey text: inactive</li>
        <li><span class="swatch box out"></span> alive but out of the live tree: detached, or below a detached RIB. Staying so past the leak grace is a leak</li>
        <li><span class="swatch box empty"></span> a place no RIB holds at this moment (another moment of the session used it)</li>
        <li><span class="swatch frame"></span> a scope (a component) and what it shares; <span class="swatch tag"></span> an adapter that builds the RIB below it</li>
        <li><span class="badge-sample">!</span> an anomaly about this RIB; green or red outline: the RIB the current event attached or detached</li>
        </ul></details>
        """

    /// `3 anomalies (leak grace 1.000 s, maximum depth 5)`.
    private var findingsHeading: String {
        let count =
            switch content.findings.count {
            case 0: "No anomalies"
            case 1: "1 anomaly"
            case let count: "\(count) anomalies"
            }
        return "\(count) <span class=\"thresholds\">(\(Self.escaped(content.thresholds)))</span>"
    }

    private static func figure(_ figure: ReportContent.Figure) -> String {
        "<div><dt>\(escaped(figure.label))</dt><dd>\(escaped(figure.value))</dd></div>\n"
    }

    /// A finding: its kind, what happened, and a link to the moment that shows it.
    private func findingItem(_ finding: ReportContent.Finding) -> String {
        let events = content.script.events
        let sequence = events.sequence[finding.event]
        let address = "#event=\(sequence)" + (finding.rib.map { "&amp;rib=\($0)" } ?? "")
        let time = TimeWording.seconds(events.time[finding.event])
        return "<li><span class=\"kind\">\(Self.escaped(finding.kind))</span> \(Self.escaped(finding.message))"
            + " <a class=\"finding-link\" href=\"\(address)\">event \(sequence) at \(time): \(Self.escaped(events.line[finding.event]))</a></li>\n"
    }

    /// JSON that can sit inside a `<script>` element: the only bytes that could end the
    /// element or open a comment are `<`, `>` and `&`, and JSON allows them escaped. The
    /// characters ``TextEscaping/isShownEscaped(_:)`` names, which JSON can only hold in
    /// strings, are escaped as well (`\u202e`): the same text, none of it hidden in the file.
    /// Runs of other bytes are copied whole: the drawings make the JSON large.
    private static func scriptSafe(_ json: Data) -> Data {
        var safe = [UInt8]()
        safe.reserveCapacity(json.count + json.count / 16)
        json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let length: Int
                switch byte {
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): length = 1
                // The first bytes of every multibyte character that text outputs escape.
                case 0xC2, 0xD8: length = 2
                case 0xE2, 0xEF: length = 3
                default: length = 0
                }
                guard length > 0, index + length <= bytes.count else {
                    index += 1
                    continue
                }
                let scalar = bytes[index + 1..<index + length].reduce(UInt32(byte) & (length == 1 ? 0x7F : 0x3F >> (length - 1))) {
                    $0 << 6 | UInt32($1 & 0x3F)
                }
                guard length == 1 || Unicode.Scalar(scalar).map(TextEscaping.isShownEscaped) == true else {
                    index += length
                    continue
                }
                let hex = String(scalar, radix: 16)
                safe.append(contentsOf: bytes[runStart..<index])
                safe.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                index += length
                runStart = index
            }
            safe.append(contentsOf: bytes[runStart...])
        }
        return Data(safe)
    }

    /// Text for HTML content and attribute values.
    private static func escaped(_ text: String) -> String {
        htmlText(text)
    }
}
