#if OTLPExport
    import Foundation
    import RibInspector
    import RibOTLP

    /// What `ribviz live --otlp` does with each session that ends: sends it to the OTLP
    /// receiver on a thread of its own, and says on the terminal what became of it.
    enum LiveForwarding {
        /// A forwarder that sends each session named to it to `endpoint`.
        static func forwarder(to endpoint: OTLPEndpoint, options: TraceAnalysis.Options) -> OTLPSessionForwarder {
            let exporter = OTLPHTTPExporter(endpoint)
            return OTLPSessionForwarder(
                encoder: OTLPTraceEncoder(exporterVersion: RibInspectorVersion.current),
                options: options,
                send: { (body) throws(OTLPExportError) in try exporter.sendWaiting(body) },
                report: { Self.say($0, endpoint: endpoint.url) })
        }

        private static func say(_ progress: OTLPSessionForwarder.Progress, endpoint: String) {
            switch progress {
            case .sent(let file, let traceID, let spans, _):
                Terminal.standardOutput.write("ribviz live: sent session \(name(of: file)) to \(endpoint): trace \(traceID), \(spans) spans\n")
            case .retrying(let file, let error, let delay):
                Terminal.standardError.write(
                    "ribviz live: warning: \(TextEscaping.singleLine(error.description)); session \(name(of: file)) is sent again in \(Int(delay)) s\n")
            case .refused(let file, let error, let requestsSent):
                let partly = requestsSent == 0 ? "" : " (its first \(requestsSent) request\(requestsSent == 1 ? "" : "s") went through)"
                Terminal.standardError.write(
                    "ribviz live: error: \(TextEscaping.singleLine(error.description)); session \(name(of: file)) was not sent\(partly). "
                        + "It is saved: once the receiver takes it, run  ribviz export --otlp \(endpoint) \(TextEscaping.singleLine(file.path))\n")
            case .unsendable(let file, let reason):
                Terminal.standardError.write("ribviz live: warning: session \(name(of: file)) cannot be sent: \(TextEscaping.singleLine(reason))\n")
            }
        }

        private static func name(of file: URL) -> String {
            TextEscaping.singleLine(file.deletingPathExtension().lastPathComponent)
        }
    }
#endif
