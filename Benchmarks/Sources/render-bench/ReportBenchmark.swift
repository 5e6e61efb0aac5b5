import BenchmarkSupport
import Foundation
import RibInspector
import RibRendering

/// Part 6: the HTML report (`ribviz report`) of three generated sessions, against
/// drawing every distinct tree state of the same session as an SVG in this process (what
/// the report did before it had the stable layout, and what `ribviz render --every-state`
/// does): how much drawing one stable layout saves. For the two navigation sessions the
/// report is also opened in headless Chromium, which times its first screen and the
/// slider (see ``ReportInBrowser``).
struct ReportBenchmark {
    /// RIBs and events of the 10,000-event navigation, session (b).
    var ribCount: Int
    var eventCount: Int
    /// Runs of `HTMLReport().render` per session; the median is reported.
    var runs: Int
    /// About how many distinct states of session (c) the baseline draws; the rest is
    /// extrapolated.
    var baselineSample: Int
    /// Openings of each page in Chromium; 0 skips the browser.
    var browserRuns: Int
    var directory: URL

    /// A session to report on, and the targets its report must meet.
    private struct Session {
        var name: String
        var trace: Trace
        var pageLimit: Int
        var timeLimit: Duration
        /// Whether the baseline draws a sample of the states instead of all of them.
        var samplesBaseline: Bool
        var opensInBrowser: Bool
        var firstScreenLimit: Double?
        var stepLimit: Double?
    }

    func run() throws {
        let renderer = TraceRenderer()
        _ = try renderer.render(Traces.wholeTree(ribCount: 3, seed: 1).finalSnapshot())  // warm-up: context, plugins, fonts
        let browser = browserRuns > 0 ? ReportInBrowser.installed() : nil
        print("6. The HTML report (one stable layout, masks replayed in the page) against drawing every distinct state as SVG in-process")
        print("   times: wall clock | processor time of this thread")
        if browserRuns > 0, browser == nil {
            print("   no chromium on the PATH: the browser figures are skipped (apt-get install chromium)")
        }
        let sessions: [() -> Session] = [
            {
                Session(
                    name: "(a) 177 RIBs attached at once", trace: Traces.wholeTree(ribCount: 177, seed: 1, eventCount: 718),
                    pageLimit: 2_000_000, timeLimit: .seconds(2), samplesBaseline: false, opensInBrowser: false
                )
            },
            {
                Session(
                    name: "(b) a user navigating an app of \(ribCount) RIBs",
                    trace: Traces.navigation(ribCount: ribCount, eventCount: eventCount, seed: 7),
                    pageLimit: 5_000_000, timeLimit: .seconds(3), samplesBaseline: false, opensInBrowser: true, firstScreenLimit: 1_500
                )
            },
            {
                Session(
                    name: "(c) a user navigating an app of 1,500 RIBs with up to about 1,000 on screen",
                    trace: Traces.navigation(ribCount: 1_500, eventCount: 100_000, seed: 11, openScreens: 700),
                    pageLimit: 25_000_000, timeLimit: .seconds(15), samplesBaseline: true, opensInBrowser: true, stepLimit: 16
                )
            },
        ]
        for makeSession in sessions {
            var made: Session?
            let generating = measure { made = makeSession() }
            guard let session = made else { continue }
            try report(on: session, generatedIn: generating, renderer: renderer, browser: session.opensInBrowser ? browser : nil)
        }
        print("   peak resident memory of this process: \(megabytes(peakResidentBytes()))")
    }

    private func report(on session: Session, generatedIn generating: Duration, renderer: TraceRenderer, browser: ReportInBrowser?) throws {
        let trace = session.trace
        let places = try SessionPlaces(trace)
        let moments = try SnapshotSelection.distinctStates(of: trace)
        print(
            "   \(session.name): \(grouped(trace.events.count)) events, \(grouped(moments.count)) distinct states,"
                + " \(grouped(places.places.count)) places, at most \(grouped(Self.peakLive(places))) RIBs live"
                + " (generated in \(milliseconds(generating)))")

        var page = Data()
        var times: [Times] = []
        for _ in 0..<runs {
            times.append(try Times.inProcess { page = try HTMLReport().render(trace) })
        }
        let report = median(times.map(\.wallClock))
        let wallClocks = times.map(\.wallClock)
        print(
            "     HTMLReport().render, median of \(runs): \(milliseconds(report))"
                + " (\(milliseconds(wallClocks.min() ?? .zero))–\(milliseconds(wallClocks.max() ?? .zero))),"
                + " processor time \(milliseconds(median(times.map(\.processor)))); page \(megabytes(page.count))")

        let drawn = session.samplesBaseline ? evenlySpaced(moments, about: baselineSample) : (sample: moments, stride: 1)
        var svgBytes = 0
        let drawing = try Times.inProcess { svgBytes = try CompactStates.draw(trace, at: drawn.sample, with: renderer) }
        let baseline = drawing / drawn.sample.count * moments.count
        if drawn.sample.count < moments.count {
            print(
                "     baseline, every distinct state as SVG in-process: a sample of \(drawn.sample.count) (one in \(drawn.stride))"
                    + " took \(drawing.text), per state \((drawing / drawn.sample.count).text);"
                    + " extrapolated to all \(grouped(moments.count)): \(baseline.text),"
                    + " about \(readableSize(svgBytes / drawn.sample.count * moments.count)) of SVG")
        } else {
            print("     baseline, every distinct state as SVG in-process, one run: \(baseline.text), \(megabytes(svgBytes)) of SVG")
        }
        let ratio = baseline.wallClock / report
        let processorRatio = baseline.processor / median(times.map(\.processor))
        print(
            "     baseline / report: \(grouped(Int(ratio.rounded())))× | \(grouped(Int(processorRatio.rounded())))×;"
                + " page ≤ \(megabytes(session.pageLimit)): \(verdict(page.count <= session.pageLimit));"
                + " built ≤ \(duration(session.timeLimit / .seconds(1))): \(verdict(report <= session.timeLimit))")
        if let browser { try open(page, of: session, in: browser) }
    }

    private func open(_ page: Data, of session: Session, in browser: ReportInBrowser) throws {
        var runs: [ReportInBrowser.Timings] = []
        var wallClocks: [Duration] = []
        for _ in 0..<browserRuns {
            let (timings, wallClock) = try browser.open(page, in: directory)
            runs.append(timings)
            wallClocks.append(wallClock)
        }
        let firstScreen = median(runs.map(\.scriptEnd))
        let firstLayout = median(runs.map(\.laidOut))
        print("     in headless Chromium, \(browserRuns) openings (each browser run took \(readable(median(wallClocks))), its start included):")
        print(
            "       first screen, navigation start to the end of the page's script: median \(Self.ms(firstScreen))"
                + " (page read after \(Self.ms(median(runs.map(\.responseEnd))))); with its style and layout: \(Self.ms(firstLayout))"
                + (session.firstScreenLimit.map { "; ≤ \(Self.ms($0)): \(verdict(firstScreen <= $0))" } ?? ""))
        for (title, steps) in [
            ("one event per step, 300 steps around the middle", runs.flatMap(\.singleSteps)),
            ("300 positions spread over the session", runs.flatMap(\.spreadSteps)),
        ] {
            let script = steps.map(\.script)
            let laidOut = steps.map(\.laidOut)
            print(
                "       slider, \(title): script median \(Self.ms(median(script))), p95 \(Self.ms(Self.percentile(95, of: script)))"
                    + "; with style and layout median \(Self.ms(median(laidOut))), p95 \(Self.ms(Self.percentile(95, of: laidOut)))"
                    + (session.stepLimit.map { "; p95 ≤ \(Self.ms($0)): \(verdict(Self.percentile(95, of: script) <= $0))" } ?? ""))
        }
        print(
            "       slider, first event to last: script \(Self.ms(median(runs.map(\.jump.script))))"
                + ", with style and layout \(Self.ms(median(runs.map(\.jump.laidOut))))")
    }

    /// The most places live (in the tree, active or not) at once over the session.
    private static func peakLive(_ places: SessionPlaces) -> Int {
        var states = Array(repeating: PlaceState.empty, count: places.places.count)
        var live = 0
        var peak = 0
        for change in places.changes {
            let wasLive = states[change.place] == .active || states[change.place] == .inactive
            let isLive = change.state == .active || change.state == .inactive
            states[change.place] = change.state
            live += (isLive ? 1 : 0) - (wasLive ? 1 : 0)
            peak = max(peak, live)
        }
        return peak
    }

    /// The value below which `percent` % of `values` lie (nearest rank).
    private static func percentile(_ percent: Double, of values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }

    /// `1.234 ms`, `1,234 ms`: milliseconds as the page measured them.
    private static func ms(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value)
    }
}
