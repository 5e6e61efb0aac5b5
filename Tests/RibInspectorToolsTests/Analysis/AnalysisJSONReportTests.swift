import Foundation
import RibInspector
import RibInspectorTools
import Testing

/// The analysis as machines read it: the JSON report of `ribviz inspect --json`.
@Suite("Analysis: JSON report")
struct AnalysisJSONReportTests {
    @Test("the JSON report holds every part, with names escaped")
    func json() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Quote\"App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root")
        let odd = recorder.declareRib(named: "Line\nBreak \"quoted\" \\")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recorder.record(.attached(odd, parent: root))
        recorder.record(.activated(odd))
        recorder.record(.anomaly(.attachedTwice(odd, parent: root)))
        let analysis = recorder.trace().analysis()

        let object = try #require(try JSONSerialization.jsonObject(with: Data(analysis.jsonReport())) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-inspect")
        #expect((object["app"] as? [String: Any])?["name"] as? String == "Quote\"App")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["eventCount"] as? Int == 5)
        #expect(summary["ribInstanceCount"] as? Int == 2)
        let tree = try #require(object["finalTree"] as? [[String: Any]])
        #expect(tree.map { $0["name"] as? String } == ["Root", "Line\nBreak \"quoted\" \\"])
        #expect(tree.map { $0["depth"] as? Int } == [0, 1])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["attachedTwice"])
        #expect((findings.first?["event"] as? [String: Any])?["index"] as? Int == 4)
        #expect(findings.first?["ribName"] as? String == "Line\nBreak \"quoted\" \\")
        let lifetimes = try #require(object["lifetimes"] as? [[String: Any]])
        #expect(lifetimes.map { $0["timesAttached"] as? Int } == [1, 1])
    }

    @Test("a name's bidirectional controls and zero-width characters are written as escapes, and read back as they were")
    func hiddenCharacters() throws {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let hidden = "Pay\u{202E}ment\u{200B}\u{FEFF}\u{061C}"
        let root = recorder.declareRib(named: hidden)
        recorder.record(.launched(root))
        let report = recorder.trace().analysis().jsonReport()
        let text = String(decoding: report, as: UTF8.self)

        #expect(text.contains(#"Pay\u202ement\u200b\ufeff\u061c"#))
        #expect(!text.unicodeScalars.contains { [0x202E, 0x200B, 0xFEFF, 0x061C].contains($0.value) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report)) as? [String: Any])
        #expect((object["finalTree"] as? [[String: Any]])?.first?["name"] as? String == hidden)
    }

    @Test("members the schema requires are written as null when the trace has no value for them")
    func nulls() throws {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        recorder.record(.launched(recorder.declareRib(named: "Root")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(recorder.trace().analysis().jsonReport())) as? [String: Any])

        #expect((object["app"] as? [String: Any])?["version"] is NSNull)
        #expect((object["finalTree"] as? [[String: Any]])?.first?["parent"] is NSNull)
    }
}
