import RibvizLocking

/// Where a ``RibRecorder`` reads its timestamps.
public enum RecorderClock: Sendable {
    /// The system's monotonic clock: real time, for apps and most tests.
    case monotonic
    /// A clock the caller moves forward: for scripted sessions and examples that must
    /// produce the same trace on every run.
    case manual(ManualClock)

    @inline(__always)
    func now() -> UInt64 {
        switch self {
        case .monotonic: MonotonicClock.now()
        case .manual(let clock): clock.now
        }
    }
}

/// A clock that only moves when told to, for reproducible traces.
///
/// ```swift
/// let clock = ManualClock()
/// let recorder = RibRecorder(app: AppInfo(name: "TicTacToe"), clock: .manual(clock))
/// clock.advance(byNanoseconds: 1_200_000_000)   // the user thinks for 1.2 s
/// ```
///
/// On iOS 16, macOS 13 and later, ``advance(by:)`` takes a `Duration`:
/// `clock.advance(by: .milliseconds(1200))`.
public final class ManualClock: Sendable {
    private let nanoseconds = Locked<UInt64>(0)

    /// Creates a clock that reads zero.
    public init() {}

    /// The current reading in nanoseconds.
    public var now: UInt64 {
        nanoseconds.withLock { $0 }
    }

    /// Moves the clock forward by `step` nanoseconds.
    public func advance(byNanoseconds step: UInt64) {
        nanoseconds.withLock { $0 &+= step }
    }

    /// Moves the clock forward; a negative duration is ignored, since the clock never goes back.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func advance(by duration: Duration) {
        advance(byNanoseconds: duration.clampedNanoseconds)
    }
}
