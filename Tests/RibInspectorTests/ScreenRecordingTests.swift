import Foundation
import Testing
@testable import RibInspector

/// A picture whose bytes start as a PNG file does, told apart by a number.
func pngPicture(_ number: UInt8, size: Int = 32) -> ScreenImage {
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: number, count: max(0, size - 8))
    return ScreenImage(bytes: bytes, mediaType: .png, pixelWidth: 320, pixelHeight: 568)
}

@Suite("Recorder: screens")
struct ScreenRecordingTests {
    private let clock = ManualClock()

    private func recorder(retention: RibRecorder.Retention = .everything, sink: (any TraceSink)? = nil) -> (RibRecorder, RibID) {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), retention: retention, sinks: sink.map { [$0] } ?? [], clock: .manual(clock))
        let rib = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(rib))
        return (recorder, rib)
    }

    @Test("a screen carries the sequence number of the next event and the clock's time, and takes no number of its own")
    func placeAmongEvents() {
        let (recorder, rib) = recorder()
        clock.advance(byNanoseconds: 500)
        let picture = pngPicture(1)
        #expect(recorder.recordScreen(of: rib, image: picture) == .recorded(RibScreen(rib: rib, sequence: 1, time: 500, image: picture.digest)))
        recorder.record(.activated(rib))
        let trace = recorder.trace()
        #expect(trace.events.map(\.sequence) == [0, 1])
        #expect(trace.screens == [RibScreen(rib: rib, sequence: 1, time: 500, image: picture.digest)])
        #expect(trace.screenImages == [picture.digest: picture])
    }

    @Test("the same bytes twice are stored once and the second screen names them")
    func dedupe() {
        let (recorder, rib) = recorder()
        let picture = pngPicture(1)
        guard case .recorded = recorder.recordScreen(of: rib, image: picture) else { Issue.record("not recorded"); return }
        guard case .referenced = recorder.recordScreen(of: rib, image: pngPicture(1)) else { Issue.record("not referenced"); return }
        let trace = recorder.trace()
        #expect(trace.screens.count == 2)
        #expect(trace.screenImages.count == 1)
        #expect(Set(trace.screens.map(\.image)) == [picture.digest])
    }

    @Test("a picture over the limit is refused and counted, never silently; the limit is the recorder's to set")
    func oversize() {
        let (recorder, rib) = recorder()
        #expect(recorder.screenLimits.maximumImageByteCount == 256 * 1024)
        #expect(recorder.recordScreen(of: rib, image: pngPicture(1, size: 256 * 1024 + 1)) == .dropped(.tooLarge))
        #expect(recorder.recordScreen(of: rib, image: pngPicture(1, size: 256 * 1024)) != .dropped(.tooLarge))
        recorder.screenLimits.maximumImageByteCount = 100
        #expect(recorder.recordScreen(of: rib, image: pngPicture(2, size: 101)) == .dropped(.tooLarge))
        let trace = recorder.trace()
        #expect(trace.droppedScreens.tooLarge == 2)
        #expect(trace.screens.count == 1)
    }

    @Test("pictures past the session's byte budget are refused and counted; a picture already held costs nothing")
    func budget() {
        let (recorder, rib) = recorder()
        recorder.screenLimits = ScreenLimits(maximumImageByteCount: 1000, sessionByteBudget: 100)
        #expect(recorder.recordScreen(of: rib, image: pngPicture(1, size: 60)) != .dropped(.overBudget))
        #expect(recorder.recordScreen(of: rib, image: pngPicture(2, size: 60)) == .dropped(.overBudget))
        guard case .referenced = recorder.recordScreen(of: rib, image: pngPicture(1, size: 60)) else {
            Issue.record("a held picture was refused")
            return
        }
        #expect(recorder.recordScreen(of: rib, image: pngPicture(3, size: 40)) != .dropped(.overBudget))
        #expect(recorder.recordScreen(of: rib, image: pngPicture(4, size: 9)) == .dropped(.overBudget))
        recorder.screenLimits.sessionByteBudget = .min
        #expect(recorder.recordScreen(of: rib, image: pngPicture(5, size: 9)) == .dropped(.overBudget))
        #expect(recorder.trace().droppedScreens.overBudget == 3)
    }

    @Test("bytes that are not the media type they claim, an empty size, and an undeclared RIB are refused as invalid")
    func invalid() {
        let (recorder, rib) = recorder()
        let jpegClaim = ScreenImage(bytes: pngPicture(1).bytes, mediaType: .jpeg, pixelWidth: 1, pixelHeight: 1)
        #expect(recorder.recordScreen(of: rib, image: jpegClaim) == .dropped(.invalid))
        let empty = ScreenImage(bytes: pngPicture(1).bytes, mediaType: .png, pixelWidth: 0, pixelHeight: 10)
        #expect(recorder.recordScreen(of: rib, image: empty) == .dropped(.invalid))
        #expect(recorder.recordScreen(of: RibID(rawValue: 99), image: pngPicture(1)) == .dropped(.invalid))
        #expect(recorder.recordScreen(of: rib, image: Data([0x89, 0x50]), mediaType: .png, pixelWidth: 1, pixelHeight: 1) == .dropped(.invalid))
        #expect(recorder.trace().droppedScreens.invalid == 4)
        #expect(recorder.trace().screens.isEmpty)
    }

    @Test("a finished recording takes no more screens")
    func finished() throws {
        let (recorder, rib) = recorder()
        try recorder.finish()
        #expect(recorder.recordScreen(of: rib, image: pngPicture(1)) == .notRecording)
    }

    @Test("a ring buffer's window keeps the screens of its events and their pictures only")
    func ringBuffer() {
        let (recorder, rib) = recorder(retention: .mostRecent(2))
        recorder.recordScreen(of: rib, image: pngPicture(1))
        for _ in 0..<3 { recorder.record(.activated(rib)) }
        recorder.recordScreen(of: rib, image: pngPicture(2))
        let trace = recorder.trace()
        #expect(trace.screens.map(\.sequence) == [4])
        #expect(Array(trace.screenImages.keys) == [pngPicture(2).digest])
    }

    @Test("a recorder that keeps no events keeps no pictures, and still streams them to its sinks")
    func nothingKept() {
        let sink = ScreenCollectingSink()
        let (recorder, rib) = recorder(retention: .nothing, sink: sink)
        recorder.recordScreen(of: rib, image: pngPicture(1))
        recorder.recordScreen(of: rib, image: pngPicture(1))
        recorder.recordScreen(of: rib, image: pngPicture(1, size: 300 * 1024))
        #expect(recorder.trace().screens.isEmpty && recorder.trace().screenImages.isEmpty)
        #expect(sink.screens.withLock { $0.map { $0.image?.digest } } == [pngPicture(1).digest, nil])
        #expect(sink.drops.withLock { $0 }.map(\.tooLarge) == [1])
    }

    @Test("the SHA-256 is the standard one")
    func sha256() {
        #expect(ScreenDigest(of: []).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ScreenDigest(of: Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(ScreenDigest(of: long).hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ScreenDigest(of: [UInt8](repeating: 0x61, count: 1_000_000)).hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(ScreenDigest(hex: String(repeating: "A", count: 64)) == nil)
    }
}

/// A value behind a lock, for what tests collect from other threads.
final class Guarded<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

/// A sink that keeps the screens and drop counts it is handed.
final class ScreenCollectingSink: TraceSink {
    let screens = Guarded<[(screen: RibScreen, image: ScreenImage?)]>([])
    let drops = Guarded<[ScreenDrops]>([])

    func begin(_ header: TraceHeader) {}
    func declare(_ rib: RibDescriptor) {}
    func declare(_ scope: ScopeDescriptor) {}
    func declare(_ workflow: WorkflowDescriptor) {}
    func append(_ event: RibEvent) {}
    func append(_ screen: RibScreen, image: ScreenImage?) { screens.withLock { $0.append((screen, image)) } }
    func noteDroppedScreens(_ drops: ScreenDrops) { self.drops.withLock { $0.append(drops) } }
    func flush() throws {}
    func finish(at end: UInt64) throws {}
}
