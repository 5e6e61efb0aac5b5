import Foundation
import Testing
@testable import RibInspector

/// A scheduler that holds the captures it is given until the test runs them.
final class ManualScreenScheduler: ScreenCaptureScheduler {
    private let pending = Guarded<[(delay: UInt64, work: @MainActor @Sendable () -> Void)]>([])

    func schedule(afterNanoseconds delayNanoseconds: UInt64, _ work: @escaping @MainActor @Sendable () -> Void) {
        pending.withLock { $0.append((delayNanoseconds, work)) }
    }

    /// The delays of the captures waiting to run.
    var delays: [UInt64] { pending.withLock { $0.map(\.delay) } }

    /// Runs every capture waiting, as the main run loop would once their delays passed.
    @MainActor
    func runAll() {
        let due = pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
        for capture in due { capture.work() }
    }
}

@MainActor
@Suite("Screen capture")
struct ScreenCaptureTests {
    private let clock = ManualClock()
    private let scheduler = ManualScreenScheduler()
    /// The RIBs the source was asked for, in order.
    private let asked = Guarded<[RibID]>([])

    private func capture(_ recorder: RibRecorder, options: ScreenCaptureOptions = ScreenCaptureOptions()) -> ScreenCapture {
        ScreenCapture(recorder: recorder, options: options, scheduler: scheduler) { [asked] rib in
            asked.withLock { $0.append(rib) }
            return pngPicture(UInt8(truncatingIfNeeded: rib.rawValue))
        }
    }

    @Test("a RIB that appears is captured once after the delay, however often it is noted meanwhile")
    func delayedCapture() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let rib = recorder.declareRib(named: "Root", isViewful: true)
        let capture = capture(recorder, options: ScreenCaptureOptions(delayNanoseconds: 42))
        capture.ribDidAppear(rib)
        capture.ribDidAppear(rib)
        #expect(scheduler.delays == [42])
        #expect(asked.withLock { $0 }.isEmpty)
        scheduler.runAll()
        #expect(asked.withLock { $0 } == [rib])
        #expect(recorder.trace().screens.map(\.rib) == [rib])
        capture.ribDidAppear(rib)
        #expect(scheduler.delays == [42])
    }

    @Test("a RIB is captured at most once per interval of the recorder's clock; other RIBs are not held back")
    func interval() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let first = recorder.declareRib(named: "First", isViewful: true)
        let second = recorder.declareRib(named: "Second", isViewful: true)
        let capture = capture(recorder, options: ScreenCaptureOptions(minimumIntervalNanoseconds: 1000))
        #expect(capture.captureScreen(of: first) != nil)
        #expect(capture.captureScreen(of: first) == nil)
        #expect(capture.captureScreen(of: second) != nil)
        clock.advance(byNanoseconds: 999)
        #expect(capture.captureScreen(of: first) == nil)
        clock.advance(byNanoseconds: 1)
        guard case .referenced = capture.captureScreen(of: first) else {
            Issue.record("the second picture of an unchanged view was not referenced")
            return
        }
        #expect(asked.withLock { $0 } == [first, second, first])
        #expect(recorder.trace().screens.map(\.rib) == [first, second, first])
    }

    @Test("a source that returns nil records nothing")
    func sourceDeclines() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let rib = recorder.declareRib(named: "Secret", isViewful: true)
        let capture = ScreenCapture(recorder: recorder, scheduler: scheduler) { _ in nil }
        #expect(capture.captureScreen(of: rib) == nil)
        #expect(recorder.trace().screens.isEmpty && recorder.trace().droppedScreens.total == 0)
    }

    @Test("the observer schedules a picture of each viewful RIB that appears, never during its sync, and captures on demand")
    func observerCaptures() {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let app = FakeApp()
        let observer = RibTreeObserver(
            recorder: recorder,
            root: { [weak app] in app?.root },
            children: { $0.children },
            describe: { ObservedRib(name: $0.name, isViewful: $0.name != "Viewless") },
            isActive: { $0.isActive }
        )
        let shown = Guarded<[String]>([])
        observer.captureScreens(options: ScreenCaptureOptions(delayNanoseconds: 7), scheduler: scheduler) { router in
            shown.withLock { $0.append(router.name) }
            return pngPicture(UInt8(router.name.utf8.count))
        }
        let root = FakeRouter("Root")
        let viewless = FakeRouter("Viewless")
        let child = FakeRouter("Child")
        app.launch(root)
        root.attach(viewless)
        viewless.attach(child)
        observer.sync()
        #expect(shown.withLock { $0 }.isEmpty)
        #expect(scheduler.delays == [7, 7])
        scheduler.runAll()
        #expect(shown.withLock { $0 } == ["Root", "Child"])
        let trace = recorder.trace()
        #expect(trace.screens.map { trace.displayName(of: $0.rib) } == ["Root", "Child"])
        observer.sync()
        #expect(scheduler.delays.isEmpty)
        clock.advance(byNanoseconds: 1_000_000_000)
        #expect(observer.captureScreen(of: child) != nil)
        #expect(observer.captureScreen(of: FakeRouter("Unseen")) == nil)
        #expect(shown.withLock { $0 } == ["Root", "Child", "Child"])
    }

    @Test("a capture someone asked for is taken however recent the last picture; the observer finds the routers in the tree by RIB")
    func captureOnRequest() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(clock))
        let app = FakeApp()
        let observer = makeObserver(for: app, recorder: recorder)
        #expect(!observer.capturesScreens)
        observer.captureScreens(scheduler: scheduler) { router in pngPicture(UInt8(router.name.utf8.count)) }
        #expect(observer.capturesScreens)
        let root = FakeRouter("Root")
        let child = FakeRouter("Child")
        app.launch(root)
        root.attach(child)
        observer.sync()
        let rootID = try #require(observer.ribID(of: root))
        let childID = try #require(observer.ribID(of: child))
        #expect(observer.captureScreen(of: child) != nil)
        #expect(observer.captureScreen(of: child) == nil, "within the interval")
        #expect(observer.captureScreen(of: child, evenIfRecent: true) != nil)
        #expect(recorder.trace().screens.count == 2)

        #expect(observer.attachedNode(of: rootID) === root)
        #expect(observer.attachedNode(of: childID) === child)
        root.detach(child)
        observer.sync()
        #expect(observer.attachedNode(of: childID) == nil, "detached, though alive")
    }

    @Test("with a source installed, events recorded on another thread never call it; it runs on the main queue")
    func sourceRunsOnMainQueue() async {
        let recorder = RibRecorder(app: AppInfo(name: "Test"))
        let rib = recorder.declareRib(named: "Root", isViewful: true)
        // Linux services the main queue from a thread other than the process's first, so
        // the queue is told apart by a value set on it, not by `Thread.isMainThread`.
        let mainQueue = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainQueue, value: "main")
        let recordingThread = Guarded<Thread?>(nil)
        let sourceRuns = Guarded<[(queue: String?, thread: Thread)]>([])
        let called = TestSignal()
        let capture = ScreenCapture(recorder: recorder, options: ScreenCaptureOptions(delayNanoseconds: 0)) { _ in
            sourceRuns.withLock { $0.append((DispatchQueue.getSpecific(key: mainQueue), Thread.current)) }
            called.fire()
            return pngPicture(1)
        }
        let recorded = TestSignal()
        DispatchQueue.global().async {
            recordingThread.withLock { $0 = Thread.current }
            for _ in 0..<10_000 { recorder.record(.activated(rib)) }
            recorded.fire()
        }
        #expect(await recorded.wait())
        #expect(sourceRuns.withLock { $0 }.isEmpty)
        capture.ribDidAppear(rib)
        #expect(sourceRuns.withLock { $0 }.isEmpty, "the source ran within the call instead of on a later turn")
        #expect(await called.wait())
        let runs = sourceRuns.withLock { $0 }
        #expect(runs.map(\.queue) == ["main"])
        #expect(runs.allSatisfy { $0.thread !== recordingThread.withLock { $0 } })
        #expect(recorder.trace().screens.count == 1)
    }
}
