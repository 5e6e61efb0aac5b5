// swift-format-ignore-file
// Docs/Testing.md shows this code line for line, laid out for reading (DocumentationSyncTests
// checks it), so the formatter leaves it as the guide prints it.
import Foundation
import RibInspector
import RibRuntime
import XCTest

// The XCTest examples of Docs/Testing.md, word for word (DocumentationSyncTests checks it).

final class TicTacToeTreeTests: XCTestCase {
    func testRulesStillAliveAfterClosingIsReportedOnIOS13() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(clock))
        let trace = try recorder.recording {
            let window = Window()
            let (root, _) = RootBuilder(dependency: AppComponent()).build()
            root.launch(from: window)
            try XCTUnwrap(window.topViewController as? LoggedOutViewController).didTapLogin()
            try XCTUnwrap(window.topViewController as? OffGameViewController).didTapRules()
            try XCTUnwrap(window.topViewController as? RulesViewController).didTapClose()
            clock.advance(byNanoseconds: 2_000_000_000)   // two seconds, on any system
            return recorder.trace()
        }

        let leaks = try trace.leaks(afterNanoseconds: 1_000_000_000)
        XCTAssertEqual(leaks.map(\.name), ["Rules"])
        XCTAssertEqual(leaks.first?.aliveNanoseconds, 2_000_000_000)
    }

    func testLoggingInShowsOffGameWithItsScoreBoard() throws {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(ManualClock()))
        let trace = try recorder.recording {
            let window = Window()
            let (root, _) = RootBuilder(dependency: AppComponent()).build()
            root.launch(from: window)
            try XCTUnwrap(window.topViewController as? LoggedOutViewController).didTapLogin()
            return recorder.trace()
        }

        let snapshot = try trace.finalSnapshot()
        XCTAssertEqual(snapshot.description, """
            Root
            └─ LoggedIn
               └─ OffGame
                  └─ BasicScoreBoard
            """)
        XCTAssertEqual(snapshot.childNames(of: "LoggedIn"), ["OffGame"])
    }

    func testOffGameAttachesItsScoreBoardWhenItLoads() throws {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(ManualClock()))
        let trace = try recorder.recording {
            let window = Window()
            let (root, _) = RootBuilder(dependency: AppComponent()).build()
            root.launch(from: window)
            try XCTUnwrap(window.topViewController as? LoggedOutViewController).didTapLogin()
            return recorder.trace()
        }

        let order = trace.matchEvents(inOrder: ["attach OffGame to LoggedIn", "activate OffGame", "load OffGame"])
        XCTAssertTrue(order.isComplete, order.description)
        let log = trace.eventLog
        let offGameLoad = try XCTUnwrap(log.firstIndex(of: "load OffGame"))
        XCTAssertEqual(Array(log[offGameLoad...].prefix(3)), [
            "load OffGame",
            "build BasicScoreBoard",
            "attach BasicScoreBoard to OffGame",
        ])
    }

    func testLoggingOutReleasesLoggedInAndEverythingBelowIt() throws {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(ManualClock()))
        let trace = try recorder.recording {
            let window = Window()
            let (root, _) = RootBuilder(dependency: AppComponent()).build()
            root.launch(from: window)
            try XCTUnwrap(window.topViewController as? LoggedOutViewController).didTapLogin()
            try XCTUnwrap(window.topViewController as? OffGameViewController).didTapLogOut()
            return recorder.trace()
        }

        XCTAssertEqual(try trace.leaks(), [])
    }

    func testLoggingOutSavesTheTraceWhenItFails() throws {
        let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(ManualClock()))
        let trace = try recorder.recording {
            let window = Window()
            let (root, _) = RootBuilder(dependency: AppComponent()).build()
            root.launch(from: window)
            try XCTUnwrap(window.topViewController as? LoggedOutViewController).didTapLogin()
            try XCTUnwrap(window.topViewController as? OffGameViewController).didTapLogOut()
            return recorder.trace()
        }

        let order = trace.matchEvents(inOrder: ["detach LoggedIn from Root", "attach LoggedOut#2 to Root"])
        XCTAssertTrue(order.isComplete, "\(order)\n\(savedForRendering(trace, as: "loggingOut"))")
    }
}
