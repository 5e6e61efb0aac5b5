import RibArchitecture
import RibInspector

/// The `index.md` that `ribviz render --every-state` writes next to its pictures: one
/// row per tree state, in trace order, with the event that produced it, its time, what
/// that event did and a link to each picture of it.
///
/// ```swift
/// let page = StateIndexPage(trace: trace, traceLabel: "trace.json",
///                           states: [.init(eventCount: 3, files: ["tree-000003.svg"])], timelineFiles: [])
/// try page.markdown.write(toFile: "index.md", atomically: true, encoding: .utf8)
/// ```
package struct StateIndexPage: Sendable {
    /// One drawn state: after how many events, and the files that show it.
    package struct State: Hashable, Sendable {
        package var eventCount: Int
        package var files: [String]

        /// Creates a state.
        package init(eventCount: Int, files: [String]) {
            self.eventCount = eventCount
            self.files = files
        }
    }

    package let trace: Trace
    /// The trace's path as the user gave it.
    package let traceLabel: String
    package let states: [State]
    /// The timeline's file names, when one was drawn.
    package let timelineFiles: [String]

    /// Creates the page of `states` of `trace`; states outside the trace are left out.
    package init(trace: Trace, traceLabel: String, states: [State], timelineFiles: [String]) {
        self.trace = trace
        self.traceLabel = traceLabel
        self.states = states
        self.timelineFiles = timelineFiles
    }

    /// The page as Markdown; every name from the trace is escaped.
    package var markdown: String {
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
