import Testing
@testable import RibInspector

@Suite("Leak checks")
struct LeakCheckTests {
    /// A recorder on a manual clock with a launched Root, and ways to name RIBs.
    private struct Session {
        let clock = ManualClock()
        let recorder: RibRecorder
        let root: RibID

        init() {
            recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(clock))
            root = recorder.declareRib(named: "Root")
            recorder.record(.launched(root))
        }

        func attach(_ name: String, to parent: RibID? = nil) -> RibID {
            let rib = recorder.declareRib(named: name)
            recorder.record(.built(rib))
            recorder.record(.attached(rib, parent: parent ?? root))
            return rib
        }

        func wait(_ duration: Duration) {
            clock.advance(by: duration)
        }
    }

    @Test("a grace too long to count in nanoseconds judges no RIB, instead of wrapping round to a short one")
    func graceBeyondNanoseconds() throws {
        let session = Session()
        let loggedOut = session.attach("LoggedOut")
        session.recorder.record(.detached(loggedOut, parent: session.root))
        session.wait(.seconds(1))
        // 18,446,744,073.8 s is just past UInt64.max nanoseconds (18,446,744,073.71 s).
        let grace = Duration.seconds(18_446_744_073) + .milliseconds(800)
        #expect(try session.recorder.trace().leaks(after: grace).isEmpty)
    }

    @Test("a detached RIB never deallocated is reported with the event that detached it")
    func detachedNeverDeallocated() throws {
        let session = Session()
        let loggedOut = session.attach("LoggedOut")
        session.wait(.milliseconds(120))
        session.recorder.record(.detached(loggedOut, parent: session.root))
        session.wait(.milliseconds(2180))
        _ = session.attach("LoggedIn")
        let leaks = try session.recorder.trace().leaks()
        #expect(leaks.count == 1)
        let leak = try #require(leaks.first)
        #expect(leak.rib == loggedOut)
        #expect(leak.name == "LoggedOut")
        #expect(leak.detachEvent == TraceEventPosition(index: 3, sequence: 3, time: 120_000_000))
        #expect(leak.detachLine == "detach LoggedOut from Root")
        #expect(leak.deallocationEvent == nil)
        #expect(leak.aliveDuration == .milliseconds(2180))
        #expect(
            leak.description == """
                LoggedOut is still alive at the end of the trace, 2.180 s after it left the tree in \
                event 3 at 0.120 s (detach LoggedOut from Root)
                """)
    }

    @Test("a deallocated RIB is no leak, and neither is one attached again")
    func notLeaks() throws {
        let session = Session()
        let gone = session.attach("Gone")
        let back = session.attach("Back")
        session.recorder.record(.detached(gone, parent: session.root))
        session.recorder.record(.deallocated(gone))
        session.recorder.record(.detached(back, parent: session.root))
        session.recorder.record(.attached(back, parent: session.root))
        #expect(try session.recorder.trace().leaks().isEmpty)
        #expect(try session.recorder.trace().leaks(after: .zero).isEmpty)
    }

    @Test("every RIB of a detached subtree is reported with the detach of its top")
    func subtree() throws {
        let session = Session()
        let loggedIn = session.attach("LoggedIn")
        _ = session.attach("OffGame", to: loggedIn)
        session.recorder.record(.detached(loggedIn, parent: session.root))
        let leaks = try session.recorder.trace().leaks()
        #expect(leaks.map(\.name) == ["LoggedIn", "OffGame"])
        #expect(leaks.map(\.detachLine) == ["detach LoggedIn from Root", "detach LoggedIn from Root"])
    }

    @Test("children alive after their root is deallocated left the tree with it")
    func rootDeallocated() throws {
        let session = Session()
        let child = session.attach("Child")
        session.recorder.record(.deallocated(session.root))
        let leaks = try session.recorder.trace().leaks()
        #expect(leaks.map(\.rib) == [child])
        #expect(leaks.first?.detachLine == "deallocate Root")
    }

    @Test("after a grace period: late deallocations and RIBs alive long enough, not RIBs too recent to judge")
    func gracePeriod() throws {
        let session = Session()
        let quick = session.attach("Quick")
        let late = session.attach("Late")
        let lingering = session.attach("Lingering")
        let recent = session.attach("Recent")
        session.recorder.record(.detached(quick, parent: session.root))
        session.recorder.record(.detached(late, parent: session.root))
        session.recorder.record(.detached(lingering, parent: session.root))
        session.wait(.milliseconds(500))
        session.recorder.record(.deallocated(quick))
        session.wait(.milliseconds(1000))
        session.recorder.record(.deallocated(late))
        session.recorder.record(.detached(recent, parent: session.root))
        session.wait(.milliseconds(999))
        session.recorder.record(.activated(session.root))

        let trace = session.recorder.trace()
        let leaks = try trace.leaks(after: .seconds(1))
        #expect(leaks.map(\.name) == ["Late", "Lingering"])
        let lateLeak = try #require(leaks.first)
        #expect(lateLeak.aliveDuration == .milliseconds(1500))
        #expect(lateLeak.deallocationEvent?.index == trace.events.count - 3)
        #expect(
            lateLeak.description == """
                Late was deallocated 1.500 s after it left the tree: detached in event 10 at 0.000 s \
                (detach Late from Root), deallocated in event 13 at 1.500 s
                """)
        #expect(leaks.last?.aliveDuration == .milliseconds(2499))
        #expect(try trace.leaks().map(\.name) == ["Lingering", "Recent"])
    }

    @Test("two instances of one RIB are reported under their display names")
    func displayNames() throws {
        let session = Session()
        let first = session.attach("Transport")
        let second = session.attach("Transport")
        session.recorder.record(.detached(second, parent: session.root))
        session.recorder.record(.detached(first, parent: session.root))
        #expect(try session.recorder.trace().leaks().map(\.name) == ["Transport#2", "Transport#1"])
    }

    @Test("a trace that contradicts itself throws the replay error")
    func contradiction() throws {
        let root = RibDescriptor(id: RibID(rawValue: 1), name: "Root")
        let child = RibDescriptor(id: RibID(rawValue: 2), name: "Child")
        let trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "App")),
            ribs: [root, child],
            events: [RibEvent(sequence: 0, time: 0, kind: .detached(child.id, parent: root.id))]
        )
        #expect(throws: TraceReplayError.self) { try trace.leaks() }
    }
}
