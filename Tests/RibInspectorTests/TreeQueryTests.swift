import Testing
@testable import RibInspector

@Suite("Tree queries")
struct TreeQueryTests {
    @Test("children and live RIBs by display name")
    func queries() throws {
        let recorder = RibRecorder(app: AppInfo(name: "App"))
        let root = recorder.declareRib(named: "Root")
        let loggedIn = recorder.declareRib(named: "LoggedIn")
        let first = recorder.declareRib(named: "Game")
        let second = recorder.declareRib(named: "Game")
        let loggedOut = recorder.declareRib(named: "LoggedOut")
        recorder.record(.launched(root))
        recorder.record(.attached(loggedIn, parent: root))
        recorder.record(.attached(first, parent: loggedIn))
        recorder.record(.attached(second, parent: loggedIn))
        recorder.record(.built(loggedOut))
        let snapshot = try recorder.trace().finalSnapshot()
        #expect(snapshot.childNames(of: "LoggedIn") == ["Game#1", "Game#2"])
        #expect(snapshot.childNames(of: "Game#2") == [])
        #expect(snapshot.childNames(of: "Game") == nil)
        #expect(snapshot.rib(named: "Game#2") == second)
        #expect(snapshot.rib(named: "LoggedOut") == loggedOut)
        #expect(snapshot.attachedNames == ["Root", "LoggedIn", "Game#1", "Game#2"])
        let early = try recorder.trace().snapshot(afterEvents: 1)
        #expect(early.rib(named: "LoggedIn") == nil)
    }
}
