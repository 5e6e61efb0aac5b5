import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

/// Keeps `Docs/TraceFormat.md` and `Docs/trace.schema.json` in step with the code.
@Suite("Trace format documentation")
struct TraceFormatDocumentationTests {
    private static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs")

    private func schemaDefinitions() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent("trace.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(schema["$defs"] as? [String: Any])
    }

    private func enumeration(_ name: String, in definitions: [String: Any]) throws -> Set<String> {
        let definition = try #require(definitions[name] as? [String: Any])
        return Set(try #require(definition["enum"] as? [String]))
    }

    @Test("the schema lists every word of the format's vocabulary, and no other")
    func schemaVocabulary() throws {
        let definitions = try schemaDefinitions()
        #expect(try enumeration("knownEventKind", in: definitions) == Set(TraceVocabulary.EventKind.allCases.map(\.rawValue)))
        #expect(try enumeration("anomalyKind", in: definitions) == Set(TraceVocabulary.AnomalyKind.allCases.map(\.rawValue)))
        #expect(try enumeration("recordKind", in: definitions) == Set(TraceVocabulary.RecordKind.allCases.map(\.rawValue)))
        #expect(try enumeration("workflowOutcome", in: definitions) == Set(RibEvent.WorkflowOutcome.allCases.map(\.rawValue)))
        let timeUnits = try enumeration("timeUnit", in: definitions)
        #expect(timeUnits.allSatisfy { TraceVocabulary.nanoseconds(perTimeUnit: $0) != nil })
        #expect(timeUnits.contains(TraceVocabulary.timeUnit))
    }

    @Test("the schema says which members each event kind needs, for every kind")
    func schemaEventRules() throws {
        let definitions = try schemaDefinitions()
        let event = try #require(definitions["event"] as? [String: Any])
        let rules = try #require(event["allOf"] as? [[String: Any]])
        var covered: Set<String> = []
        for rule in rules {
            let condition = try #require(rule["if"] as? [String: Any])
            let properties = try #require(condition["properties"] as? [String: Any])
            let kind = try #require(properties["kind"] as? [String: Any])
            if let word = kind["const"] as? String { covered.insert(word) }
            covered.formUnion(kind["enum"] as? [String] ?? [])
        }
        #expect(covered == Set(TraceVocabulary.EventKind.allCases.map(\.rawValue)))
    }

    /// The text of each fenced block of the given language in the specification.
    private func codeBlocks(_ language: String) throws -> [String] {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("TraceFormat.md"), encoding: .utf8)
        return text.components(separatedBy: "```\(language)\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    @Test("the specification's example reads without warnings into the tree it shows")
    func specificationExample() throws {
        let document = try #require(try codeBlocks("json").first)
        let snapshot = try TraceReader().readFinalSnapshot(Array(document.utf8), source: "TraceFormat.md")
        #expect(snapshot.trace.warnings.isEmpty)
        #expect(snapshot.trace.events.count == 25)
        #expect(snapshot.trace.end == 5_400_000_000)
        #expect(snapshot.trace.scopes.last?.sharedObjects == ["scoreStream"])
        #expect(try codeBlocks("text").first == snapshot.description)

        let jsonLines = try codeBlocks("jsonl")
        try #require(jsonLines.count == 4)
        let prefix = try TraceReader().read(Array((jsonLines[0] + "\n").utf8), source: "TraceFormat.md")
        #expect(prefix.warnings.isEmpty)
        #expect(prefix.events == Array(snapshot.trace.events.prefix(prefix.events.count)))
        #expect(prefix.ribs == Array(snapshot.trace.ribs.prefix(prefix.ribs.count)))
        // The way the JSON Lines form ends is the way the encoder ends it.
        let encoded = String(decoding: TraceEncoder(form: .jsonLines).encode(snapshot.trace), as: UTF8.self)
        #expect(encoded.hasSuffix("\n" + jsonLines[1] + "\n"))

        // The window of a ring buffer opens with the tree as it was.
        let window = try TraceReader().read(Array(jsonLines[3].utf8), source: "TraceFormat.md")
        #expect(window.openingEventCount == 3)
        #expect(window.warnings.map(\.message) == ["the trace starts mid-session: the first 1234 events were not kept, and it opens with the tree as it was then"])
    }

    @Test("the specification's screens example reads without warnings: one picture, shown twice, and a refused one")
    func screensExample() throws {
        let blocks = try codeBlocks("jsonl")
        try #require(blocks.count == 4)
        let example = blocks[2]
        let trace = try TraceReader().read(Array((example + "\n").utf8), source: "TraceFormat.md")
        #expect(trace.warnings.isEmpty)
        #expect(trace.screens.map(\.sequence) == [3, 3])
        #expect(trace.screens.map(\.time) == [300_131_000, 1_300_131_000])
        let image = try #require(trace.screenImages.values.first)
        #expect(trace.screenImages.count == 1)
        #expect((image.mediaType, image.pixelWidth, image.pixelHeight) == (.png, 2, 2))
        #expect(trace.droppedScreens.tooLarge == 1)
        #expect(trace.events.count == 4)
    }
}
