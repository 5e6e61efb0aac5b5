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

    @Test("zero-width characters are shown as escapes, so a name cannot hide text")
    func zeroWidth() {
        #expect(TextEscaping.singleLine("Ro\u{200B}ot\u{200C}\u{200D}") == "Ro\\u{200b}ot\\u{200c}\\u{200d}")
        #expect(TextEscaping.singleLine("\u{2060}Root\u{FEFF}") == "\\u{2060}Root\\u{feff}")
        #expect(TextEscaping.singleLine("👨\u{200D}👩") == "👨\\u{200d}👩")
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

    @Test("JSON writes the bidirectional controls as \\u escapes, every other character as it is")
    func json() {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "a\u{202E}b\u{2066}c\u{61C}d\u{200F}é€→")
        recorder.record(.launched(root))
        let text = String(decoding: TraceEncoder(form: .document).encode(recorder.trace()), as: UTF8.self)
        #expect(text.contains(#""name":"a\u202eb\u2066c\u061cd\u200fé€→""#))
        #expect(!text.unicodeScalars.contains { TextEscaping.isShownEscaped($0) && $0 != "\n" })
    }

    @Test("JSON writes the zero-width characters as \\u escapes")
    func jsonZeroWidth() {
        let recorder = RibRecorder(app: AppInfo(name: "App"), clock: .manual(ManualClock()))
        let root = recorder.declareRib(named: "a\u{200B}b\u{200C}c\u{200D}d\u{2060}e\u{FEFF}f")
        recorder.record(.launched(root))
        let text = String(decoding: TraceEncoder(form: .document).encode(recorder.trace()), as: UTF8.self)
        #expect(text.contains(#""name":"a\u200bb\u200cc\u200dd\u2060e\ufefff""#))
    }
}
