#if canImport(CoreFoundation)
    import CoreFoundation
    import Testing
    @testable import RibInspector

    /// Syncing at the end of every run-loop turn: each turn is run here, in a mode of the
    /// test's own so that nothing else of the thread's runs in it, and returns at once.
    @MainActor
    @Suite("Tree observer: a sync every run-loop turn")
    struct RunLoopTurnSyncTests {
        let app = FakeApp()
        let recorder = RibRecorder(app: AppInfo(name: "Observed"))
        let mode: CFRunLoopMode = {
            let name = CFStringCreateWithCString(nil, "ribviz.tests.turns", CFStringBuiltInEncodings.UTF8.rawValue)!
            #if canImport(Darwin)
                return CFRunLoopMode(name)
            #else
                return name
            #endif
        }()

        /// Turns of the run loop of the thread a test runs on, in the test's mode. Made in
        /// the test's body, which runs on one thread: the main actor's jobs may run on
        /// different threads on Linux, each with a run loop of its own.
        private final class Turns {
            let runLoop = CFRunLoopGetCurrent()
            let mode: CFRunLoopMode
            /// A timer an hour away, which keeps the mode from being empty: a run loop runs
            /// no turn of a mode without sources or timers.
            let keeper = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 3_600, 0, 0, 0) { _ in }

            init(mode: CFRunLoopMode) {
                self.mode = mode
                CFRunLoopAddTimer(runLoop, keeper, mode)
            }

            /// Runs one turn, which returns at once.
            func turn() {
                _ = CFRunLoopRunInMode(mode, 0, false)
            }

            deinit {
                CFRunLoopTimerInvalidate(keeper)
            }
        }

        @Test("a change is recorded at the end of the turn it was made in, in the order of the turns, and none after stop()")
        func everyTurn() {
            let turns = Turns(mode: mode)
            let observer = makeObserver(for: app, recorder: recorder)
            observer.turnModes = mode
            let root = FakeRouter("Root")
            app.launch(root)
            observer.startSyncingEveryRunLoopTurn()
            #expect(observer.isRunning)
            #expect(recorder.trace().eventLog == ["build Root", "launch Root", "activate Root", "load Root"])

            let first = FakeRouter("First")
            root.attach(first)
            #expect(!recorder.trace().eventLog.contains("attach First to Root"), "recorded before the turn ended")
            turns.turn()
            #expect(recorder.trace().containsEvents(inOrder: ["build First", "attach First to Root", "activate First", "load First"]))

            root.detach(first)
            turns.turn()
            let second = FakeRouter("Second")
            root.attach(second)
            turns.turn()
            #expect(recorder.trace().containsEvents(inOrder: ["detach First from Root", "attach Second to Root"]))

            observer.stop()
            #expect(!observer.isRunning)
            let count = recorder.eventCount
            root.attach(FakeRouter("Late"))
            turns.turn()
            #expect(recorder.eventCount == count)
        }

        @Test("deallocations are recorded in the order of the turns they happened in, and parents first within one turn")
        func deallocationOrder() throws {
            let turns = Turns(mode: mode)
            let observer = makeObserver(for: app, recorder: recorder, followingInteractors: true)
            observer.turnModes = mode
            let root = FakeRouter("Root")
            app.launch(root)
            do {
                let loggedIn = FakeRouter("LoggedIn")
                let offGame = FakeRouter("OffGame")
                root.attach(loggedIn)
                loggedIn.attach(offGame)
                offGame.attach(FakeRouter("Board"))
                loggedIn.attach(FakeRouter("Score"))
            }
            observer.startSyncingEveryRunLoopTurn()
            do {
                let loggedIn = try #require(root.children.first)
                loggedIn.detach(try #require(loggedIn.children.last))
            }
            turns.turn()
            root.detach(try #require(root.children.first))
            turns.turn()
            observer.stop()

            let trace = recorder.trace()
            #expect(
                trace.eventLog.filter { $0.hasPrefix("deallocate ") } == [
                    "deallocate Score", "deallocate Score's interactor",
                    "deallocate LoggedIn", "deallocate OffGame", "deallocate Board",
                    "deallocate LoggedIn's interactor", "deallocate OffGame's interactor", "deallocate Board's interactor",
                ])
            #expect(trace.containsEvents(inOrder: ["detach OffGame from LoggedIn", "deallocate LoggedIn", "detach Board from OffGame", "deallocate OffGame"]))
            #expect(try trace.finalSnapshot().text(includesDetached: true) == "Root")
        }

        @Test("the observer that is released syncs no more, and a timer started later replaces the turns")
        func releasedAndReplaced() {
            let turns = Turns(mode: mode)
            var observer: RibTreeObserver<FakeRouter>? = makeObserver(for: app, recorder: recorder)
            observer?.turnModes = mode
            let root = FakeRouter("Root")
            app.launch(root)
            observer?.startSyncingEveryRunLoopTurn()
            observer = nil
            let count = recorder.eventCount
            root.attach(FakeRouter("Child"))
            turns.turn()
            #expect(recorder.eventCount == count)

            let replaced = makeObserver(for: app, recorder: RibRecorder(app: AppInfo(name: "Again")))
            replaced.turnModes = mode
            replaced.startSyncingEveryRunLoopTurn()
            replaced.start(intervalNanoseconds: 3_600_000_000_000)
            let synced = replaced.recorder.eventCount
            root.attach(FakeRouter("Later"))
            turns.turn()
            #expect(replaced.recorder.eventCount == synced, "the turns still synced after start(intervalNanoseconds:)")
            replaced.stop()
        }
    }
#endif
