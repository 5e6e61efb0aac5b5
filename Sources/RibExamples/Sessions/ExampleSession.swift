import RibInspector
import RibRuntime

/// A scripted user session in one of the example apps, recorded as a trace that is the
/// same, byte for byte, on every run.
///
/// Each session runs a RIBs app on ``RibRuntime`` with a manual clock that advances by a
/// realistic human pause between actions, so its events, times and identifiers never
/// change:
///
/// ```swift
/// let trace = ExampleSession.ticTacToe.record()
/// print(try trace.finalSnapshot())            // Root └─ LoggedOut#2
/// try TraceEncoder().write(trace, to: URL(fileURLWithPath: "tictactoe.json"))
/// ```
public enum ExampleSession: String, CaseIterable, Sendable {
    /// The TicTacToe app of the RIBs tutorials: launch, log in (민수 and Alice), play
    /// TicTacToe, play Random Win, open a LaunchGame deep link and play, log out.
    case ticTacToe
    /// A tabbed finance app in the style of ModernRIBs' MiniSuperApp: launch with three
    /// tabs, open Transport from Home and close it, switch tabs, open and close Transport
    /// again.
    case tabbedApp

    /// The recorded app's name, as the trace's header gives it.
    public var appName: String {
        switch self {
        case .ticTacToe: "TicTacToe"
        case .tabbedApp: "MiniSuperApp"
        }
    }

    /// What the user does in the session, in one sentence.
    public var summary: String {
        switch self {
        case .ticTacToe:
            "Launch, log in as 민수 and Alice, play TicTacToe, play Random Win, open a LaunchGame deep link and play the game it starts, log out."
        case .tabbedApp:
            "Launch with the Home, Finance and Profile tabs, open Transport from Home and close it, switch tabs, open Transport again and close it."
        }
    }

    /// When the session started, as every trace of it says.
    public static let startedAt = "2026-01-01T09:00:00Z"

    /// What the trace's session metadata says about the session.
    public var metadata: [String: String] {
        switch self {
        case .ticTacToe: ["players": "\(TicTacToeSession.players.player1), \(TicTacToeSession.players.player2)"]
        case .tabbedApp: [:]
        }
    }

    /// Runs the session and returns its trace.
    ///
    /// The app is still running when the trace is taken: RIBs that were detached during
    /// the session have been deallocated, the live tree has not, and neither has the RIB
    /// TicTacToe leaks on purpose (RandomWin, kept alive by its score observation).
    public func record() -> Trace {
        recordWithMilestones().trace
    }

    /// Runs the session and returns its trace with a picture of each viewful RIB's screen
    /// after it loads, and of the TicTacToe board after each move (``ScreenPictures``).
    ///
    /// - Parameter draw: Draws a screen's mockup as an encoded picture, or returns `nil`
    ///   to take none. The trace is the same on every run when `draw` is.
    public func record(drawingScreensWith draw: @escaping (ScreenMockup) -> ScreenImage?) -> Trace {
        let clock = ManualClock()
        return perform(pace: .scripted(clock), sinks: [], clock: .manual(clock), startedAt: Self.startedAt, screens: Self.screenSource(draw)).trace
    }

    /// The screen source that draws each example screen's mockup with `draw`.
    private static func screenSource(_ draw: @escaping (ScreenMockup) -> ScreenImage?) -> ScreenPictures.Source {
        { viewController in (viewController as? ScreenMockupProviding).flatMap { draw($0.screenMockup) } }
    }

    /// Runs the session and returns its trace with the moments worth showing, such as
    /// "logged in", for drawing the tree at each of them.
    public func recordWithMilestones() -> ExampleRecording {
        let clock = ManualClock()
        return perform(pace: .scripted(clock), sinks: [], clock: .manual(clock), startedAt: Self.startedAt)
    }

    /// Runs the session live, streaming every record to `sinks` as it happens, with a
    /// picture of each viewful RIB's screen as ``record(drawingScreensWith:)`` takes them:
    /// `ribviz demo --live` shows it in a browser.
    ///
    /// The user's pauses pass in `wait`, on the thread that plays the session, which may do
    /// other work meanwhile, such as answering the live page's requests through the
    /// ``ExampleStage`` it gets. The events are those of ``record()``, at the times they
    /// happen.
    ///
    /// - Parameters:
    ///   - speedUp: How many times faster than a person the user is: each pause `wait`
    ///     gets is the script's divided by it.
    ///   - draw: Draws a screen's mockup as an encoded picture, or returns `nil` to take none.
    ///   - wait: Lets a pause of the given nanoseconds pass.
    /// - Returns: The recording, once the session is over and the sinks got its end record
    ///   (``RibRecorder/finish()``).
    public func performLive(
        streamingTo sinks: [any TraceSink],
        speedUp: Double = 1,
        drawingScreensWith draw: @escaping (ScreenMockup) -> ScreenImage?,
        wait: @escaping (_ nanoseconds: UInt64, _ stage: ExampleStage) -> Void
    ) -> ExampleRecording {
        perform(pace: .live(speedUp: max(speedUp, 0.01), wait: wait), sinks: sinks, clock: .monotonic, startedAt: nil, screens: Self.screenSource(draw))
    }

    private func perform(
        pace: ScriptedUser.Pace, sinks: [any TraceSink], clock: RecorderClock, startedAt: String?, screens: ScreenPictures.Source? = nil
    ) -> ExampleRecording {
        let recorder = RibRecorder(
            app: AppInfo(name: appName),
            session: SessionInfo(
                name: rawValue,
                startedAt: startedAt,
                recorder: "ribviz \(RibInspectorVersion.current) (RibRuntime)",
                metadata: metadata
            ),
            sinks: sinks,
            clock: clock
        )
        let user = ScriptedUser(pace: pace, recorder: recorder)
        let play: () -> AnyObject = {
            switch self {
            case .ticTacToe: TicTacToeSession.play(as: user)
            case .tabbedApp: TabbedAppSession.play(as: user)
            }
        }
        let runningApp: AnyObject = recorder.recording {
            if let screens { ScreenPictures.taking(with: screens, play) } else { play() }
        }
        if !sinks.isEmpty { try? recorder.finish() }
        let recording = ExampleRecording(trace: recorder.trace(), milestones: user.milestones)
        withExtendedLifetime(runningApp) {}
        return recording
    }
}
