/// Takes pictures of viewful RIBs with a screen source the app provides, on the main
/// thread, and records them (``RibRecorder/recordScreen(of:image:)``).
///
/// The source is a closure that renders a RIB's view into an encoded picture, or returns
/// `nil` (a RIB it cannot or must not show). It runs only here, on the main actor, through
/// the scheduler, and never while the recorder records an event, so an installed source
/// costs the recording of events nothing. ``RibTreeObserver/captureScreens(options:scheduler:source:)``
/// makes one for the RIBs an observer sees; Docs/Integrations has a UIKit source to paste.
///
/// ```swift
/// let capture = ScreenCapture(recorder: recorder) { rib in renderedScreen(of: rib) }
/// capture.ribDidAppear(rib)        // a picture 0.3 s later
/// capture.captureScreen(of: rib)   // a picture now
/// ```
@MainActor
public final class ScreenCapture {
    /// Renders a RIB's view as an encoded picture, or `nil` to take none.
    public typealias Source = @MainActor (RibID) -> ScreenImage?

    /// The recorder the pictures go to.
    public let recorder: RibRecorder
    /// When pictures are taken.
    public var options: ScreenCaptureOptions
    private let scheduler: any ScreenCaptureScheduler
    private let source: Source
    /// When each RIB's source was last called, on the recorder's clock.
    private var lastCapture: [RibID: UInt64] = [:]
    /// RIBs whose delayed picture is scheduled.
    private var pending: Set<RibID> = []

    /// Creates a capture that asks `source` for pictures.
    ///
    /// - Parameters:
    ///   - recorder: The recorder the pictures go to; its clock times the interval.
    ///   - options: The delay after a RIB appears and the interval between pictures.
    ///   - scheduler: Where delayed captures run; the main queue by default.
    ///   - source: Renders a RIB's view, on the main actor.
    public init(
        recorder: RibRecorder,
        options: ScreenCaptureOptions = ScreenCaptureOptions(),
        scheduler: any ScreenCaptureScheduler = MainQueueScreenScheduler(),
        source: @escaping Source
    ) {
        self.recorder = recorder
        self.options = options
        self.scheduler = scheduler
        self.source = source
    }

    /// Notes that a viewful RIB was attached (or launched) and loaded: its picture is taken
    /// after ``ScreenCaptureOptions/delayNanoseconds``, once however often it is noted
    /// meanwhile.
    public func ribDidAppear(_ rib: RibID) {
        guard pending.insert(rib).inserted else { return }
        scheduler.schedule(afterNanoseconds: options.delayNanoseconds) { [weak self] in
            guard let self else { return }
            self.pending.remove(rib)
            self.captureScreen(of: rib)
        }
    }

    /// Takes a picture of a RIB now, unless its last one is less than
    /// ``ScreenCaptureOptions/minimumIntervalNanoseconds`` old.
    ///
    /// - Parameters:
    ///   - rib: The RIB to picture.
    ///   - evenIfRecent: Takes the picture however recent the last one is: someone asked
    ///     for it (*Capture now* on the page of `ribviz live`).
    /// - Returns: What the recorder made of the picture; `nil` when none was taken (too
    ///   soon, or the source returned `nil`).
    @discardableResult
    public func captureScreen(of rib: RibID, evenIfRecent: Bool = false) -> ScreenRecording? {
        let now = recorder.elapsedNanoseconds
        if !evenIfRecent, let last = lastCapture[rib], now &- last < options.minimumIntervalNanoseconds { return nil }
        lastCapture[rib] = now
        guard let image = source(rib) else { return nil }
        return recorder.recordScreen(of: rib, image: image)
    }
}
