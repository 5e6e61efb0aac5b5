import ArgumentParser
import Foundation
import RibLiveServer

/// `ribviz live`: the running app's RIB tree in the browser, as it changes.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Show a running app's RIB tree in the browser as it changes.",
        discussion: """
            Starts a small web server and prints its address. An app whose RibRecorder has \
            a LiveTraceSink (library RibLiveSink, DEBUG builds) for that address sends its \
            events as they happen; each app launch is a session with its own page, listed \
            at the address. Docs/Live.md shows the app code for uber/RIBs-iOS and ModernRIBs.

            No networking (an app in the simulator writing a file with TraceFileSink)? \
            Follow its file:  ribviz live --follow <path>/trace.jsonl

            Every session is saved as it arrives, as a trace file in --save-dir that every \
            other command reads (ribviz report ribviz-live/<session>.jsonl); a server \
            started again with the same folder resumes its sessions.

            With --otlp, each session is also sent to an OpenTelemetry collector or tracing \
            back end once its end record arrives, as ribviz export --otlp sends a trace file \
            (needs a ribviz built with the OTLPExport trait, Docs/Fleet.md). A receiver that \
            is down or busy is tried again, with pauses growing to a minute; the sessions \
            stay saved either way.

            Try it:  ribviz live   and in another terminal   ribviz demo --live http://127.0.0.1:8080

            \(exitCodeHelp)
            """
    )

    @Option(help: "The address to listen on. 127.0.0.1 (the default) is this machine only; 0.0.0.0 lets a device reach it and requires a token.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8080

    @Option(help: "The token senders and browsers must present. Printed at start; made up when --host is not 127.0.0.1 and none is given.")
    var token: String?

    @Option(name: .customLong("save-dir"), help: "The folder where each session is saved as <session>.jsonl.")
    var saveDir = "ribviz-live"

    @Option(help: "A JSON Lines trace file (written by TraceFileSink) to follow as it grows; a file replaced by a new recording becomes a new session.")
    var follow: [String] = []

    @Option(help: ArgumentHelp("Also send each session, once it ends, to this OTLP/HTTP traces endpoint: http://localhost:4318/v1/traces.", valueName: "url"))
    var otlp: String?

    @Option(
        name: .customLong("otlp-header"),
        help: ArgumentHelp("A header for every OTLP request, such as an API key: name=value. Repeat for more.", valueName: "name=value"))
    var otlpHeaders: [String] = []

    @Option(
        name: .customLong("max-sessions"),
        help: "How many sessions the server holds in memory at most; a new one past it is refused with 429 until the server starts again.")
    var maxSessions = LiveServerOptions.defaultMaximumSessions

    @OptionGroup var thresholds: AnalysisThresholds

    func validate() throws {
        if let otlp {
            _ = try OTLPEndpoint(url: otlp, headers: otlpHeaders, headerOption: "--otlp-header")
        } else if !otlpHeaders.isEmpty {
            throw ValidationError("--otlp-header needs --otlp, the endpoint the headers are for.")
        }
    }

    func run() throws {
        try reportingFailures {
            let token = token ?? (host == "127.0.0.1" || host == "localhost" ? nil : LiveServerOptions.newToken())
            var options = LiveServerOptions(
                host: host == "localhost" ? "127.0.0.1" : host,
                port: port,
                token: token,
                saveFolder: URL(fileURLWithPath: saveDir)
            )
            guard maxSessions > 0 else { throw CommandFailure.usage("--max-sessions must be at least 1, not \(maxSessions)") }
            options.maximumSessions = maxSessions
            options.analysisOptions = thresholds.options
            if let otlp {
                #if OTLPExport
                    let endpoint = try OTLPEndpoint(url: otlp, headers: otlpHeaders, headerOption: "--otlp-header")
                    let forwarder = LiveForwarding.forwarder(to: endpoint, options: thresholds.options)
                    options.sessionEnded = { forwarder.forward($0) }
                #else
                    throw OTLPEndpoint.unavailable
                #endif
            }
            let server: LiveServer
            do {
                server = try LiveServer(options: options)
            } catch {
                throw CommandFailure.usage("\(error)")
            }
            let started = BlockingResult<URL>()
            Task {
                do { started.set(.success(try await server.start())) } catch { started.set(.failure(error)) }
            }
            let address: URL
            do {
                address = try started.wait()
            } catch {
                throw CommandFailure(message: "\(error)", exitCode: ExitCode(69))
            }
            // Unbuffered: a script or a test reads the address while the server runs.
            let output = Terminal.standardOutput
            output.write("ribviz live: listening on \(address.absoluteString)\(token.map { "/?token=\($0)" } ?? "")\n")
            if let token {
                output.write("token (LiveTraceSink(url:token:)): \(token)\n")
            }
            output.write("sessions are saved in \(options.saveFolder.path)/; press Ctrl-C to stop\n")
            if let otlp {
                output.write("each session is sent to \(otlp) once it ends\n")
            }
            for file in follow {
                output.write("following \(file)\n")
                _ = server.follow(URL(fileURLWithPath: file)) { problem in
                    Terminal.standardError.write("ribviz live: \(problem)\n")
                }
            }
            while true { sleep(3600) }
        }
    }
}

/// The result of work on another task, for a synchronous command to wait for.
final class BlockingResult<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `result` is written once, before the semaphore is signalled.
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    func set(_ result: Result<Value, any Error>) {
        self.result = result
        done.signal()
    }

    func wait() throws -> Value {
        done.wait()
        return try result!.get()
    }
}
