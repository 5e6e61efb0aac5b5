import RibArchitecture
import RibInspector
import RibRendering

/// The `index.md` that `ribviz render --every-state` writes next to its pictures: one
/// row per tree state, in trace order, with the event that produced it, its time, what
/// that event did and a link to each picture of it.
struct StateIndexPage {
    /// One drawn state: after how many events, and the files that show it.
    struct State {
        var eventCount: Int
        var files: [String]
    }

    let trace: Trace
    /// The trace's path as the user gave it.
    let traceLabel: String
    let states: [State]
    /// The timeline's file names, when one was drawn.
    let timelineFiles: [String]

    /// The page as Markdown; every name from the trace is escaped.
    var markdown: String {
        let e = MarkdownEscaping.text
        let count = states.count == 1 ? "1 distinct tree state" : "\(states.count) distinct tree states"
        var lines = [
            "# \(e(trace.header.app.name)): every tree state",
            "",
            "\(count) of \(e(traceLabel)), in trace order. Each picture shows the tree right after its event.",
            "",
            "| event | time | what the event did | picture |",
            "|---:|---:|---|---|",
        ]
        for state in states where state.eventCount > 0 && state.eventCount <= trace.events.count {
            let event = trace.events[state.eventCount - 1]
            let links = state.files.map { "[\($0)](\($0))" }.joined(separator: " · ")
            lines.append("| \(event.sequence) | \(TimeWording.seconds(event.time)) | \(e(trace.logLine(for: event.kind))) | \(links) |")
        }
        if !timelineFiles.isEmpty {
            lines += ["", "Every RIB's life over the session: \(timelineFiles.map { "[\($0)](\($0))" }.joined(separator: " · "))."]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
