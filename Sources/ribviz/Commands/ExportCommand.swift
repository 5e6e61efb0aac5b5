import ArgumentParser
import Foundation
import RibInspector
import RibOTLP

/// `ribviz export --otlp`: recorded sessions sent to an OpenTelemetry collector or tracing
/// back end as traces, one per session.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Send recorded sessions to an OpenTelemetry collector or tracing back end over OTLP/HTTP.",
        discussion: """
            Each trace file becomes one OpenTelemetry trace: a span for the session, and a \
            span for each time a RIB was attached (from attachChild, or the launch, to \
            detachChild, or to the session's end), under the span of the RIB it was attached \
            to. Activation, didLoad, deallocation, workflow steps and every finding of \
            `ribviz inspect` (leaks and the rest) are events of those spans; the resource \
            names the app (service.name), its version (service.version) and the session. \
            Times are the session's own: its start (session.startedAt) plus each event's time.

            Exporting the same trace again sends the same trace and span identifiers. A \
            trace that cannot be read is named and skipped; a receiver that cannot be \
            reached or refuses the spans stops the export with its error, and nothing is \
            changed: run the command again.

            Needs a ribviz built with the OTLPExport trait: \
            swift build --traits default,OTLPExport (Docs/Fleet.md).

            Examples:
              ribviz export --otlp http://localhost:4318/v1/traces sessions/*.trace.json
              ribviz export --otlp https://api.honeycomb.io/v1/traces \\
                --header x-honeycomb-team=$HONEYCOMB_API_KEY trace.jsonl

            \(exitCodeHelp)
            """
    )

    @Option(name: .long, help: ArgumentHelp("The OTLP/HTTP traces endpoint, with its path: http://localhost:4318/v1/traces.", valueName: "url"))
    var otlp: String

    @Option(name: .customLong("header"), help: ArgumentHelp("A header for every request, such as an API key: name=value. Repeat for more.", valueName: "name=value"))
    var headers: [String] = []

    @Argument(help: "The traces to send: trace.json documents or JSON Lines files, or - for standard input.")
    var traces: [String]

    @OptionGroup var thresholds: AnalysisThresholds

    @OptionGroup var verbosity: QuietOption

    func validate() throws {
        if traces.isEmpty {
            throw ValidationError("name at least one trace to export.")
        }
        _ = try OTLPEndpoint(url: otlp, headers: headers, headerOption: "--header")
    }

    func run() throws {
        try reportingFailures {
            try TraceLoading.checkStandardInputOnce(traces)
            #if OTLPExport
                let endpoint = try OTLPEndpoint(url: otlp, headers: headers, headerOption: "--header")
                try SessionExport(exporter: OTLPHTTPExporter(endpoint), options: thresholds.options, quiet: verbosity.quiet).export(traces)
            #else
                throw OTLPEndpoint.unavailable
            #endif
        }
    }
}
