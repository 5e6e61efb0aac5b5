extension TraceAnalysis {
    /// The thresholds a ``TraceAnalysis`` judges a session by.
    ///
    /// The defaults suit most apps; tighten them for a CI gate:
    ///
    /// ```swift
    /// let analysis = trace.analysis(options: .init(leakGraceNanoseconds: 500_000_000, maximumDepth: 4))
    /// ```
    ///
    /// On iOS 16, macOS 13 and later, the grace period is also a `Duration`:
    /// `.init(leakGracePeriod: .milliseconds(500), maximumDepth: 4)`.
    public struct Options: Hashable, Sendable, CustomStringConvertible {
        /// How long a RIB may stay alive after it left the live tree before it counts as
        /// leaked, in nanoseconds: one second, the delay after which RIBs' `LeakDetector`
        /// asserts that a detached router's interactor is gone.
        public static let defaultLeakGraceNanoseconds: UInt64 = 1_000_000_000

        /// The deepest a RIB may sit in the live tree, counting the root as depth 0: 5.
        ///
        /// The RIBs tutorial's TicTacToe goes three levels below its root
        /// (Root → LoggedIn → OffGame → BasicScoreBoard), and a large app rarely needs more
        /// than root → session → tab → flow → screen → part of a screen. A RIB deeper than
        /// that is usually a flow nested in a flow that could be a sibling, which the RIBs
        /// guides advise against: a deep tree makes routing and deep links long.
        public static let defaultMaximumDepth = 5

        /// How long a RIB may stay alive after it left the live tree before it counts as
        /// leaked, in nanoseconds.
        public var leakGraceNanoseconds: UInt64
        /// The deepest a RIB may sit in the live tree (the root is at depth 0).
        public var maximumDepth: Int

        /// Creates options; the defaults are ``defaultLeakGraceNanoseconds`` and
        /// ``defaultMaximumDepth``.
        public init(
            leakGraceNanoseconds: UInt64 = Options.defaultLeakGraceNanoseconds,
            maximumDepth: Int = Options.defaultMaximumDepth
        ) {
            self.leakGraceNanoseconds = leakGraceNanoseconds
            self.maximumDepth = maximumDepth
        }

        /// The thresholds in words, as reports print them: `leak grace 1.000 s, maximum
        /// depth 5`.
        public var description: String {
            "leak grace \(TimeWording.seconds(leakGraceNanoseconds)), maximum depth \(maximumDepth)"
        }
    }
}
