import BenchmarkSupport
import Foundation

// live-bench: what `ribviz live` costs the app and how quickly the page follows it.
//
//   swift run -c release --package-path Benchmarks live-bench [--only cost|latency|batch|list|head|capture]
//       [--events N] [--runs N] [--seconds N] [--rate N] [--ribs N] [--batch-events N]
//       [--page-profile FILE] [--page-trace FILE] [--sessions N] [--loads N] [--rounds N] [--captures N]
//
// 1. cost: nanoseconds per event recorded through LiveTraceSink (target ≤ 300 ns), with a
//    server listening and with none, against the in-memory recorder and the file sink in
//    the same run (as recorder-bench measures them);
// 2. latency: from `record` in the app to the live page's DOM in headless Chromium, p50
//    and p99 at --rate events a second (1,000) for --seconds (300) with --ribs live RIBs
//    (500) (target: p99 ≤ 50 ms), where each record's time goes (the sink,
//    the server's answer, the page; StageBreakdown), and the server's resident memory over
//    the run (target: flat within 10%). Needs python3, Chromium and its chromedriver
//    (`make test-tools`). --page-profile writes the page's CPU profile of the run there
//    (open it in DevTools' Performance panel), --page-trace a trace of the browser's
//    rendering for 5 s from 5 s into the run (style, layout, paint and what invalidated
//    them; DevTools' Performance panel or Perfetto open it);
// 3. batch: the server's time per batch of 50 events as a session of --ribs live RIBs
//    grows to --batch-events events (60,000), against one TraceReader read of the session
//    so far (what the server paid per batch before it read sessions line by line), its time
//    per update of a page that follows, and its resident memory at every tenth;
// 4. list: the list of sessions with --sessions sessions (1,000) under --loads loads sent
//    at once (100), --rounds times (5): each load's time to its whole answer, p50 and p99
//    (target: p99 ≤ 50 ms);
// 5. head: a client sends a 3 MB request head while another loads the list over and over,
//    --rounds times: how soon the head is refused (target ≤ 1 s) and each load's time
//    meanwhile (target ≤ 100 ms);
// 6. capture: *Capture now* with an idle app, --captures times (200): from the page's
//    request to the app's answer and to the page's update that brings the picture, p50 and
//    p99 (target: p99 ≤ 1.5 s).
//
// The server runs in a process of its own: this program, started again with --serve.

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: ServerProcess.serveFlag), index + 1 < arguments.count {
    try await ServerProcess.serve(savingInto: arguments[index + 1], maximumSessions: option(ServerProcess.sessionsFlag, default: 200))
}

let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
guard only == nil || ["cost", "latency", "batch", "list", "head", "capture"].contains(only!) else {
    print("live-bench: --only takes cost, latency, batch, list, head or capture, not \(only!)")
    exit(64)
}
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
print("live-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)")
if only == nil || only == "cost" {
    let events = option("--events", default: 96_000)
    let runs = max(3, option("--runs", default: 7))
    print("1. cost in the app: \(events) events per run, \(runs) runs")
    try SinkCost.run(runs: runs, events: events, server: ServerProcess())
}
if only == nil || only == "latency" {
    var latency = Latency(liveRibs: option("--ribs", default: 500), rate: option("--rate", default: 1_000), seconds: option("--seconds", default: 300))
    latency.pageProfile = textOption("--page-profile").map(URL.init(fileURLWithPath:))
    latency.pageTrace = textOption("--page-trace").map(URL.init(fileURLWithPath:))
    print("2. latency to the page: \(latency.rate) events a second for \(latency.seconds) s with \(latency.liveRibs) live RIBs")
    try latency.run(server: ServerProcess())
}
if only == nil || only == "batch" {
    let cost = BatchCost(liveRibs: option("--ribs", default: 500), events: option("--batch-events", default: 60_000))
    print("3. the server's time per batch: \(cost.events) events with \(cost.liveRibs) live RIBs, batches of \(cost.batchEvents) events")
    try cost.run(server: ServerProcess())
}
if only == nil || only == "list" {
    let load = SessionListLoad(sessions: option("--sessions", default: 1_000), concurrent: option("--loads", default: 100), rounds: option("--rounds", default: 5))
    print("4. the list of sessions: \(load.sessions) sessions, \(load.concurrent) loads at once, \(load.rounds) times")
    try load.run(server: ServerProcess(maximumSessions: load.sessions))
}
if only == nil || only == "head" {
    let refusal = HugeHeadRefusal(rounds: option("--rounds", default: 5))
    print("5. a 3 MB request head: \(refusal.rounds) times, with another client loading the list meanwhile")
    try refusal.run(server: ServerProcess())
}
if only == nil || only == "capture" {
    let capture = CaptureLatency(rounds: option("--captures", default: 200))
    print("6. Capture now with an idle app: \(capture.rounds) captures")
    try await capture.run(server: ServerProcess())
}
