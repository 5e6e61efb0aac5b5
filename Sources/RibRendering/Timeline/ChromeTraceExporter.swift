import Foundation
import RibInspector

/// Exports a trace in Chrome's Trace Event Format, which Perfetto (ui.perfetto.dev) and
/// `chrome://tracing` open: one named track per RIB, indented and ordered as the tree is,
/// with an `in the live tree` slice per stay in the live tree, an `attached below a
/// detached RIB` slice for the time it was attached but out of the live tree, an `active`
/// slice for each interval its interactor was active, and instant events for `didLoad`, deallocation, workflow steps and anomalies.
package struct ChromeTraceExporter: Sendable {
    /// Creates an exporter.
    package init() {}

    /// The trace as Trace Event Format JSON.
    package func export(_ trace: Trace) throws -> Data {
        let timeline = Timeline(trace: trace)
        var events: [[String: Any]] = [
            ["name": "process_name", "ph": "M", "pid": 1, "args": ["name": trace.header.app.name]]
        ]
        for (index, lane) in timeline.lanes.enumerated() {
            let thread = index + 1
            let indent = String(repeating: "  ", count: lane.depth)
            events.append(["name": "thread_name", "ph": "M", "pid": 1, "tid": thread, "args": ["name": indent + lane.name]])
            events.append(["name": "thread_sort_index", "ph": "M", "pid": 1, "tid": thread, "args": ["sort_index": index]])
            for interval in lane.inLiveTree {
                events.append(slice("in the live tree", interval, thread: thread))
            }
            for interval in lane.attachedOutsideLiveTree {
                events.append(slice("attached below a detached RIB", interval, thread: thread))
            }
            for interval in lane.active {
                events.append(slice("active", interval, thread: thread))
            }
            for marker in lane.markers {
                events.append([
                    "name": Self.name(of: marker.kind), "ph": "i", "s": "t", "pid": 1, "tid": thread,
                    "ts": microseconds(marker.time), "cat": "lifecycle",
                ])
            }
        }
        let document: [String: Any] = ["displayTimeUnit": "ms", "traceEvents": events]
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    private func slice(_ name: String, _ interval: Timeline.Interval, thread: Int) -> [String: Any] {
        [
            "name": name, "ph": "X", "pid": 1, "tid": thread, "cat": "lifecycle",
            "ts": microseconds(interval.start), "dur": microseconds(interval.end - interval.start),
        ]
    }

    private func microseconds(_ nanoseconds: UInt64) -> Double {
        Double(nanoseconds) / 1_000
    }

    private static func name(of kind: Timeline.Marker.Kind) -> String {
        switch kind {
        case .built: "built"
        case .loaded: "didLoad"
        case .deallocated: "deallocated"
        case .step(let name): "step: \(name)"
        case .anomaly(let text): text
        }
    }
}
