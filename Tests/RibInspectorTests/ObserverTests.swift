import Testing
@testable import RibInspector

@MainActor
@Suite("Tree observer")
struct ObserverTests {
    let app = FakeApp()
    let recorder = RibRecorder(app: AppInfo(name: "Observed"))

    /// Syncs and returns the recorded events as event-log lines.
    private func sync(_ observer: RibTreeObserver<FakeRouter>) -> [String] {
        let kinds = observer.sync()
        let trace = recorder.trace()
        return kinds.map(trace.logLine(for:))
    }

    /// The trace so far replays without contradiction; returns its live tree as text.
    private func replayedTree() throws -> String {
        try recorder.trace().finalSnapshot().text(includesDetached: true)
    }

    @Test("a launch records the root, then each child after its parent, as RIBs builds them")
    func launch() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        #expect(observer.sync().isEmpty)
        let root = FakeRouter("Root")
        let loggedOut = FakeRouter("LoggedOut")
        app.launch(root)
        root.attach(loggedOut)
        #expect(
            sync(observer) == [
                "build Root", "launch Root", "activate Root", "load Root",
                "build LoggedOut", "attach LoggedOut to Root", "activate LoggedOut", "load LoggedOut",
            ])
        #expect(observer.sync().isEmpty)
        #expect(try replayedTree() == "Root\n└─ LoggedOut")
        let trace = recorder.trace()
        #expect(trace.rib(RibID(rawValue: 1))?.routerType == "RootRouter")
    }

    @Test("a route from LoggedOut to LoggedIn: goings first, parents before children")
    func route() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        do {
            let loggedOut = FakeRouter("LoggedOut")
            root.attach(loggedOut)
            observer.sync()
            root.detach(loggedOut)
        }
        let loggedIn = FakeRouter("LoggedIn")
        root.attach(loggedIn)
        loggedIn.attach(FakeRouter("OffGame"))
        #expect(
            sync(observer) == [
                "deactivate LoggedOut", "detach LoggedOut from Root", "deallocate LoggedOut",
                "build LoggedIn", "attach LoggedIn to Root", "activate LoggedIn", "load LoggedIn",
                "build OffGame", "attach OffGame to LoggedIn", "activate OffGame", "load OffGame",
            ])
        #expect(try replayedTree() == "Root\n└─ LoggedIn\n   └─ OffGame")
    }

    @Test("a RIB detached and attached again keeps its identifier and loads once")
    func reattach() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        let child = FakeRouter("Child")
        app.launch(root)
        root.attach(child)
        observer.sync()
        let id = observer.ribID(of: child)

        root.detach(child)
        #expect(sync(observer) == ["deactivate Child", "detach Child from Root"])
        #expect(try replayedTree() == "Root\ndetached, still alive:\nChild")

        root.attach(child)
        #expect(sync(observer) == ["attach Child to Root", "activate Child"])
        #expect(observer.ribID(of: child) == id)
        #expect(recorder.trace().ribs.count == 2)
    }

    @Test("a RIB that moves is detached from its old parent, then attached to its new one")
    func move() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        let left = FakeRouter("Left")
        let right = FakeRouter("Right")
        let leaf = FakeRouter("Leaf")
        app.launch(root)
        root.attach(left)
        root.attach(right)
        left.attach(leaf)
        observer.sync()

        left.detach(leaf)
        right.attach(leaf)
        #expect(sync(observer) == ["detach Leaf from Left", "attach Leaf to Right"])
        #expect(try replayedTree() == "Root\n├─ Left\n└─ Right\n   └─ Leaf")
    }

    @Test("a released router is recorded as deallocated at the next sync")
    func deallocation() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        weak let probe: FakeRouter?
        do {
            let child = FakeRouter("Child")
            probe = child
            root.attach(child)
            observer.sync()
            root.detach(child)
            observer.sync()
        }
        #expect(probe == nil)
        #expect(sync(observer) == ["deallocate Child"])
        #expect(try replayedTree() == "Root")
    }

    @Test("an interactor that outlives its router is recorded when it goes, and analysed as a leak until then")
    func interactorOutlivesRouter() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Observed"), clock: .manual(clock))
        let observer = makeObserver(for: app, recorder: recorder, followingInteractors: true)
        let log = { observer.sync().map(recorder.trace().logLine(for:)) }
        let root = FakeRouter("Root")
        app.launch(root)
        var holder: PlainFakeInteractor?
        do {
            let child = FakeRouter("Child")
            holder = child.interactor  // a subscription that captured the interactor
            root.attach(child)
            observer.sync()
            root.detach(child)
        }
        #expect(log() == ["deactivate Child", "detach Child from Root", "deallocate Child"])
        #expect(recorder.trace().ribs.allSatisfy { $0.tracksInteractorDeallocation })
        clock.advance(by: .seconds(2))
        #expect(log().isEmpty)
        #expect(recorder.trace().analysis().findings.map(\.kind) == [.interactorLeak])
        holder = nil
        #expect(log() == ["deallocate Child's interactor"])
        #expect(holder == nil)
    }

    @Test("an interactor that goes with its router is recorded right after it; without the interactor closure, none is")
    func interactorGoesWithRouter() throws {
        for following in [true, false] {
            let recorder = RibRecorder(app: AppInfo(name: "Observed"))
            let app = FakeApp()
            let observer = makeObserver(for: app, recorder: recorder, followingInteractors: following)
            let root = FakeRouter("Root")
            app.launch(root)
            do {
                let child = FakeRouter("Child")
                root.attach(child)
                observer.sync()
                root.detach(child)
            }
            let log = observer.sync().map(recorder.trace().logLine(for:))
            #expect(log == ["deactivate Child", "detach Child from Root", "deallocate Child"] + (following ? ["deallocate Child's interactor"] : []))
            #expect(recorder.trace().ribs.map(\.tracksInteractorDeallocation) == [following, following])
        }
    }

    @Test("two routers of the same type are two RIBs, told apart by identity")
    func sameNamedInstances() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        let first = FakeRouter("Transport")
        app.launch(root)
        root.attach(first)
        let secondID: RibID
        do {
            let second = FakeRouter("Transport")
            root.attach(second)
            observer.sync()
            secondID = try #require(observer.ribID(of: second))
            root.detach(second)
        }
        #expect(observer.ribID(of: first) != secondID)
        let kinds = observer.sync()
        #expect(kinds.contains(.deallocated(secondID)))
        #expect(sync(observer).isEmpty)
        #expect(try replayedTree() == "Root\n└─ Transport#1")
    }

    @Test("a detached subtree records only its top; its deallocation is seen through weak references")
    func detachedSubtree() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        let offGame = FakeRouter("OffGame")
        app.launch(root)
        do {
            let loggedIn = FakeRouter("LoggedIn")
            root.attach(loggedIn)
            loggedIn.attach(offGame)
            observer.sync()

            root.detach(loggedIn)
            #expect(sync(observer) == ["deactivate LoggedIn", "deactivate OffGame", "detach LoggedIn from Root"])
            #expect(try replayedTree() == "Root\ndetached, still alive:\nLoggedIn\n└─ OffGame")

            // A router detached while its parent is detached is still seen.
            loggedIn.detach(offGame)
            #expect(sync(observer) == ["detach OffGame from LoggedIn"])
            // Like RIBs, the fake activates a child attached under an inactive parent.
            loggedIn.attach(offGame)
            #expect(sync(observer) == ["attach OffGame to LoggedIn", "activate OffGame"])
        }
        // As RIBs' Router.deinit, the parent's deallocation detaches the child first.
        #expect(sync(observer) == ["detach OffGame from LoggedIn", "deallocate LoggedIn"])
        #expect(try replayedTree() == "Root\ndetached, still alive:\nOffGame")
    }

    @Test("a whole subtree released at once: each router's deinit detaches its children, then it goes before them")
    func subtreeReleased() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        do {
            let loggedIn = FakeRouter("LoggedIn")
            root.attach(loggedIn)
            loggedIn.attach(FakeRouter("OffGame"))
            observer.sync()
            root.detach(loggedIn)
        }
        #expect(
            sync(observer) == [
                "deactivate LoggedIn", "deactivate OffGame",
                "detach LoggedIn from Root", "detach OffGame from LoggedIn", "deallocate LoggedIn", "deallocate OffGame",
            ])
        #expect(try replayedTree() == "Root")
    }

    @Test("a router deallocated with children detaches them all and goes first, then they go in attach order, as in Swift")
    func deallocatedWithChildren() throws {
        let observer = makeObserver(for: app, recorder: recorder, followingInteractors: true)
        let root = FakeRouter("Root")
        let kept = FakeRouter("Kept")
        app.launch(root)
        do {
            let loggedIn = FakeRouter("LoggedIn")
            let offGame = FakeRouter("OffGame")
            root.attach(loggedIn)
            loggedIn.attach(offGame)
            loggedIn.attach(kept)
            offGame.attach(FakeRouter("Board"))
            loggedIn.attach(FakeRouter("Score"))
            observer.sync()
            root.detach(loggedIn)
        }
        #expect(
            sync(observer) == [
                "deactivate LoggedIn", "deactivate OffGame", "deactivate Board", "deactivate Kept", "deactivate Score",
                "detach LoggedIn from Root",
                "detach OffGame from LoggedIn", "detach Kept from LoggedIn", "detach Score from LoggedIn",
                "deallocate LoggedIn",
                "detach Board from OffGame", "deallocate OffGame", "deallocate Board",
                "deallocate Score",
                "deallocate LoggedIn's interactor", "deallocate OffGame's interactor",
                "deallocate Board's interactor", "deallocate Score's interactor",
            ])
        #expect(recorder.trace().containsEvents(inOrder: ["detach OffGame from LoggedIn", "deallocate LoggedIn"]))
        #expect(try replayedTree() == "Root\ndetached, still alive:\nKept")
        #expect(observer.sync().isEmpty)
    }

    @Test("a root that is built but not launched yet is only built; the launch records launch, activate and load")
    func rootBeforeLaunch() {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.root = root
        #expect(sync(observer) == ["build Root"])
        #expect(observer.sync().isEmpty)
        app.launch(root)
        #expect(sync(observer) == ["launch Root", "activate Root", "load Root"])
        #expect(observer.sync().isEmpty)
    }

    @Test("activity changes without a change of structure are recorded")
    func activity() {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        observer.sync()
        root.isActive = false
        #expect(sync(observer) == ["deactivate Root"])
        root.isActive = true
        #expect(sync(observer) == ["activate Root"])
    }

    @Test("a new root is launched, and the old one is deallocated with its children")
    func rootReplaced() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        app.launch(FakeRouter("Root"))
        try #require(app.root).attach(FakeRouter("LoggedIn"))
        observer.sync()

        app.launch(FakeRouter("Root"))
        #expect(
            sync(observer) == [
                "deactivate Root#1", "deactivate LoggedIn",
                "detach LoggedIn from Root#1", "deallocate Root#1", "deallocate LoggedIn",
                "build Root#2", "launch Root#2", "activate Root#2", "load Root#2",
            ])
        #expect(try replayedTree() == "Root#2")
    }

    @Test("the observer keeps no router alive")
    func keepsNothingAlive() {
        let observer = makeObserver(for: app, recorder: recorder)
        weak let probeRoot: FakeRouter?
        weak let probeChild: FakeRouter?
        do {
            let root = FakeRouter("Root")
            let child = FakeRouter("Child")
            probeRoot = root
            probeChild = child
            app.launch(root)
            root.attach(child)
            observer.sync()
            app.root = nil
        }
        #expect(probeRoot == nil)
        #expect(probeChild == nil)
        #expect(sync(observer) == ["deactivate Root", "deactivate Child", "detach Child from Root", "deallocate Root", "deallocate Child"])
    }

    @Test("a new router at a dead router's address is a new RIB")
    func identityReuse() throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        let firstID: RibID
        do {
            let first = FakeRouter("Child")
            root.attach(first)
            observer.sync()
            firstID = try #require(observer.ribID(of: first))
            root.detach(first)
        }
        // Allocated right after the release, the new router usually reuses the address.
        let second = FakeRouter("Child")
        root.attach(second)
        let kinds = observer.sync()
        let secondID = try #require(observer.ribID(of: second))
        let rootID = try #require(observer.ribID(of: root))
        #expect(secondID != firstID)
        #expect(
            kinds == [
                .deactivated(firstID), .detached(firstID, parent: rootID), .deallocated(firstID),
                .built(secondID), .attached(secondID, parent: rootID), .activated(secondID), .loaded(secondID),
            ])
        _ = try replayedTree()
    }

    @Test("a router listed twice or in a cycle is attached once, and the trace still replays")
    func malformedTrees() throws {
        final class Looping {
            var children: [Looping] = []
        }
        let root = Looping()
        let a = Looping()
        let b = Looping()
        root.children = [a, b, a]
        a.children = [b, root]
        b.children = [a]
        let observer = RibTreeObserver<Looping>(
            recorder: recorder,
            root: { root },
            children: { $0.children },
            describe: { $0 === root ? ObservedRib(name: "Root") : ObservedRib(name: $0 === a ? "A" : "B") }
        )
        observer.sync()
        #expect(try replayedTree() == "Root\n├─ A\n└─ B")
        #expect(observer.sync().isEmpty)
    }

    @Test("no tree before launch; the root is launched once it appears")
    func beforeLaunch() {
        let observer = makeObserver(for: app, recorder: recorder)
        #expect(observer.sync().isEmpty)
        app.launch(FakeRouter("Root"))
        #expect(sync(observer) == ["build Root", "launch Root", "activate Root", "load Root"])
    }

    @Test("without an activity closure, only structure is recorded")
    func withoutActivity() {
        let root = FakeRouter("Root")
        root.attach(FakeRouter("Child"))
        let observer = RibTreeObserver<FakeRouter>(
            recorder: recorder,
            root: { root },
            children: { $0.children },
            describe: { ObservedRib(name: $0.name) }
        )
        #expect(sync(observer) == ["build Root", "launch Root", "load Root", "build Child", "attach Child to Root", "load Child"])
    }

    @Test("a periodic observer syncs on the main queue until stopped")
    func periodic() async throws {
        let observer = makeObserver(for: app, recorder: recorder)
        let root = FakeRouter("Root")
        app.launch(root)
        let ended = TestSignal()
        observer.onTimerEnded = { ended.fire() }
        observer.start(interval: .milliseconds(5))
        #expect(observer.isRunning)
        #expect(recorder.trace().eventLog == ["build Root", "launch Root", "activate Root", "load Root"])

        let attached = TestSignal()
        observer.onTimedSync = { events in
            if events.contains(where: { if case .attached = $0 { true } else { false } }) { attached.fire() }
        }
        root.attach(FakeRouter("Child"))
        #expect(await attached.wait(), "no timed sync recorded the attach")
        #expect(recorder.trace().containsEvents(inOrder: ["attach Child to Root"]))

        observer.onTimedSync = { _ in Issue.record("the timer synced after stop()") }
        observer.stop()
        #expect(!observer.isRunning)
        // Dispatch calls the cancel handler after the timer's last sync: none follows it.
        #expect(await ended.wait(), "the stopped timer was not cancelled")
        let count = recorder.eventCount
        root.attach(FakeRouter("Late"))
        #expect(recorder.eventCount == count)
    }

    @Test("after syncs of an unchanged tree, a child replaced in place, a deactivation and a new root are each recorded")
    func changesAfterSteadySyncs() {
        let observer = makeObserver(for: app, recorder: recorder, followingInteractors: true)
        let root = FakeRouter("Root")
        app.launch(root)
        root.attach(FakeRouter("Old"))
        _ = sync(observer)
        #expect(observer.sync().isEmpty)
        #expect(observer.sync().isEmpty)

        // A new router where the old one was, as active: a walk that compared identities
        // alone could take it for the old one if it reused its address.
        root.detach(root.children[0])
        root.attach(FakeRouter("New"))
        #expect(
            sync(observer) == [
                "deactivate Old", "detach Old from Root", "deallocate Old", "deallocate Old's interactor", "build New", "attach New to Root", "activate New", "load New",
            ])
        #expect(observer.sync().isEmpty)

        root.children[0].isActive = false
        #expect(sync(observer) == ["deactivate New"])
        #expect(observer.sync().isEmpty)

        let next = FakeRouter("NextRoot")
        app.launch(next)
        let events = sync(observer)
        #expect(events.contains("build NextRoot") && events.contains("launch NextRoot"))
        #expect(observer.sync().isEmpty)
    }

    @Test("a thousand routers: first sync declares them all, an unchanged tree records nothing")
    func thousandNodes() {
        let root = FakeRouter("Root")
        app.launch(root)
        for branch in 0..<10 {
            let middle = FakeRouter("Branch\(branch)")
            root.attach(middle)
            for leaf in 0..<99 { middle.attach(FakeRouter("Leaf\(branch)-\(leaf)")) }
        }
        let observer = makeObserver(for: app, recorder: recorder)
        observer.sync()
        #expect(recorder.trace().ribs.count == 1 + 10 + 990)
        #expect(observer.sync().isEmpty)
    }
}
