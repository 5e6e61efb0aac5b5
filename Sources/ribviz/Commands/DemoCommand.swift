import ArgumentParser
import Foundation
import RibExamples
import RibInspector
import RibLiveSink

/// `ribviz demo`: records the example apps and writes their traces.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Record the example apps (the RIBs tutorial's TicTacToe and a tabbed app) and write their traces.",
        discussion: """
            Runs scripted user sessions of two small RIBs apps on ribviz's RIBs runtime and \
            writes one trace per app, the same on every run.

            tictactoe.trace.json: the RIBs tutorial's TicTacToe. Root, LoggedOut, LoggedIn \
            (viewless, shares the score stream), OffGame with BasicScoreBoard, TicTacToe and \
            RandomWin built through adapters, and a LaunchGame deep-link workflow. It has one \
            leak, on purpose: RandomWin's router observes the score stream with a closure that \
            keeps it alive after the game, which `ribviz inspect` reports.

            tabbed-app.trace.json: AppRoot with the AppHome, FinanceHome and ProfileHome \
            tabs; AppHome opens and closes TransportHome twice.

            Each viewful RIB has a picture of its screen, taken after it loads (and the \
            TicTacToe board after each move): mock screens ribviz draws with graphviz, so \
            `ribviz render --screens` and `ribviz docs` have pictures to show.

            Then draw one:  ribviz render <folder>/tictactoe.trace.json

            With --live <address of ribviz live>, plays the TicTacToe session in real time \
            instead, sending its events and screens to the server as they happen, and writes \
            nothing. Its page's Capture now gets a fresh picture of the RIB's mock screen; \
            Show on device says that the demo has no device to show it on.

            \(exitCodeHelp)
            """
    )

    @Option(name: .shortAndLong, help: "The folder to write the traces into; created if missing.")
    var output = "ribviz-demo"

    @Flag(name: .long, help: "Write JSON Lines, the form a streaming recorder writes, instead of one JSON document.")
    var jsonLines = false

    @Option(help: "The address `ribviz live` printed: play TicTacToe in real time and send it there.")
    var live: String?

    @Option(name: .customLong("speed-up"), help: "With --live, how many times faster than a person the session plays.")
    var speedUp = 1.0

    @OptionGroup var verbosity: QuietOption

    func run() throws {
        try reportingFailures {
            if let live {
                try playLive(to: live)
                return
            }
            let folder = OutputFolder(url: URL(fileURLWithPath: output))
            let encoder = TraceEncoder(form: jsonLines ? .jsonLines : .document)
            for session in ExampleSession.allCases {
                let trace = session.record(drawingScreensWith: MockScreenPicture.image(of:))
                folder.add(Self.fileName(for: session, jsonLines: jsonLines), Data(encoder.encode(trace)))
            }
            let written = try folder.commit()
            if !verbosity.quiet {
                for (session, file) in zip(ExampleSession.allCases, written) {
                    try Terminal.standardOutput.writeOrFail("\(file.path)  \(session.summary)\n")
                }
                try Terminal.standardOutput.writeOrFail("\nDraw one:  ribviz render \(written[0].path)\n")
            }
        }
    }

    /// Plays TicTacToe in real time through a `LiveTraceSink`.
    private func playLive(to address: String) throws {
        guard let url = URL(string: address), url.scheme == "http", url.host != nil else {
            throw CommandFailure.usage("--live \(address) is not an http:// address; use the one `ribviz live` printed, such as http://127.0.0.1:8080")
        }
        guard speedUp > 0 else { throw CommandFailure.usage("--speed-up must be more than 0, not \(speedUp)") }
        let token = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value
        var base = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        base.query = nil
        base.path = ""
        let sink = LiveTraceSink(url: base.url!, token: token)
        if !verbosity.quiet {
            print("playing TicTacToe live: \(base.url!.absoluteString)/sessions/\(sink.session)")
        }
        // `run` runs on the main thread, the main actor's, which the player holds while it plays.
        let recording = MainActor.assumeIsolated { LiveDemo.play(.ticTacToe, through: sink, speedUp: speedUp) }
        guard sink.waitUntilSent(timeoutNanoseconds: 10_000_000_000) else {
            throw CommandFailure(
                message: "the server at \(base.url!.absoluteString) did not take the session: \(sink.lastProblem ?? "no answer"); is `ribviz live` running there?",
                exitCode: ExitCode(69)
            )
        }
        if !verbosity.quiet {
            print("sent \(recording.trace.events.count) events")
        }
    }

    /// The file name the demo gives a session's trace.
    static func fileName(for session: ExampleSession, jsonLines: Bool) -> String {
        let stem =
            switch session {
            case .ticTacToe: "tictactoe"
            case .tabbedApp: "tabbed-app"
            }
        return "\(stem).trace.\(jsonLines ? "jsonl" : "json")"
    }
}
