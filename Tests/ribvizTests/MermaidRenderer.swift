import Foundation
import RibvizTestSupport

/// Renders Mermaid diagrams with Mermaid itself (mermaid.js 11, run by Python's
/// `mermaidx` package without a browser), to check that names show as themselves.
struct MermaidRenderer {
    /// Whether `python3` with `mermaidx` is installed.
    static let isAvailable: Bool = (try? run(["-c", "import mermaidx"]).status) == 0

    /// Whether a missing `mermaidx` fails the tests instead of skipping them: set
    /// `RIBVIZ_REQUIRE_TEST_TOOLS=1`, as CI does.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["RIBVIZ_REQUIRE_TEST_TOOLS"] == "1"
    }

    /// What Mermaid made of a diagram: the text of each node and edge label as a reader
    /// sees it, in drawing order, and its theme's main fill colour.
    struct Rendering: Decodable {
        var labels: [String]
        var fills: [String]
    }

    /// Renders `diagram`; throws with Mermaid's own message when it rejects it. Python
    /// runs, and is waited for, on a thread of its own (see ``runningSubprocess(_:)``).
    static func render(_ diagram: String) async throws -> Rendering {
        let script = """
            import html, json, re, sys, mermaidx
            svg = mermaidx.render(sys.stdin.read()).svg()
            labels = re.findall(r'class="(?:nodeLabel|edgeLabel)"[^>]*>(.*?)</span>', svg, re.S)
            texts = [html.unescape(re.sub(r'<[^>]+>', '', label)) for label in labels]
            fills = sorted(set(re.findall(r'\\.node rect[^{]*\\{[^}]*?fill:([^;]+);', svg)))
            print(json.dumps({"labels": [t for t in texts if t], "fills": fills}))
            """
        let result = try await runningSubprocess { try run(["-c", script], input: diagram) }
        guard result.status == 0 else { throw Failure(message: result.output) }
        return try JSONDecoder().decode(Rendering.self, from: Data(result.output.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = process.terminationStatus == 0 ? data : errorData
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }
}
