import BenchmarkSupport
import Foundation
import LongSessionSupport
import RibInspector
import RibInspectorTools
import RibOTLP

// otlp-bench: what `ribviz export --otlp` computes for a long trace before it sends (the
// analysis for the findings, the spans and their OTLP protobuf requests), against loading
// the trace, measured in turns in the same run. Options: --events N (default 1000000),
// --runs N (default 9).

let eventCount = option("--events", default: 1_000_000)
let runs = option("--runs", default: 9)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("otlp-bench-\(getpid()).json")
defer { try? FileManager.default.removeItem(at: file) }
var recorded = recordLongSession(eventCount: eventCount)
recorded.header.session.startedAt = "2026-01-01T09:00:00Z"
try TraceEncoder().write(recorded, to: file)
let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
print("A \(size / 1_000_000) MB trace of \(recorded.events.count) events; \(runs) runs; medians:")

var loads: [Double] = []
var exports: [Double] = []
var analyses: [Double] = []
var builds: [Double] = []
var encodings: [Double] = []
var requestBytes = 0
var requestCount = 0
var spanCount = 0
let encoder = OTLPTraceEncoder(exporterVersion: RibInspectorVersion.current)
for _ in 0..<runs {
    var loaded: Trace?
    loads.append(try secondsToRun { loaded = try TraceReader().read(contentsOf: file) })
    guard let trace = loaded else { break }
    // The analysis alone, for the breakdown: the export runs it beside the spans.
    analyses.append(secondsToRun { _ = trace.analysis() })
    var session = OTLPSession(traceID: OTLPTraceID(high: 0, low: 0), resource: [], spans: [])
    builds.append(try secondsToRun { session = try OTLPSessionBuilder.session(of: trace, options: TraceAnalysis.Options()) })
    encodings.append(
        secondsToRun {
            requestCount = 0
            requestBytes = 0
            encoder.forEachRequestBody(for: session) { body in
                requestCount += 1
                requestBytes += body.count
            }
        })
    spanCount = session.spans.count
    exports.append(builds[builds.count - 1] + encodings[encodings.count - 1])
}

let (load, export) = (median(loads), median(exports))
print(String(format: "  load %.3f s; export before sending %.3f s: %d spans in %d requests, %.1f MB", load, export, spanCount, requestCount, Double(requestBytes) / 1e6))
print(
    String(
        format: "  of which: spans with the analysis beside them %.3f s (the analysis alone: %.3f s), protobuf %.3f s", median(builds), median(analyses),
        median(encodings)))
print(String(format: "  export / load = %.2f; the goal is at most 2", export / load))
