import BenchmarkSupport
import Foundation

/// An HTML report opened in headless Chromium, timed by the page itself.
///
/// The report is written to a file with two scripts added: one first in `<head>` that
/// collects the page's errors, and a probe last in `<body>`, which runs right after the
/// page's own script. The probe reads `performance.now()` (milliseconds since navigation
/// started) as its first act: the page's first screen is ready to be drawn then. It then
/// forces style and layout (`document.body.offsetHeight`) and reads the clock again, and
/// moves the slider as a person would, dispatching `input` events on `#slider` and timing
/// each synchronously: the page's script alone, and with the style and layout it causes.
/// The probe writes its figures as JSON into the document, which
/// `chromium --headless --dump-dom` prints.
struct ReportInBrowser {
    /// The browser.
    let executable: String

    /// Chromium or Chrome from the `PATH`, or nil.
    static func installed() -> ReportInBrowser? {
        ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy
            .compactMap(programPath).first.map(ReportInBrowser.init)
    }

    /// What one opening of the page measured, in milliseconds.
    struct Timings {
        /// From navigation start to the end of the page's script.
        var scriptEnd: Double
        /// The same, with the first screen's style and layout done.
        var laidOut: Double
        /// From navigation start to the last byte of the page read.
        var responseEnd: Double
        /// One event per step: 150 steps forward then 150 back, around the middle.
        var singleSteps: [Step]
        /// 150 positions spread over the whole session, forward, then back.
        var spreadSteps: [Step]
        /// From the first event to the last.
        var jump: Step
    }

    /// One move of the slider: the page's script, and script with style and layout.
    struct Step {
        var script: Double
        var laidOut: Double
    }

    /// Opens `report` and returns the page's own timings and the wall clock of the whole
    /// browser run (its start included).
    func open(_ report: Data, in directory: URL) throws -> (Timings, wallClock: Duration) {
        let page = directory.appendingPathComponent("probed.report.html")
        let profile = directory.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        try Data(Self.instrumented(String(decoding: report, as: UTF8.self)).utf8).write(to: page)
        var document = ""
        let wallClock = try measure {
            document = try run([
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--window-size=1400,1000", "--user-data-dir=\(profile.path)", "--dump-dom", page.absoluteString,
            ])
        }
        guard let start = document.range(of: #"<pre id="probe">"#),
            let end = document.range(of: "</pre>", range: start.upperBound..<document.endIndex),
            let json = try JSONSerialization.jsonObject(with: Data(document[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        else {
            throw BenchmarkError("the probed report printed no result; the end of the document: \(document.suffix(500))")
        }
        if let errors = json["errors"] as? [String], !errors.isEmpty {
            throw BenchmarkError("the report raised errors in Chromium: \(errors.joined(separator: "; "))")
        }
        func value(_ any: Any?) -> Double { (any as? NSNumber)?.doubleValue ?? .nan }
        func number(_ key: String) -> Double { value(json[key]) }
        func steps(_ key: String) -> [Step] {
            (json[key] as? [Any] ?? []).map { pair in
                let pair = pair as? [Any] ?? []
                return Step(script: value(pair.first), laidOut: value(pair.last))
            }
        }
        let timings = Timings(
            scriptEnd: number("scriptEnd"), laidOut: number("laidOut"), responseEnd: number("responseEnd"),
            singleSteps: steps("single"), spreadSteps: steps("spread"), jump: steps("jump").first ?? Step(script: .nan, laidOut: .nan)
        )
        return (timings, wallClock)
    }

    /// Runs the browser and returns its standard output; its warnings on standard error
    /// are dropped. A run that takes over five minutes is stopped.
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(executable) exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The report with the error collector first in `<head>` and the probe last in `<body>`.
    private static func instrumented(_ report: String) -> String {
        var page = report
        if let head = page.range(of: "<head>") {
            page.replaceSubrange(head, with: "<head>\n" + collector)
        }
        if let end = page.range(of: "</body>", options: .backwards) {
            page.replaceSubrange(end, with: probe + "</body>")
        }
        return page
    }

    private static let collector = """
        <script>
        window.probeErrors = [];
        window.addEventListener('error', (event) => probeErrors.push(String(event.message)));
        </script>
        """

    private static let probe = #"""
        <script>
        (() => {
          const scriptEnd = performance.now();
          document.body.offsetHeight;
          const laidOut = performance.now();
          const navigation = performance.getEntriesByType('navigation')[0];
          const result = { scriptEnd, laidOut, responseEnd: navigation ? navigation.responseEnd : NaN, errors: probeErrors };
          try {
            const slider = document.getElementById('slider');
            const last = Number(slider.max);
            const step = (position) => {
              slider.value = String(position);
              const start = performance.now();
              slider.dispatchEvent(new Event('input'));
              const script = performance.now() - start;
              document.body.offsetHeight;
              return [script, performance.now() - start];
            };
            const middle = Math.floor(last / 2);
            step(middle - 75);
            const single = [];
            for (let offset = -74; offset <= 75; offset++) single.push(step(middle + offset));
            for (let offset = 74; offset >= -75; offset--) single.push(step(middle + offset));
            step(0);
            const spread = [];
            for (let index = 1; index <= 150; index++) spread.push(step(Math.round(index * last / 150)));
            for (let index = 149; index >= 0; index--) spread.push(step(Math.round(index * last / 150)));
            step(0);
            Object.assign(result, { single, spread, jump: [step(last)] });
          } catch (error) {
            probeErrors.push('probe: ' + error);
          }
          const output = document.createElement('pre');
          output.id = 'probe';
          output.textContent = JSON.stringify(result)
            .replace(/[<>&]/g, (character) => '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0'));
          document.body.append(output);
        })();
        </script>

        """#
}
