import ArgumentParser
import RibInspector

/// `ribviz`: see what a RIB tree did.
@main
struct RibvizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ribviz",
        abstract: "See the RIB tree of an app built with Uber's RIBs: what was attached, when, and in which scope.",
        discussion: """
            ribviz reads a trace (trace.json) recorded by RibInspector in your app or tests, \
            draws the RIB tree at any moment and every RIB's lifecycle over time (render), \
            reports lifecycle anomalies such as leaked RIBs (inspect), writes an HTML page \
            to step through a session in a browser (report), shows a running app's tree \
            in a browser as it changes (live), compares the architecture two \
            sessions show (diff) and sends sessions to an OpenTelemetry back end \
            (export). From source, it shows the RIB tree your code declares (scan), and \
            how much of it a test suite's sessions exercise (coverage).

            Start with `ribviz demo` to get example traces, then `ribviz render <trace>` \
            or `ribviz inspect <trace>`.

            \(exitCodeHelp)
            """,
        // The one definition of the version, which traces record too.
        version: RibInspectorVersion.current,
        subcommands: [
            RenderCommand.self, ReportCommand.self, InspectCommand.self, DiffCommand.self, ScanCommand.self, CoverageCommand.self, DocsCommand.self, DemoCommand.self,
            LiveCommand.self, ExportCommand.self,
            DrawingWorkerCommand.self,
        ]
    )

    /// Runs the command the arguments name, first checking that they name one, so that a
    /// mistyped command gets a suggestion (swift-argument-parser has none for commands).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = UnknownCommand(arguments: arguments, commands: configuration.subcommands) {
            Terminal.standardError.write("ribviz: error: \(unknown)\nRun 'ribviz --help' to see what each command does.\n")
            exit(withError: ExitCode(64))
        }
        main(arguments)
    }
}
