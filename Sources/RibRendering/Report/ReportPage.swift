import Foundation

/// Puts a report's content, style and script into one HTML page.
///
/// The content travels as JSON in a `<script type="application/json">` element, with
/// `<`, `>` and `&` written as `\u003c`, `\u003e` and `\u0026` so that no name in a trace
/// can end the element early. The page's script builds everything else with text nodes,
/// never with markup, so names stay text.
struct ReportPage {
    let content: ReportContent

    func html() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = Self.scriptSafe(try encoder.encode(content))
        let title = Self.escaped(content.title)
        var page = Data()
        page.append(contentsOf: """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="ribviz">
            <title>\(title) · RIB tree report</title>
            <style>
            \(ReportStylesheet.css)</style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <p id="subtitle">\(Self.escaped(content.subtitle))</p>
            <dl id="summary"></dl>
            </header>
            <noscript><p class="notice">This report needs JavaScript to show the tree and the timeline.</p></noscript>
            <main>
            <section id="tree-panel" aria-label="RIB tree">
            <div class="controls">
            <button type="button" id="first" title="First event (Home)">◀◀</button>
            <button type="button" id="previous" title="Previous event (←)">◀</button>
            <input type="range" id="slider" min="0" max="0" value="0" aria-label="Event">
            <button type="button" id="next" title="Next event (→)">▶</button>
            <button type="button" id="last" title="Last event (End)">▶▶</button>
            </div>
            <p id="caption" aria-live="polite"></p>
            <div id="tree"></div>
            </section>
            <aside>
            <section id="details" aria-label="Selected RIB"></section>
            <section id="findings-panel"><h2 id="findings-title">Anomalies</h2><ol id="findings"></ol></section>
            <section id="events-panel"><h2>Events</h2><ol id="events"></ol></section>
            </aside>
            </main>
            <section id="timeline-panel" aria-label="Timeline">
            <h2>Timeline</h2>
            <p class="hint">Click the timeline to jump to that moment, or a RIB's name to see its details.</p>
            <div id="timeline"></div>
            </section>
            <footer>Made with ribviz from a recorded trace. Hover over a RIB or a bar for more.</footer>
            <script type="application/json" id="ribviz-data">
            """.utf8)
        page.append(json)
        page.append(contentsOf: """

            </script>
            <script>
            \(ReportScript.javaScript)</script>
            </body>
            </html>

            """.utf8)
        return page
    }

    /// JSON that can sit inside a `<script>` element: the only bytes that could end the
    /// element or open a comment are `<`, `>` and `&`, and JSON allows them escaped.
    /// Runs of other bytes are copied whole: the drawings make the JSON large.
    private static func scriptSafe(_ json: Data) -> Data {
        var safe = [UInt8]()
        safe.reserveCapacity(json.count + json.count / 16)
        json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var runStart = 0
            for (index, byte) in bytes.enumerated() {
                let escape: String
                switch byte {
                case UInt8(ascii: "<"): escape = #"\u003c"#
                case UInt8(ascii: ">"): escape = #"\u003e"#
                case UInt8(ascii: "&"): escape = #"\u0026"#
                default: continue
                }
                safe.append(contentsOf: bytes[runStart..<index])
                safe.append(contentsOf: escape.utf8)
                runStart = index + 1
            }
            safe.append(contentsOf: bytes[runStart...])
        }
        return Data(safe)
    }

    /// Text for HTML content and attribute values.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
