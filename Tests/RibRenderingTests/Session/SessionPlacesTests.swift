import Foundation
import RibExamples
import RibInspector
import Testing
@testable import RibRendering

@Suite("Session places: one place per RIB position, a mask per moment")
struct SessionPlacesTests {
    @Test(
        "after every event the mask shows exactly the replayed tree: live RIBs active or inactive, detached ones out of the tree, no others",
        arguments: [
            ExampleSession.ticTacToe, .tabbedApp,
        ])
    func masksMatchReplay(session: ExampleSession) throws {
        let trace = session.record()
        let places = try SessionPlaces(trace)
        var replay = TraceReplay(trace)
        var mask = SessionMask(placeCount: places.places.count)
        for index in trace.events.indices {
            try replay.step()
            for change in places.changes(ofEvent: index) { mask.apply(change) }
            #expect(mask == places.mask(afterEvents: index + 1))
            let snapshot = replay.snapshot
            var expected: [RibID: PlaceState] = [:]
            for rib in snapshot.attachedRibs { expected[rib] = snapshot.tree[rib]?.isActive == true ? .active : .inactive }
            for root in snapshot.detachedSubtreeRoots {
                for rib in snapshot.subtree(of: root) { expected[rib] = .detached }
            }
            var shown: [RibID: PlaceState] = [:]
            for (place, rib) in mask.occupants.enumerated() {
                guard let rib else {
                    #expect(mask.states[place] == .empty)
                    continue
                }
                #expect(shown[rib] == nil, "\(trace.displayName(of: rib)) stands at two places")
                shown[rib] = mask.states[place]
                #expect(places.places[place].name == trace.rib(rib)?.name)
            }
            #expect(shown == expected, "after event \(index): \(trace.eventLog[index])")
        }
    }

    @Test(
        "distinct moments: each shows a mask no earlier moment showed, and every moment's mask is shown by one of them",
        arguments: [
            ExampleSession.ticTacToe, .tabbedApp,
        ])
    func distinctMoments(session: ExampleSession) throws {
        let trace = session.record()
        let places = try SessionPlaces(trace)
        let moments = places.distinctMoments()
        let masks = moments.map { places.mask(afterEvents: $0) }
        #expect(Set(masks).count == moments.count)
        #expect(moments == moments.sorted())
        for count in 1...trace.events.count where !places.changes(ofEvent: count - 1).isEmpty {
            let mask = places.mask(afterEvents: count)
            let first = try #require(masks.firstIndex(of: mask), "after \(count) events")
            #expect(moments[first] <= count)
        }
    }

    @Test("instances of one RIB that come one after another share its place; the places are the paths of names")
    func sequentialInstancesSharePlaces() throws {
        let trace = ExampleSession.ticTacToe.record()
        let places = try SessionPlaces(trace)
        let paths = places.places.map { place -> String in
            var names: [String] = []
            var next: Int? = place.id
            while let current = next {
                names.append(places.places[current].label)
                next = places.places[current].parent
            }
            return names.reversed().joined(separator: "/")
        }
        #expect(
            paths.sorted() == [
                "Root", "Root/LoggedIn", "Root/LoggedIn/OffGame", "Root/LoggedIn/OffGame/BasicScoreBoard",
                "Root/LoggedIn/RandomWin", "Root/LoggedIn/TicTacToe", "Root/LoggedOut",
            ])
        let offGame = try #require(places.places.first { $0.name == "OffGame" })
        #expect(offGame.occupants.count == trace.ribs.filter { $0.name == "OffGame" }.count)
        #expect(offGame.occupants.count > 1)
        #expect(places.places.allSatisfy { $0.slot == 0 })
    }

    @Test("two instances of one name under one parent at the same time get two places; a later one takes the lowest free")
    func concurrentInstancesGetSlots() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Tabs"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let tabs = (0..<3).map { _ in recorder.declareRib(named: "Tab") }
        recorder.record(.launched(root))
        recorder.record(.attached(tabs[0], parent: root))
        recorder.record(.attached(tabs[1], parent: root))
        recorder.record(.detached(tabs[0], parent: root))
        recorder.record(.deallocated(tabs[0]))
        recorder.record(.attached(tabs[2], parent: root))
        let places = try SessionPlaces(recorder.trace())
        #expect(places.places.map(\.label) == ["Root", "Tab", "Tab (2)"])
        #expect(places.places.map(\.slot) == [0, 0, 1])
        #expect(places.places[1].occupants == [tabs[0], tabs[2]])
        #expect(places.places[2].occupants == [tabs[1]])
        let final = places.mask(afterEvents: 6)
        #expect(final.occupants == [root, tabs[2], tabs[1]])
        // While the first Tab is detached but alive it keeps its place, red.
        #expect(places.mask(afterEvents: 4).states[1] == .detached)
        #expect(places.eventPlaces == [0, 1, 2, 1, 1, 1])
    }

    @Test("a RIB attached under another parent moves with its subtree; its old places empty")
    func movedSubtree() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Moves"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let left = recorder.declareRib(named: "Left")
        let right = recorder.declareRib(named: "Right")
        let card = recorder.declareRib(named: "Card")
        let detail = recorder.declareRib(named: "Detail")
        recorder.record(.launched(root))
        for (child, parent) in [(left, root), (right, root), (card, left), (detail, card)] {
            recorder.record(.attached(child, parent: parent))
        }
        recorder.record(.detached(card, parent: left))
        recorder.record(.attached(card, parent: right))
        let places = try SessionPlaces(recorder.trace())
        let labels = places.places.map { "\($0.parent.map { places.places[$0].label } ?? "-")>\($0.label)" }
        #expect(labels == ["->Root", "Root>Left", "Root>Right", "Left>Card", "Card>Detail", "Right>Card", "Card>Detail"])
        let final = places.mask(afterEvents: recorder.trace().events.count)
        #expect(final.states == [.inactive, .inactive, .inactive, .empty, .empty, .inactive, .inactive])
        #expect(final.occupants[5] == card && final.occupants[6] == detail)
    }

    @Test("a subtree attached below a RIB that is not in a tree yet is placed when that RIB is")
    func subtreeBuiltBeforeAttaching() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Early"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let parent = recorder.declareRib(named: "Parent")
        let child = recorder.declareRib(named: "Child")
        recorder.record(.launched(root))
        recorder.record(.attached(child, parent: parent))
        recorder.record(.attached(parent, parent: root))
        recorder.record(.activated(parent))
        let places = try SessionPlaces(recorder.trace())
        #expect(places.places.map(\.label) == ["Root", "Parent", "Child"])
        #expect(places.mask(afterEvents: 2).occupants == [root, nil, nil])
        #expect(places.mask(afterEvents: 4).states == [.inactive, .active, .inactive])
    }

    @Test("an event that contradicts the tree is an error naming the event, as replay gives it")
    func contradiction() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Broken"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let child = recorder.declareRib(named: "Child")
        recorder.record(.launched(root))
        recorder.record(.detached(child, parent: root))
        #expect(throws: TraceReplayError.self) { try SessionPlaces(recorder.trace()) }
    }
}
