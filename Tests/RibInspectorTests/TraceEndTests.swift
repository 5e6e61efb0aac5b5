import Testing
@testable import RibInspector

/// A launched Root with a Child attached at 1 s and detached by the trace's last event at
/// 3 s, never deallocated; `end` is when recording stopped.
private func childDetachedLast(end: UInt64?) throws -> Trace {
    let root = RibDescriptor(id: RibID(rawValue: 1), name: "Root")
    let child = RibDescriptor(id: RibID(rawValue: 2), name: "Child")
    let second: UInt64 = 1_000_000_000
    return try Trace(
        header: TraceHeader(app: AppInfo(name: "App")),
        ribs: [root, child],
        events: [
            RibEvent(sequence: 0, time: 0, kind: .launched(root.id)),
            RibEvent(sequence: 1, time: 0, kind: .activated(root.id)),
            RibEvent(sequence: 2, time: 1 * second, kind: .attached(child.id, parent: root.id)),
            RibEvent(sequence: 3, time: 1 * second, kind: .activated(child.id)),
            RibEvent(sequence: 4, time: 3 * second, kind: .deactivated(child.id)),
            RibEvent(sequence: 5, time: 3 * second, kind: .detached(child.id, parent: root.id)),
        ],
        end: end
    )
}

@Suite("The end of a trace")
struct TraceEndTests {
    @Test("endTime is the later of the end and the last event's time, and 0 for an empty trace")
    func endTime() throws {
        #expect(Trace(header: TraceHeader(app: AppInfo(name: "App"))).endTime == 0)
        #expect(try childDetachedLast(end: nil).endTime == 3_000_000_000)
        #expect(try childDetachedLast(end: 5_000_000_000).endTime == 5_000_000_000)
        #expect(try childDetachedLast(end: 2_000_000_000).endTime == 3_000_000_000)
        var onlyEnd = Trace(header: TraceHeader(app: AppInfo(name: "App")))
        onlyEnd.end = 42
        #expect(onlyEnd.endTime == 42)
    }

    @Test("leaks(after:) judges a RIB detached by the last event once the trace ends 2 s later")
    func leaksAfterGrace() throws {
        #expect(try childDetachedLast(end: nil).leaks(after: .seconds(1)).isEmpty)
        #expect(try childDetachedLast(end: 3_999_999_999).leaks(after: .seconds(1)).isEmpty)

        let leaks = try childDetachedLast(end: 5_000_000_000).leaks(after: .seconds(1))
        #expect(leaks.map(\.name) == ["Child"])
        #expect(leaks.first?.aliveDuration == .seconds(2))
        #expect(
            leaks.first?.description == """
                Child is still alive at the end of the trace, 2.000 s after it left the tree in \
                event 5 at 3.000 s (detach Child from Root)
                """)
        #expect(try childDetachedLast(end: 5_000_000_000).leaks().first?.aliveDuration == .seconds(2))
    }

    @Test("the analysis lasts until the end: duration, stays still going on, and leaks")
    func analysis() throws {
        let analysis = try childDetachedLast(end: 5_000_000_000).analysis()
        #expect(analysis.summary.duration == .seconds(5))
        #expect(analysis.lifetimes.first { $0.name == "Root" }?.totalAttachedTime == .seconds(5))
        #expect(analysis.lifetimes.first { $0.name == "Child" }?.totalAttachedTime == .seconds(2))
        #expect(analysis.findings.map(\.kind) == [.leak])
        #expect(analysis.findings.first?.message == "Child is still alive at the end of the trace, 2.000 s after it left the tree (detach Child from Root); allowed: 1.000 s")

        let withoutEnd = try childDetachedLast(end: nil).analysis()
        #expect(withoutEnd.summary.duration == .seconds(3))
        #expect(withoutEnd.findings.isEmpty)
    }

    @Test("the one-line description counts the time until the end")
    func description() throws {
        #expect(try childDetachedLast(end: 5_000_000_000).description == "trace of App: 2 RIBs, 0 scopes, 6 events over 5.0 s")
    }
}
