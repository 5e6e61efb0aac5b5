import RibInspector
import SwiftSyntax600App
import Testing

@Suite("An app pinning swift-syntax 600.0.1 records with RibInspector")
struct SessionRecordingTests {
    @Test("the launch is recorded as a tree")
    func launch() throws {
        let recorder = RibRecorder(app: AppInfo(name: "SwiftSyntax600App"), clock: .manual(ManualClock()))
        recordLaunch(into: recorder)
        #expect(try recorder.trace().finalSnapshot().description == "Root\n└─ LoggedOut")
    }
}
