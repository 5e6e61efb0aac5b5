@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Trace {
    /// The RIBs that were still alive `grace` after they left the live tree, as
    /// ``leaks(afterNanoseconds:)`` finds them: `trace.leaks(after: .seconds(1))` is the
    /// check RIBs' `LeakDetector` makes.
    ///
    /// - Throws: ``TraceReplayError`` when the trace contradicts itself.
    public func leaks(after grace: Duration) throws(TraceReplayError) -> [RibLeak] {
        try leaks(afterNanoseconds: grace.clampedNanoseconds)
    }
}
