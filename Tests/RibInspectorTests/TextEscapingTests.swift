import RibInspector
import Testing

@Suite("Names in text output")
struct TextEscapingTests {
    @Test("line breaks, control characters and bidirectional controls are shown as escapes")
    func escapes() {
        #expect(TextEscaping.singleLine("a\nb\u{0}c") == "a\\nb\\u{0}c")
        #expect(TextEscaping.singleLine("Pay\u{202E}exe.txt") == "Pay\\u{202e}exe.txt")
        #expect(TextEscaping.singleLine("\u{2066}\u{2069}\u{200F}\u{61C}") == "\\u{2066}\\u{2069}\\u{200f}\\u{61c}")
        #expect(TextEscaping.singleLine("Root 한국어 🎮") == "Root 한국어 🎮")
    }

    @Test("the analysis report shows a RIB named with a right-to-left override escaped")
    func analysisReport() {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "Root\u{202E}toor")
        recorder.record(.launched(root))
        let report = recorder.trace().analysis().report()
        #expect(report.contains("Root\\u{202e}toor"))
        #expect(!report.contains("\u{202E}"))
    }
}
