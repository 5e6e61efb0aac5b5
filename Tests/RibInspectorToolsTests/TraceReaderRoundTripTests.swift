import Foundation
import Testing
import RibInspector
import RibInspectorTools

@Suite("Trace reader: round trips")
struct TraceReaderRoundTripTests {
    /// Every part of the trace that a file carries.
    private func expectSameContent(_ read: Trace, _ written: Trace, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(read.header == written.header, sourceLocation: sourceLocation)
        #expect(read.ribs == written.ribs, sourceLocation: sourceLocation)
        #expect(read.scopes == written.scopes, sourceLocation: sourceLocation)
        #expect(read.workflows == written.workflows, sourceLocation: sourceLocation)
        #expect(read.events == written.events, sourceLocation: sourceLocation)
        #expect(read.end == written.end, sourceLocation: sourceLocation)
        #expect(read.screens == written.screens, sourceLocation: sourceLocation)
        #expect(read.screenImages == written.screenImages, sourceLocation: sourceLocation)
        #expect(read.droppedScreens == written.droppedScreens, sourceLocation: sourceLocation)
        #expect(read.warnings.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("the document form reads back exactly what the encoder wrote, escapes included")
    func documentRoundTrip() throws {
        let written = recordedSessionWithEveryEventKind().trace()
        let read = try TraceReader().read(TraceEncoder(form: .document).encode(written))
        expectSameContent(read, written)
        #expect(read.end == 6_250_000)
        #expect(read.ribs[2].tracksInteractorDeallocation && !read.ribs[0].tracksInteractorDeallocation)
        #expect(read.scopes[1].sharedObjects == ["scoreStream", "점수 \"stream\""])
        #expect(read.ribs[1].name == "LoggedIn\n둘째 줄")
        #expect(read.events.contains(.init(sequence: 18, time: 4_750_000, kind: .anomaly(.attachedTwice(RibID(rawValue: 3), parent: RibID(rawValue: 2))))))
    }

    @Test("the JSON Lines form reads back exactly what the encoder wrote")
    func jsonLinesRoundTrip() throws {
        let written = recordedSessionWithEveryEventKind().trace()
        let read = try TraceReader().read(TraceEncoder(form: .jsonLines).encode(written))
        expectSameContent(read, written)
    }

    @Test("every line of the JSON Lines form ends a readable trace: each scope comes before the RIBs and scopes that name it")
    func jsonLinesPrefixesRead() throws {
        let lines = TraceEncoder(form: .jsonLines).encode(recordedSessionWithEveryEventKind().trace())
            .split(separator: UInt8(ascii: "\n")).map { Array($0) + [UInt8(ascii: "\n")] }
        var prefix: [UInt8] = []
        for (index, line) in lines.enumerated() {
            prefix += line
            #expect(throws: Never.self, "the first \(index + 1) lines") { try TraceReader().read(prefix) }
        }
    }

    @Test("a file streamed by TraceFileSink reads back as the recorder's trace, shared objects included")
    func fileSinkRoundTrip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = recordedSessionWithEveryEventKind(sink: try TraceFileSink(url: url, bufferSize: 100))
        try recorder.flush()
        let read = try TraceReader().read(contentsOf: url)
        // The sink declares scopes before their objects are shared; the share events fill them in.
        var expected = recorder.trace()
        expected.end = nil  // a flush does not end the recording
        expectSameContent(read, expected)

        try recorder.finish()
        expectSameContent(try TraceReader().read(contentsOf: url), recorder.trace())
    }

    @Test("a written file reads back, and the reader hands back the final tree it replayed")
    func fileAndFinalSnapshot() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let written = recordedSessionWithEveryEventKind().trace()
        try TraceEncoder().write(written, to: url)
        let snapshot = try TraceReader().readFinalSnapshot(contentsOf: url)
        expectSameContent(snapshot.trace, written)
        let replayed = try written.finalSnapshot()
        #expect(snapshot.tree == replayed.tree)
        #expect(snapshot.eventCount == written.events.count)
        #expect(snapshot.description == "Root\n└─ LoggedIn\\n둘째 줄")
    }

    @Test("an empty session reads back in both forms")
    func emptySession() throws {
        let written = RibRecorder(app: AppInfo(name: "Empty")).trace()
        for form in [TraceEncoder.Form.document, .jsonLines] {
            let read = try TraceReader().read(TraceEncoder(form: form).encode(written))
            expectSameContent(read, written)
        }
    }
}
