import ArgumentParser
import Foundation
import RibExamples
import RibInspector

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

            Then draw one:  ribviz render <folder>/tictactoe.trace.json

            \(exitCodeHelp)
            """
    )

    @Option(name: .shortAndLong, help: "The folder to write the traces into; created if missing.")
    var output = "ribviz-demo"

    @Flag(name: .long, help: "Write JSON Lines, the form a streaming recorder writes, instead of one JSON document.")
    var jsonLines = false

    @OptionGroup var verbosity: QuietOption

    func run() throws {
        try reportingFailures {
            var folder = OutputFolder(url: URL(fileURLWithPath: output))
            let encoder = TraceEncoder(form: jsonLines ? .jsonLines : .document)
            for session in ExampleSession.allCases {
                folder.add(Self.fileName(for: session, jsonLines: jsonLines), Data(encoder.encode(session.record())))
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

    /// The file name the demo gives a session's trace.
    static func fileName(for session: ExampleSession, jsonLines: Bool) -> String {
        let stem = switch session {
        case .ticTacToe: "tictactoe"
        case .tabbedApp: "tabbed-app"
        }
        return "\(stem).trace.\(jsonLines ? "jsonl" : "json")"
    }
}
