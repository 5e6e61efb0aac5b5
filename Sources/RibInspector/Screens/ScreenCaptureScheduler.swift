import Dispatch

/// Where a ``ScreenCapture`` runs the captures it delays: on the main actor, later.
///
/// Apps use ``MainQueueScreenScheduler``; a test hands in a scheduler of its own that runs
/// the work when the test says so, and so waits for no time.
public protocol ScreenCaptureScheduler: Sendable {
    /// Runs `work` on the main actor after `delayNanoseconds`; 0 means on the next turn of
    /// the main run loop, never within the call.
    func schedule(afterNanoseconds delayNanoseconds: UInt64, _ work: @escaping @MainActor @Sendable () -> Void)
}

/// Runs captures on the main dispatch queue after their delay.
public struct MainQueueScreenScheduler: ScreenCaptureScheduler {
    /// Creates the scheduler.
    public init() {}

    public func schedule(afterNanoseconds delayNanoseconds: UInt64, _ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + RepeatingTimer.dispatchInterval(nanoseconds: delayNanoseconds)) {
            MainActor.assumeIsolated { work() }
        }
    }
}

/// When a ``ScreenCapture`` takes pictures.
public struct ScreenCaptureOptions: Hashable, Sendable {
    /// How long after a viewful RIB appeared (attached or launched, and loaded) its picture
    /// is taken, in nanoseconds: long enough for its view to lay out. 0 takes it on the
    /// next turn of the main run loop.
    public var delayNanoseconds: UInt64
    /// The shortest time between two pictures of one RIB, in nanoseconds of the recorder's
    /// clock; a capture asked for sooner is skipped without calling the source.
    public var minimumIntervalNanoseconds: UInt64

    /// Creates options: by default a picture 0.3 s after a RIB appears, and at most one
    /// per RIB per second.
    public init(delayNanoseconds: UInt64 = 300_000_000, minimumIntervalNanoseconds: UInt64 = 1_000_000_000) {
        self.delayNanoseconds = delayNanoseconds
        self.minimumIntervalNanoseconds = minimumIntervalNanoseconds
    }
}
