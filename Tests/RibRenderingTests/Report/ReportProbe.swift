import Foundation
import RibInspector
import RibRendering

/// Opens a trace's HTML report in a headless browser with a probe: a script first in
/// `<head>` that collects every error the page raises, and a driver script last in
/// `<body>` that uses the page as a person would and returns what it saw. The probe
/// writes the driver's result and the errors as JSON into the document.
struct ReportProbe {
    let browser: HeadlessBrowser

    /// What the page did.
    struct Result {
        /// What the driver returned.
        var observations: [String: Any]
        /// Errors and console errors the page raised, in order.
        var errors: [String]
    }

    /// Runs `driver`, the body of an async JavaScript function whose return value is the
    /// observations, in the report of `trace` opened at `fragment`.
    func run(_ trace: Trace, driver: String, fragment: String? = nil) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        let report = String(decoding: try HTMLReport().render(trace), as: UTF8.self)
        try Data(Self.instrument(report, driver: driver).utf8).write(to: page)

        let document = try browser.document(at: page, fragment: fragment)
        guard let start = document.range(of: #"<pre id="probe">"#),
              let end = document.range(of: "</pre>", range: start.upperBound..<document.endIndex) else {
            throw ProbeError.noResult(document: String(document.suffix(2_000)))
        }
        let json = Data(document[start.upperBound..<end.lowerBound].utf8)
        guard let result = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw ProbeError.noResult(document: String(decoding: json, as: UTF8.self))
        }
        return Result(observations: result["observations"] as? [String: Any] ?? [:], errors: result["errors"] as? [String] ?? [])
    }

    private static func instrument(_ report: String, driver: String) -> String {
        let catcher = """
            <head>
            <script>
            window.probeErrors = [];
            window.addEventListener('error', (event) => probeErrors.push(String(event.message)));
            window.addEventListener('unhandledrejection', (event) => probeErrors.push(String(event.reason)));
            const consoleError = console.error;
            console.error = (...parts) => { probeErrors.push(parts.join(' ')); consoleError(...parts); };
            </script>
            """
        let runner = """
            <script>
            (async () => {
              let observations = {};
              try { observations = await (async () => { \(driver) })(); } catch (error) { probeErrors.push('probe: ' + error); }
              const output = document.createElement('pre');
              output.id = 'probe';
              output.textContent = JSON.stringify({ observations, errors: probeErrors })
                .replace(/[<>&]/g, (character) => '\\\\u' + character.charCodeAt(0).toString(16).padStart(4, '0'));
              document.body.append(output);
            })();
            </script>
            </body>
            """
        return report.replacingOccurrences(of: "<head>", with: catcher).replacingOccurrences(of: "</body>", with: runner)
    }

    enum ProbeError: Error {
        case noResult(document: String)
    }
}
