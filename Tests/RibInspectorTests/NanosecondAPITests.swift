import Dispatch
import Testing
@testable import RibInspector

/// What an app before iOS 16 and macOS 13 calls instead of the `Duration` APIs: the same
/// results, counted in nanoseconds.
@Suite("Nanosecond APIs for systems without Duration")
struct NanosecondAPITests {
    /// A session on a manual clock that goes forward in nanoseconds only: Root with Quick
    /// and Late detached, Quick deallocated after 0.5 s and Late after 1.5 s.
    private static func recordedTrace() -> Trace {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        let quick = recorder.declareRib(named: "Quick")
        let late = recorder.declareRib(named: "Late")
        for rib in [quick, late] {
            recorder.record(.built(rib))
            recorder.record(.attached(rib, parent: root))
        }
        clock.advance(byNanoseconds: 2_000_000_000)
        recorder.record(.detached(quick, parent: root))
        recorder.record(.detached(late, parent: root))
        clock.advance(byNanoseconds: 500_000_000)
        recorder.record(.deallocated(quick))
        clock.advance(byNanoseconds: 1_000_000_000)
        recorder.record(.deallocated(late))
        return recorder.trace()
    }

    @Test("ManualClock.advance(byNanoseconds:) moves the clock exactly, as advance(by:) does")
    func manualClock() {
        let inNanoseconds = ManualClock()
        let inDuration = ManualClock()
        inNanoseconds.advance(byNanoseconds: 1_200_000_001)
        inDuration.advance(by: .nanoseconds(1_200_000_001))
        #expect(inNanoseconds.now == 1_200_000_001)
        #expect(inNanoseconds.now == inDuration.now)
        #expect(Self.recordedTrace().endTime == 3_500_000_000)
    }

    @Test("leaks(afterNanoseconds:) finds what leaks(after:) finds")
    func leaks() throws {
        let trace = Self.recordedTrace()
        let leaks = try trace.leaks(afterNanoseconds: 1_000_000_000)
        #expect(leaks.map(\.name) == ["Late"])
        #expect(leaks.first?.aliveNanoseconds == 1_500_000_000)
        #expect(leaks.first?.aliveDuration == .milliseconds(1500))
        #expect(try trace.leaks(after: .seconds(1)) == leaks)
        #expect(try trace.leaks(afterNanoseconds: 400_000_000).map(\.name) == ["Quick", "Late"])
    }

    @Test("the analysis takes its leak grace in nanoseconds and gives its times in nanoseconds")
    func analysis() throws {
        let trace = Self.recordedTrace()
        #expect(TraceAnalysis.Options().leakGraceNanoseconds == 1_000_000_000)
        #expect(TraceAnalysis.Options.defaultLeakGracePeriod == .seconds(1))
        let strict = trace.analysis(options: .init(leakGraceNanoseconds: 400_000_000))
        #expect(strict.findings.count == 2)
        #expect(strict.findings == trace.analysis(options: .init(leakGracePeriod: .milliseconds(400))).findings)
        var options = TraceAnalysis.Options(leakGraceNanoseconds: 1)
        options.leakGracePeriod = .milliseconds(3)
        #expect(options.leakGraceNanoseconds == 3_000_000)

        let analysis = trace.analysis()
        #expect(analysis.summary.durationNanoseconds == 3_500_000_000)
        #expect(analysis.summary.duration == .milliseconds(3500))
        let quick = try #require(analysis.lifetimes.first { $0.name == "Quick" })
        #expect(quick.totalAttachedNanoseconds == 2_000_000_000)
        #expect(quick.medianAttachedNanoseconds == 2_000_000_000)
        #expect(quick.totalAttachedTime == .seconds(2))
    }

    @Test("the observer's timer counts in nanoseconds, in milliseconds past what an Int holds")
    func timerInterval() {
        #expect(RepeatingTimer.dispatchInterval(nanoseconds: 5_000_000) == .nanoseconds(5_000_000))
        #expect(RepeatingTimer.dispatchInterval(nanoseconds: UInt64(Int.max)) == .nanoseconds(Int.max))
        #expect(RepeatingTimer.dispatchInterval(nanoseconds: UInt64.max) == .milliseconds(Int(UInt64.max / 1_000_000)))
    }

    @Test("start(intervalNanoseconds:) syncs at once and then on the main queue until stopped")
    @MainActor
    func periodicObserver() async throws {
        let app = FakeApp()
        let recorder = RibRecorder(app: AppInfo(name: "App"))
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        observer.start(intervalNanoseconds: 5_000_000)
        #expect(observer.isRunning)
        #expect(recorder.trace().eventLog == ["build Root", "launch Root", "activate Root", "load Root"])
        let attached = TestSignal()
        observer.onTimedSync = { events in
            if events.contains(where: { if case .attached = $0 { true } else { false } }) { attached.fire() }
        }
        root.attach(FakeRouter("Child"))
        #expect(await attached.wait(), "no timed sync recorded the attach")
        #expect(recorder.trace().containsEvents(inOrder: ["attach Child to Root"]))
        observer.stop()
        #expect(!observer.isRunning)
    }
}
