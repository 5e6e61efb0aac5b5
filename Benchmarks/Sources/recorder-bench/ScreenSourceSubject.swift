import RecorderBenchmarkSupport
import RibInspector

/// A recorder with a screen source installed and one picture taken before the run: what an
/// app that records its screens records events with. The source never runs on the
/// recording path, so its cost per event should be the recorder's without it.
final class ScreenSourceSubject: EventRecording {
    private let events: RecorderSubject
    private let capture: ScreenCapture

    @MainActor
    init() {
        let recorder = RibRecorder(app: AppInfo(name: "Bench"), retention: .everything)
        events = RecorderSubject(recorder)
        let picture = ScreenImage(bytes: [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 7, count: 4096), mediaType: .jpeg, pixelWidth: 320, pixelHeight: 568)
        capture = ScreenCapture(recorder: recorder) { _ in picture }
        capture.captureScreen(of: RibID(rawValue: 1))
    }

    func record(_ index: Int) {
        events.record(index)
    }

    func end() -> Int {
        events.end()
    }
}
