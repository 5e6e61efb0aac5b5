import BenchmarkSupport
import Foundation
import RibInspector
import RibRendering

/// Part 6: the HTML report (`ribviz report`) of part 2's long navigation trace, against
/// drawing the same distinct tree states as SVGs in the same process (what
/// `ribviz render --every-state` does), run alternately so both see the same load.
///
/// The report draws each distinct state once too, then adds the timeline, the analysis
/// and the page; the ratio says what those cost on top of the drawings.
struct ReportBenchmark {
    var ribCount: Int
    var eventCount: Int
    var runs: Int

    func run() throws {
        let trace = Traces.navigation(ribCount: ribCount, eventCount: eventCount, seed: 7)
        let renderer = TraceRenderer()
        _ = try renderer.render(trace.finalSnapshot())  // warm-up: context, plugins, fonts

        var reportTimes: [Duration] = []
        var drawingTimes: [Duration] = []
        var reportBytes = 0
        var drawingBytes = 0
        var stateCount = 0
        for _ in 0..<runs {
            drawingTimes.append(try measure {
                let moments = try SnapshotSelection.distinctStates(of: trace)
                stateCount = moments.count
                drawingBytes = 0
                var replay = TraceReplay(trace)
                for moment in moments {
                    try replay.advance(to: moment)
                    drawingBytes += try renderer.render(replay.snapshot).count
                }
            })
            reportTimes.append(try measure { reportBytes = try HTMLReport().render(trace).count })
        }
        let timeline = try measure { _ = try renderer.renderTimeline(of: trace) }
        let analysis = measure { _ = trace.analysis() }
        let report = median(reportTimes)
        let drawings = median(drawingTimes)
        print("6. The HTML report of the \(trace.events.count)-event trace of part 2 (\(stateCount) distinct states), medians of \(runs) alternating runs")
        print("   every distinct state as SVG, in-process (the baseline): \(milliseconds(drawings)), \(drawingBytes / 1_048_576) MB of SVG")
        print("   HTMLReport().render: \(milliseconds(report)), a page of \(reportBytes / 1_048_576) MB")
        print("   of which the timeline, drawn once: \(milliseconds(timeline)); the analysis: \(milliseconds(analysis))")
        print("   ratio report/baseline: \(String(format: "%.2f", report / drawings))×")
    }
}
