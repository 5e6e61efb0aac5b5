import RibInspector
import Testing

/// Builds a trace from event kinds, numbering and timing them in order.
private func trace(ribs names: [String], _ kinds: [RibEvent.Kind]) throws -> Trace {
    let ribs = names.enumerated().map { RibDescriptor(id: RibID(rawValue: UInt32($0.offset + 1)), name: $0.element) }
    let events = kinds.enumerated().map { RibEvent(sequence: UInt64($0.offset), time: UInt64($0.offset) * 1_000, kind: $0.element) }
    return try Trace(header: TraceHeader(app: AppInfo(name: "Test")), ribs: ribs, events: events)
}

private let root = RibID(rawValue: 1)
private let loggedIn = RibID(rawValue: 2)
private let offGame = RibID(rawValue: 3)
private let scoreBoard = RibID(rawValue: 4)
private let game = RibID(rawValue: 5)

@Suite("Replay")
struct ReplayTests {
    private let names = ["Root", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe"]

    @Test("the text tree draws the live tree depth first in attach order")
    func textTree() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .activated(root), .loaded(root),
                .attached(loggedIn, parent: root), .activated(loggedIn),
                .attached(offGame, parent: loggedIn),
                .attached(scoreBoard, parent: offGame),
                .attached(game, parent: loggedIn),
            ])
        #expect(
            try trace.finalSnapshot().description == """
                Root
                └─ LoggedIn
                   ├─ OffGame
                   │  └─ BasicScoreBoard
                   └─ TicTacToe
                """)
        #expect(try trace.snapshot(afterEvents: 5).description == "Root\n└─ LoggedIn")
        #expect(try trace.snapshot(atTime: 5_000).description == "Root\n└─ LoggedIn\n   └─ OffGame")
    }

    @Test("a detached subtree stays intact and alive, outside the live tree")
    func detachedSubtree() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root),
                .attached(loggedIn, parent: root),
                .attached(offGame, parent: loggedIn),
                .detached(loggedIn, parent: root),
            ])
        let snapshot = try trace.finalSnapshot()
        #expect(snapshot.description == "Root")
        #expect(snapshot.tree[loggedIn]?.children == [offGame])
        #expect(snapshot.tree.status(of: loggedIn) == .detached)
        #expect(snapshot.tree.status(of: offGame) == .detached)
        #expect(snapshot.detachedSubtreeRoots == [loggedIn])
        #expect(
            snapshot.text(showsState: true, includesDetached: true) == """
                Root (inactive, not loaded)
                detached, still alive:
                LoggedIn (inactive, not loaded)
                └─ OffGame (inactive, not loaded)
                """)
    }

    @Test("detaching a child leaves its siblings in attach order, wherever it stood", arguments: [loggedIn, offGame, scoreBoard])
    func detachKeepsSiblingOrder(detached: RibID) throws {
        let children = [loggedIn, offGame, scoreBoard]
        let tree = try trace(
            ribs: names,
            [.launched(root)] + children.map { .attached($0, parent: root) } + [.detached(detached, parent: root)]
        ).finalSnapshot().tree
        #expect(tree[root]?.children == children.filter { $0 != detached })
        #expect(tree[detached]?.parent == nil)
    }

    @Test("statuses tell built, attached, detached and deallocated apart")
    func statuses() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .built(game),
                .attached(loggedIn, parent: root), .detached(loggedIn, parent: root), .deallocated(loggedIn),
                .attached(offGame, parent: root),
            ])
        let tree = try trace.finalSnapshot().tree
        #expect(tree.status(of: root) == .attached)
        #expect(tree.status(of: game) == .built)
        #expect(tree.status(of: loggedIn) == .deallocated)
        #expect(tree.status(of: offGame) == .attached)
        #expect(tree.status(of: scoreBoard) == nil)
    }

    @Test("a re-attached RIB is the same RIB", arguments: [1, 2, 3])
    func reattach(times: Int) throws {
        var kinds: [RibEvent.Kind] = [.launched(root)]
        for _ in 0..<times { kinds += [.attached(loggedIn, parent: root), .detached(loggedIn, parent: root)] }
        kinds.append(.attached(loggedIn, parent: root))
        let tree = try trace(ribs: names, kinds).finalSnapshot().tree
        #expect(tree[loggedIn]?.attachCount == times + 1)
        #expect(tree[root]?.children == [loggedIn])
    }

    @Test("anomaly events leave the tree unchanged")
    func anomalies() throws {
        let trace = try trace(
            ribs: names,
            [
                .launched(root), .attached(loggedIn, parent: root),
                .anomaly(.attachedTwice(loggedIn, parent: root)),
                .anomaly(.detachedNonChild(offGame, parent: root)),
            ])
        #expect(try trace.finalSnapshot().tree[root]?.children == [loggedIn])
    }

    @Test(
        "events that contradict the tree are errors naming the event",
        arguments: [
            ([RibEvent.Kind.launched(root), .detached(loggedIn, parent: root)], "event 1 at 0.000 s: RIB 2 is detached from RIB 1, but it is not attached"),
            (
                [.launched(root), .attached(loggedIn, parent: root), .attached(loggedIn, parent: root)],
                "event 2 at 0.000 s: RIB 2 is attached to RIB 1 while it is attached to RIB 1"
            ),
            (
                [.launched(root), .attached(loggedIn, parent: root), .attached(root, parent: loggedIn)],
                "event 2 at 0.000 s: RIB 1 is attached to RIB 2 while it is a launched root"
            ),
            ([.attached(loggedIn, parent: root), .attached(root, parent: loggedIn)], "event 1 at 0.000 s: attaching RIB 1 to RIB 2 would make it its own ancestor"),
            ([.attached(loggedIn, parent: root), .deallocated(loggedIn)], "event 1 at 0.000 s: RIB 2 is deallocated while attached to RIB 1"),
            ([.deallocated(loggedIn), .activated(loggedIn)], "event 1 at 0.000 s: RIB 2 appears in an event after it was deallocated"),
            ([.built(loggedIn), .built(loggedIn)], "event 1 at 0.000 s: RIB 2 is built twice"),
        ])
    func contradictions(kinds: [RibEvent.Kind], message: String) throws {
        let trace = try trace(ribs: names, kinds)
        #expect {
            try trace.finalSnapshot()
        } throws: { error in
            (error as? TraceReplayError)?.description == message
        }
    }

    @Test("names with line breaks cannot break the text tree apart")
    func escapedNames() throws {
        let trace = try trace(ribs: ["Root\nFake", "민수의 게임"], [.launched(root), .attached(loggedIn, parent: root)])
        #expect(try trace.finalSnapshot().description == "Root\\nFake\n└─ 민수의 게임")
    }

    @Test("several instances of one name are told apart")
    func displayNames() throws {
        let trace = try trace(
            ribs: ["Root", "TransportHome", "TransportHome"],
            [
                .launched(root), .attached(loggedIn, parent: root), .attached(offGame, parent: root),
            ])
        #expect(try trace.finalSnapshot().description == "Root\n├─ TransportHome#1\n└─ TransportHome#2")
    }
}
