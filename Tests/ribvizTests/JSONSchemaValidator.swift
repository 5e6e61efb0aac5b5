import Foundation
import RibvizTestSupport

/// Checks JSON documents against the JSON Schemas in `Docs/` with Python's `jsonschema`
/// (draft 2020-12), which also checks that each schema is itself valid.
struct JSONSchemaValidator {
    /// Whether `python3` with `jsonschema` is installed.
    static let isAvailable: Bool = (try? run(["-c", "import jsonschema"]).status) == 0

    /// Whether a missing `jsonschema` fails the tests instead of skipping them: set
    /// `RIBVIZ_REQUIRE_TEST_TOOLS=1`, as CI does.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["RIBVIZ_REQUIRE_TEST_TOOLS"] == "1"
    }

    /// The problems `jsonschema` finds in `document` against `schema`, one per line;
    /// empty when the document is valid. Python runs, and is waited for, on a thread of
    /// its own (see ``runningSubprocess(_:)``).
    static func problems(in document: URL, against schema: URL) async throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for error in validator.iter_errors(json.load(open(sys.argv[2]))):
                print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
            """
        let result = try await runningSubprocess { try run(["-c", script, schema.path, document.path]) }
        return result.status == 0 ? result.output : "python3 failed (\(result.status)): \(result.output)"
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
