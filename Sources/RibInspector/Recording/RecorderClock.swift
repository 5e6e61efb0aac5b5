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
/// clock.advance(by: .milliseconds(1200))   // the user thinks for 1.2 s
/// ```
public final class ManualClock: Sendable {
    private let nanoseconds = Locked<UInt64>(0)

    /// Creates a clock that reads zero.
    public init() {}

    /// The current reading in nanoseconds.
    public var now: UInt64 {
        nanoseconds.withLock { $0 }
    }

    /// Moves the clock forward; a negative duration is ignored, since the clock never goes back.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return }
        let step = UInt64(seconds) &* 1_000_000_000 &+ UInt64(attoseconds / 1_000_000_000)
        nanoseconds.withLock { $0 &+= step }
    }
}
