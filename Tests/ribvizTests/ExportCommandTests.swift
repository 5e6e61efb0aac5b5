import Foundation
import RibInspector
import RibInspectorTools
import Testing

#if OTLPExport
    /// `ribviz export --otlp` against a receiver that decodes OTLP/HTTP with OpenTelemetry's
    /// own definitions (scripts/otlp-test-receiver.py).
    @Suite(
        "ribviz export --otlp",
        .enabled(if: OTLPTestReceiver.isAvailable || OTLPTestReceiver.isRequired, "needs python3 with opentelemetry-proto (pip install opentelemetry-proto)"))
    struct ExportCommandTests {
        static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let example = repository.appendingPathComponent("Docs/Examples/tictactoe.trace.json")

        /// The example session arrives as one trace whose spans, parents, times, events and
        /// resource say what the trace says.
        @Test func sendsTheSessionAsOneTrace() async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let receiver = try await OTLPTestReceiver()
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", receiver.endpoint, Self.example.path], in: folder)
            let requests = try await receiver.stop()
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("sent 1 session to \(receiver.endpoint)"))

            let trace = try TraceReader().read(contentsOf: Self.example)
            let startedAt = try #require(trace.header.session.startedAt)
            let start = try #require(ISO8601DateFormatter().date(from: startedAt))
            let epoch = UInt64(start.timeIntervalSince1970) * 1_000_000_000
            #expect(requests.allSatisfy { $0["path"] as? String == "/v1/traces" && $0["contentType"] as? String == "application/x-protobuf" })

            let resourceSpans = requests.flatMap { ($0["request"] as? [String: Any])?["resourceSpans"] as? [[String: Any]] ?? [] }
            for resource in resourceSpans {
                let attributes = Self.attributes(resource["resource"] as? [String: Any])
                #expect(attributes["service.name"] == "TicTacToe")
                #expect(attributes["service.version"] == "unknown")
                #expect(attributes["ribviz.session.name"] == "ticTacToe")
                #expect(attributes["ribviz.session.metadata.players"] == "민수, Alice")
            }
            let spans = resourceSpans.flatMap { ($0["scopeSpans"] as? [[String: Any]] ?? []).flatMap { $0["spans"] as? [[String: Any]] ?? [] } }
            #expect(Set(spans.compactMap { $0["traceId"] as? String }).count == 1)
            let byID = Dictionary(spans.map { ($0["spanId"] as? String ?? "", $0) }) { first, _ in first }
            #expect(byID.count == spans.count)

            let sessions = spans.filter { $0["parentSpanId"] == nil }
            try #require(sessions.count == 1)
            #expect(sessions[0]["name"] as? String == "session")
            #expect(Self.number(sessions[0]["startTimeUnixNano"]) == epoch)
            #expect(Self.number(sessions[0]["endTimeUnixNano"]) == epoch + trace.endTime)

            // One span per launch or attachment, found by the sequence of the event that opened it.
            let opened = Dictionary(spans.compactMap { span in Self.attributes(span)["ribviz.sequence"].map { ($0, span) } }) { first, _ in first }
            var attachments = 0
            for (index, event) in trace.events.enumerated() {
                let (rib, parent): (RibID, RibID?)
                switch event.kind {
                case .launched(let launched): (rib, parent) = (launched, nil)
                case .attached(let attached, let under): (rib, parent) = (attached, under)
                default: continue
                }
                attachments += 1
                let span = try #require(opened[String(event.sequence)], "no span for event \(event.sequence)")
                #expect(span["name"] as? String == trace.rib(rib)?.name)
                #expect(Self.number(span["startTimeUnixNano"]) == epoch + event.time)
                let detach = trace.events[(index + 1)...].first { if case .detached(rib, _) = $0.kind { true } else { false } }
                #expect(Self.number(span["endTimeUnixNano"]) == epoch + (detach?.time ?? trace.endTime), "end of \(trace.displayName(of: rib))")
                let parentSpan = try #require(byID[span["parentSpanId"] as? String ?? ""])
                if let parent {
                    #expect(Self.attributes(parentSpan)["ribviz.rib.name"] == trace.rib(parent)?.name)
                    #expect(Self.number(parentSpan["startTimeUnixNano"])! <= epoch + event.time)
                } else {
                    #expect(parentSpan["name"] as? String == "session")
                }
            }
            #expect(spans.count == attachments + 1)

            // Every lifecycle event and workflow step, at its own time.
            let events = spans.flatMap { span in (span["events"] as? [[String: Any]] ?? []).map { (span: span, event: $0) } }
            let named: [String: String] = ["activated": "didBecomeActive", "deactivated": "willResignActive", "loaded": "didLoad", "deallocated": "routerDeallocated"]
            var checked = 0
            for event in trace.events {
                let name: String
                switch event.kind {
                case .activated: name = named["activated"]!
                case .deactivated: name = named["deactivated"]!
                case .loaded: name = named["loaded"]!
                case .deallocated: name = named["deallocated"]!
                case .stepStarted: name = "stepStarted"
                case .stepFinished: name = "stepFinished"
                default: continue
                }
                let sent = events.first { $0.event["name"] as? String == name && Self.attributes($0.event)["ribviz.sequence"] == String(event.sequence) }
                #expect(sent.map { Self.number($0.event["timeUnixNano"]) } == epoch + event.time, "\(name) of event \(event.sequence)")
                checked += 1
            }
            #expect(checked > 10)

            // Every finding of `ribviz inspect`, on the span of its event, which it marks.
            let findings = trace.analysis().findings
            #expect(findings.contains { $0.kind == .leak })
            for finding in findings {
                let sent = events.first { $0.event["name"] as? String == finding.kind.rawValue && Self.number($0.event["timeUnixNano"]) == epoch + finding.event.time }
                #expect(sent.map { Self.attributes($0.event)["ribviz.finding.message"] } == finding.message)
                #expect(sent.map { Self.attributes($0.span)["ribviz.finding.\(finding.kind.rawValue)"] } == "true")
                #expect(sent.map { ($0.span["status"] as? [String: Any])?["code"] as? String } == "STATUS_CODE_ERROR")
                if let rib = finding.rib, let sent { #expect(Self.attributes(sent.span)["ribviz.rib.name"] == trace.rib(rib)?.name) }
            }
        }

        /// A receiver that answers with an error status stops the export with that status
        /// and its exit code.
        @Test(arguments: [(400, Int32(76)), (500, 76), (503, 75)])
        func refusedRequests(status: Int, exitCode: Int32) async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let receiver = try await OTLPTestReceiver(arguments: ["--status", String(status)])
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", receiver.endpoint, Self.example.path], in: folder)
            let requests = try await receiver.stop()
            #expect(requests.count == 1)
            #expect(result.exitCode == exitCode)
            #expect(result.standardError.contains("refused the spans with HTTP \(status): refused by the test receiver"), "\(result.standardError)")
            #expect(result.standardError.contains("tictactoe.trace.json was not sent in full"))
            #expect(!result.standardOutput.contains("sent 1 session"))
        }

        /// Spans the receiver accepts the request of but rejects (OTLP's partial success)
        /// are an error too.
        @Test func rejectedSpans() async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let receiver = try await OTLPTestReceiver(arguments: ["--reject-spans", "2"])
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", receiver.endpoint, Self.example.path], in: folder)
            _ = try await receiver.stop()
            #expect(result.exitCode == 76)
            #expect(result.standardError.contains("rejected 2 of its spans: rejected by the test receiver"), "\(result.standardError)")
        }

        /// An endpoint nothing listens on is an error that names it, with exit code 69.
        @Test func unreachableEndpoint() async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let stopped = try await OTLPTestReceiver()
            _ = try await stopped.stop()
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", stopped.endpoint, Self.example.path], in: folder)
            #expect(result.exitCode == 69)
            #expect(result.standardError.contains("cannot reach \(stopped.endpoint): "), "\(result.standardError)")
            #expect(result.standardError.contains("run the command again"))
        }

        /// Traces that cannot be read or dated are named and skipped, and the rest are sent,
        /// with the headers given.
        @Test func skipsBadTraces() async throws {
            try #require(OTLPTestReceiver.isAvailable, "python3 with opentelemetry-proto is not installed")
            let receiver = try await OTLPTestReceiver()
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let whole = try Data(contentsOf: Self.example)
            try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("cut.trace.json"))
            try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("undated.trace.json"))
            let result = try await RibvizRunner.run(
                ["export", "--otlp", receiver.endpoint, "--header", "x-api-key=secret=1", "cut.trace.json", Self.example.path, "undated.trace.json", "missing.trace.json"],
                in: folder)
            let requests = try await receiver.stop()
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("sent 1 session to \(receiver.endpoint); skipped 3 traces"), "\(result.standardOutput)")
            for name in ["cut.trace.json", "undated.trace.json: the trace does not say when its session started", "missing.trace.json"] {
                #expect(result.standardError.contains(name), "\(result.standardError)")
            }
            #expect(!requests.isEmpty)
            #expect(requests.allSatisfy { ($0["headers"] as? [String: String])?["x-api-key"] == "secret=1" })
        }

        /// Without one readable trace there is nothing to send: exit code 65.
        @Test func noReadableTrace() async throws {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", "http://127.0.0.1:9/v1/traces", "missing.trace.json"], in: folder)
            #expect(result.exitCode == 65)
            #expect(result.standardError.contains("none of the 1 traces could be sent"))
        }

        /// The string values of an OTLP JSON object's `attributes`, by key (booleans and
        /// integers as text).
        static func attributes(_ object: [String: Any]?) -> [String: String] {
            var values: [String: String] = [:]
            for attribute in object?["attributes"] as? [[String: Any]] ?? [] {
                guard let key = attribute["key"] as? String, let value = attribute["value"] as? [String: Any] else { continue }
                if let string = value["stringValue"] as? String {
                    values[key] = string
                } else if let bool = value["boolValue"] as? Bool {
                    values[key] = bool ? "true" : "false"
                } else if let int = value["intValue"] as? String {
                    values[key] = int
                }
            }
            return values
        }

        /// A 64-bit number of OTLP's JSON mapping, which writes them as strings.
        static func number(_ value: Any?) -> UInt64? {
            (value as? String).flatMap(UInt64.init)
        }
    }
#else
    @Suite("ribviz export without the OTLPExport trait")
    struct ExportCommandWithoutTraitTests {
        /// A ribviz built without the trait says how to build one that exports.
        @Test func saysHowToBuildIt() async throws {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await RibvizRunner.run(["export", "--otlp", "http://127.0.0.1:9/v1/traces", "trace.json"], in: folder)
            #expect(result.exitCode == 69)
            #expect(result.standardError.contains("swift build --traits default,OTLPExport"))
        }
    }
#endif

/// `--otlp` and `--header` are checked before anything is read.
@Suite("ribviz export's options")
struct ExportOptionTests {
    @Test(arguments: [["--otlp", "localhost:4318", "t.json"], ["--otlp", "ftp://host/v1/traces", "t.json"], ["--otlp", "http://h/v1/traces", "--header", "novalue", "t.json"]])
    func badOptions(arguments: [String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["export"] + arguments, in: folder)
        #expect(result.exitCode == 64, "\(result.standardError)")
    }
}
