import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

/// The writer and the reader take every member name from `TraceVocabulary`: these tests
/// fail when the writer writes a name the vocabulary lacks, when a name of the vocabulary
/// is never written, or when the reader's tables and the schema stop matching it.
@Suite("Trace vocabulary")
struct TraceVocabularyTests {
    /// The member names at each level of a trace's JSON objects.
    private struct WrittenNames {
        var top: Set<String> = []
        var app: Set<String> = []
        var session: Set<String> = []
        var records: Set<String> = []

        mutating func addHeader(_ object: [String: Any]) {
            top.formUnion(object.keys)
            app.formUnion((object["app"] as? [String: Any]).map { Set($0.keys) } ?? [])
            session.formUnion((object["session"] as? [String: Any]).map { Set($0.keys) } ?? [])
        }
    }

    private func object(_ bytes: some Sequence<UInt8>) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    private let trace = recordedSessionWithEveryEventKind().trace()

    @Test("the document's members are the vocabulary's words, every one of them written")
    func documentMembers() throws {
        let document = try object(TraceEncoder().encode(trace))
        var names = WrittenNames()
        names.addHeader(document)
        for array in TraceVocabulary.DocumentArray.allCases {
            for element in try #require(document[array.rawValue] as? [[String: Any]]) { names.records.formUnion(element.keys) }
        }
        // A ring buffer's window opens with events marked as opening events.
        let window = try object(TraceEncoder().encode(recordRingSession(keeping: 3).trace()))
        for element in try #require(window[TraceVocabulary.DocumentArray.events.rawValue] as? [[String: Any]]) {
            names.records.formUnion(element.keys)
        }
        let headerWords = TraceVocabulary.HeaderMember.allCases.filter { $0 != .record }.map(\.rawValue)
        #expect(names.top == Set(headerWords + TraceVocabulary.DocumentArray.allCases.map(\.rawValue)))
        if let drops = document[TraceVocabulary.HeaderMember.screenDrops.rawValue] as? [String: Any] { names.records.formUnion(drops.keys) }
        #expect(names.app == Set(TraceVocabulary.AppMember.allCases.map(\.rawValue)))
        #expect(names.session == Set(TraceVocabulary.SessionMember.allCases.map(\.rawValue)))
        #expect(names.records == Set(TraceVocabulary.RecordMember.allCases.filter { $0 != .record }.map(\.text)))
    }

    @Test("the JSON Lines members, as the encoder and the file sink's line encoder write them, are the vocabulary's words")
    func jsonLinesMembers() throws {
        var lineEncoder = TraceLineEncoder()
        lineEncoder.appendHeader(trace.header)
        for scope in trace.scopes { lineEncoder.append(scope) }
        for rib in trace.ribs { lineEncoder.append(rib) }
        for workflow in trace.workflows { lineEncoder.append(workflow) }
        var pictures: Set<ScreenDigest> = []
        var screens = trace.screens[...]
        for event in trace.events {
            while let screen = screens.first, screen.sequence <= event.sequence {
                lineEncoder.append(screen, image: pictures.insert(screen.image).inserted ? trace.screenImages[screen.image] : nil)
                screens.removeFirst()
            }
            lineEncoder.append(event)
        }
        lineEncoder.append(trace.droppedScreens)
        lineEncoder.appendEnd(at: trace.endTime)
        let encoded = TraceEncoder(form: .jsonLines).encode(trace)
        #expect(lineEncoder.bytes == encoded)

        var names = WrittenNames()
        let lines = encoded.split(separator: UInt8(ascii: "\n"))
        names.addHeader(try object(try #require(lines.first)))
        for line in lines.dropFirst() { names.records.formUnion(try object(line).keys) }
        let window = TraceEncoder(form: .jsonLines).encode(recordRingSession(keeping: 3).trace())
        for line in window.split(separator: UInt8(ascii: "\n")).dropFirst() { names.records.formUnion(try object(line).keys) }
        #expect(names.top == Set(TraceVocabulary.HeaderMember.allCases.filter { $0 != .end && $0 != .screenDrops }.map(\.rawValue)))
        #expect(names.app == Set(TraceVocabulary.AppMember.allCases.map(\.rawValue)))
        #expect(names.session == Set(TraceVocabulary.SessionMember.allCases.map(\.rawValue)))
        #expect(names.records == Set(TraceVocabulary.RecordMember.allCases.map(\.text)))
    }

    @Test("the writer's runs are the words in their punctuation: `,\"name\":` for a member, `\"word\"` for a kind")
    func writtenRuns() {
        func text(_ run: StaticString) -> String {
            String(decoding: UnsafeBufferPointer(start: run.utf8Start, count: run.utf8CodeUnitCount), as: UTF8.self)
        }
        for member in TraceVocabulary.RecordMember.allCases {
            #expect(text(member.separatedName) == ",\"\(member.text)\":")
            #expect(!member.text.isEmpty && !member.text.contains("\""))
        }
        for kind in TraceVocabulary.EventKind.allCases {
            #expect(text(kind.quotedWord) == "\"\(kind.rawValue)\"")
            #expect(!kind.rawValue.isEmpty && !kind.rawValue.contains("\""))
            #expect(TraceVocabulary.EventKind(rawValue: kind.rawValue) == kind)
        }
        #expect(TraceVocabulary.EventKind(rawValue: "attached") == nil)
        #expect(TraceVocabulary.EventKind(rawValue: "\"attach\"") == nil)
    }

    @Test("the header record's first member is the records' `record`")
    func recordWord() {
        #expect(TraceVocabulary.HeaderMember.record.rawValue == TraceVocabulary.RecordMember.record.text)
    }

    @Test("the reader finds every record member by its name, and the names fit its one bit per member")
    func readerTable() {
        let table = RecordFields.Key.table()
        for member in TraceVocabulary.RecordMember.allCases {
            let bytes = Array(member.text.utf8)
            let found = bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.flatMap { table.word($0, count: buffer.count) } }
            #expect(found == member)
        }
        #expect(TraceVocabulary.RecordMember.allCases.count <= 32)
        #expect(TraceVocabulary.RecordMember.allCases.map(\.rawValue) == Array(0..<TraceVocabulary.RecordMember.allCases.count))
    }

    @Test("every member the schema names is a word of the vocabulary")
    func schemaMembers() throws {
        let schemaURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/trace.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL))
        var named: Set<String> = []
        var pending: [Any] = [schema]
        while let next = pending.popLast() {
            if let object = next as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { named.formUnion(properties.keys) }
                pending.append(contentsOf: object.values)
            } else if let array = next as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        let vocabulary = Set(
            TraceVocabulary.RecordMember.allCases.map(\.text)
                + TraceVocabulary.HeaderMember.allCases.map(\.rawValue)
                + TraceVocabulary.AppMember.allCases.map(\.rawValue)
                + TraceVocabulary.SessionMember.allCases.map(\.rawValue)
                + TraceVocabulary.DocumentArray.allCases.map(\.rawValue)
        )
        #expect(named.subtracting(vocabulary).isEmpty, "named by the schema only: \(named.subtracting(vocabulary).sorted())")
        #expect(vocabulary.subtracting(named).isEmpty, "missing from the schema: \(vocabulary.subtracting(named).sorted())")
    }
}
