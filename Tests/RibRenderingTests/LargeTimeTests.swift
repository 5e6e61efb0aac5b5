import Foundation
import RibInspector
import Testing
@testable import RibRendering

/// Root launched at 0, Child attached at 5 ns and detached at `detachTime`, the trace
/// ending at `end`.
private func longTrace(detachTime: UInt64, end: UInt64) throws -> Trace {
    try Trace(
        header: TraceHeader(app: AppInfo(name: "Long")),
        ribs: [RibDescriptor(id: RibID(rawValue: 1), name: "Root"), RibDescriptor(id: RibID(rawValue: 2), name: "Child")],
        events: [
            RibEvent(sequence: 0, time: 0, kind: .launched(RibID(rawValue: 1))),
            RibEvent(sequence: 1, time: 5, kind: .attached(RibID(rawValue: 2), parent: RibID(rawValue: 1))),
            RibEvent(sequence: 2, time: detachTime, kind: .detached(RibID(rawValue: 2), parent: RibID(rawValue: 1))),
        ],
        end: end
    )
}

@Suite("Times near the largest a trace holds")
struct LargeTimeTests {
    @Test(
        "the time axis ends at or after any duration without overflowing",
        arguments: [UInt64(17_000_000_000_000_000_000), UInt64.max - 1, UInt64.max, 8_000_000_000_000_000_000]
    )
    func axis(duration: UInt64) {
        let axis = TimeAxis(duration: duration)
        #expect(axis.end >= duration)
        #expect(axis.ticks.first == 0)
        #expect(axis.ticks.last == axis.end)
        #expect(axis.ticks.count <= 10)
        #expect(zip(axis.ticks, axis.ticks.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("a trace 17,000,000,000 s long gets a timeline, a Perfetto export and a report")
    func timelineAndPerfetto() throws {
        let trace = try longTrace(detachTime: 17_000_000_000_000_000_000, end: UInt64.max)
        let graph = TimelineGraphBuilder().graph(for: trace)
        #expect(!graph.nodes.isEmpty)
        let export = try ChromeTraceExporter().export(trace)
        #expect(try JSONSerialization.jsonObject(with: export) is [String: Any])
        let report = String(decoding: try HTMLReport().render(trace), as: UTF8.self)
        #expect(report.contains("Child"))
    }
}
