#if OTLPExport
    import ArgumentParser
    import RibInspector
    import RibOTLP

    /// What `ribviz export --otlp` does with its traces: each read, analysed, turned into
    /// spans and sent, in order; a trace that cannot be read or dated is named and skipped,
    /// a receiver's refusal ends the export.
    struct SessionExport {
        /// Where the spans go.
        let exporter: OTLPHTTPExporter
        /// The thresholds of the findings sent as events.
        let options: TraceAnalysis.Options
        /// Whether to print only warnings and errors.
        let quiet: Bool

        /// Sends the sessions of the traces at `paths`.
        ///
        /// - Throws: ``CommandFailure`` when the receiver cannot be reached or refuses a
        ///   request, and when no trace could be sent at all.
        func export(_ paths: [String]) throws(CommandFailure) {
            defer { exporter.close() }
            let encoder = OTLPTraceEncoder(exporterVersion: RibInspectorVersion.current)
            var sent = 0
            var skipped = 0
            for path in paths {
                guard let session = self.session(at: path) else {
                    skipped += 1
                    continue
                }
                var requests = 0
                do {
                    try encoder.forEachRequestBody(for: session) { body in
                        try exporter.sendWaiting(Array(body))
                        requests += 1
                    }
                } catch {
                    let failure = error as? OTLPExportError ?? .unreachable(endpoint: exporter.endpoint, reason: "\(error)")
                    let partly = requests == 0 ? "" : " (its first \(requests) request\(requests == 1 ? "" : "s") went through)"
                    throw CommandFailure(
                        message:
                            "\(failure). \(TraceLoading.label(for: path)) was not sent in full\(partly); \(sent) session\(sent == 1 ? "" : "s") before it \(sent == 1 ? "was" : "were"). "
                            + "The trace files are unchanged: run the command again once the receiver takes spans (a session sent again keeps its trace and span identifiers).",
                        exitCode: Self.exitCode(for: failure))
                }
                sent += 1
                if !quiet {
                    let events = session.spans.reduce(0) { $0 + $1.events.count }
                    Terminal.standardOutput.write(
                        "sent \(TextEscaping.singleLine(TraceLoading.label(for: path))): trace \(session.traceID), \(session.spans.count) spans, \(events) events\n")
                }
            }
            if sent == 0 {
                throw .badInput("none of the \(paths.count) traces could be sent (see the warnings above); give traces recorded by RibInspector.")
            }
            if !quiet || skipped > 0 {
                let skippedText = skipped == 0 ? "" : "; skipped \(skipped) trace\(skipped == 1 ? "" : "s") (see the warnings above)"
                Terminal.standardOutput.write("sent \(sent) session\(sent == 1 ? "" : "s") to \(exporter.endpoint)\(skippedText)\n")
            }
        }

        /// The session of the trace at `path`, or `nil` after a warning that names the trace
        /// and says why it is skipped.
        private func session(at path: String) -> OTLPSession? {
            let trace: Trace
            do {
                trace = try TraceLoading.load(path, quiet: quiet)
            } catch {
                Terminal.standardError.write("ribviz: warning: skipped: \(TextEscaping.singleLine(error.message))\n")
                return nil
            }
            do {
                return try OTLPSessionBuilder.session(of: trace, options: options)
            } catch {
                Terminal.standardError.write("ribviz: warning: skipped \(TextEscaping.singleLine(TraceLoading.label(for: path))): \(TextEscaping.singleLine(error.description))\n")
                return nil
            }
        }

        /// The sysexits code of a failed request: 69 (unavailable) when the receiver cannot
        /// be reached, 75 (try again later) when it says it is busy, 76 (protocol) when it
        /// refuses the spans.
        static func exitCode(for error: OTLPExportError) -> ExitCode {
            switch error {
            case .unreachable: ExitCode(69)
            case .refused where error.isTemporary: ExitCode(75)
            case .refused, .spansRejected: ExitCode(76)
            }
        }
    }
#endif
