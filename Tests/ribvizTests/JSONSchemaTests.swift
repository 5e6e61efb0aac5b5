import Foundation
import Testing

/// ribviz's JSON outputs hold to the schemas published in Docs/.
@Suite(
    "JSON schemas",
    .enabled(if: JSONSchemaValidator.isAvailable || JSONSchemaValidator.isRequired, "needs python3 with jsonschema (pip install jsonschema)")
)
struct JSONSchemaTests {
    private static let docs = DocsCommandTests.repository.appendingPathComponent("Docs")

    private func expectValid(_ document: URL, against schema: String) async throws {
        try #require(JSONSchemaValidator.isAvailable, "python3 with jsonschema is not installed")
        let problems = try await JSONSchemaValidator.problems(in: document, against: Self.docs.appendingPathComponent(schema))
        #expect(problems.isEmpty, "\(document.lastPathComponent) against \(schema):\n\(problems)")
    }

    @Test("the example traces hold to trace.schema.json")
    func traces() async throws {
        for (trace, _) in DocsCommandTests.examplesAndDocs {
            try await expectValid(DocsCommandTests.examples.appendingPathComponent(trace), against: "trace.schema.json")
        }
    }

    /// Runs ribviz in a folder with the example traces (and `anomalies.json`), and checks
    /// what it prints against a schema.
    private func expectOutput(of arguments: [String], exitCode: Int32, validAgainst schema: String, in folder: URL) async throws {
        let run = try await RibvizRunner.run(arguments, in: folder)
        #expect(run.exitCode == exitCode, "\(run.standardError)")
        let output = folder.appendingPathComponent("output-\(UUID().uuidString).json")
        try Data(run.standardOutput.utf8).write(to: output)
        try await expectValid(output, against: schema)
    }

    /// A new folder with the example traces; the caller removes it.
    private func folderWithTraces() async throws -> URL {
        let folder = try RibvizRunner.temporaryFolder()
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("anomalies.json"))
        return folder
    }

    @Test("inspect --json holds to inspect.schema.json, with and without anomalies")
    func inspect() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["tictactoe.trace.json"], ["tabbed-app.trace.json"], ["anomalies.json", "--max-depth", "0"]] {
            try await expectOutput(of: ["inspect", "--json"] + arguments, exitCode: 0, validAgainst: "inspect.schema.json", in: folder)
        }
    }

    @Test("diff --json holds to diff.schema.json, for the same app, for two apps and with a new leak")
    func diff() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = ["diff", "--json", "tictactoe.trace.json", "tictactoe.trace.json"]
        try await expectOutput(of: same, exitCode: 0, validAgainst: "diff.schema.json", in: folder)
        let apps = ["diff", "--json", "tictactoe.trace.json", "tabbed-app.trace.json"]
        try await expectOutput(of: apps, exitCode: 1, validAgainst: "diff.schema.json", in: folder)
        try Data(cardJourney(deallocatedAt: 3_100_000_000).utf8).write(to: folder.appendingPathComponent("main.json"))
        try Data(cardJourney(deallocatedAt: nil).utf8).write(to: folder.appendingPathComponent("leak.json"))
        let leak = ["diff", "--baseline", "--json", "main.json", "leak.json"]
        try await expectOutput(of: leak, exitCode: 1, validAgainst: "diff.schema.json", in: folder)
    }

    @Test("coverage -f json holds to coverage.schema.json, with and without what the sources declare")
    func coverage() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = ScanCommandTests.ticTacToeSources
        for traces in [["tictactoe.trace.json"], ["tictactoe.trace.json", "tabbed-app.trace.json", "anomalies.json"]] {
            try await expectOutput(of: ["coverage", "--sources", sources, "-f", "json"] + traces, exitCode: 0, validAgainst: "coverage.schema.json", in: folder)
        }
    }

    @Test("a document that breaks the schema is caught: the check is real")
    func catchesViolations() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{"format":"ribviz-inspect","version":1,"findings":[{"kind":"nope"}]}"#.utf8).write(to: broken)
        try #require(JSONSchemaValidator.isAvailable, "python3 with jsonschema is not installed")
        let problems = try await JSONSchemaValidator.problems(in: broken, against: Self.docs.appendingPathComponent("inspect.schema.json"))
        #expect(problems.contains("'app' is a required property"))
        #expect(problems.contains("findings/0/kind: 'nope' is not one of"))
    }
}
