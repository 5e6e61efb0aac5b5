/// Where a ``RibRecorder`` streams its recording as it happens: ``TraceFileSink`` writes a
/// JSON Lines file, and `LiveTraceSink` (the `RibLiveSink` library) sends it to
/// `ribviz live`.
///
/// The recorder calls these methods in the order things happen, one at a time, while it
/// holds its lock: `begin` once, then declarations and events, `flush` whenever the app
/// flushes the recorder, and `finish` once. They run on the recording thread, so a sink
/// must never block: it buffers, and does slow work (disk, network) briefly or elsewhere.
/// A sink is `Sendable`, so it must be safe to share: ``TraceFileSink`` and
/// `LiveTraceSink` take a lock of their own in every method, so several recorders may
/// write to one sink from several threads (each record stays whole) and anyone may flush it.
/// A sink of your own should do the same.
public protocol TraceSink: AnyObject, Sendable {
    /// The recording began with this header.
    func begin(_ header: TraceHeader)
    /// A RIB instance was declared.
    func declare(_ rib: RibDescriptor)
    /// A scope was declared.
    func declare(_ scope: ScopeDescriptor)
    /// A workflow run was declared.
    func declare(_ workflow: WorkflowDescriptor)
    /// An event was recorded.
    func append(_ event: RibEvent)
    /// A screen was recorded: `image` is its picture the first time the recording holds
    /// it, `nil` for a picture an earlier screen carried. The default does nothing.
    func append(_ screen: RibScreen, image: ScreenImage?)
    /// The recorder refused a screen: `drops` counts every refusal so far. The default
    /// does nothing.
    func noteDroppedScreens(_ drops: ScreenDrops)
    /// The app asked for what is buffered to be written out; the recording goes on.
    ///
    /// - Throws: The first error the sink met, if any.
    func flush() throws
    /// The recording ended `end` nanoseconds after it started: write the end record and
    /// everything still buffered.
    ///
    /// - Throws: The first error the sink met, if any.
    func finish(at end: UInt64) throws
}

extension TraceSink {
    /// Leaves the screen out: a sink that does not stream pictures.
    public func append(_ screen: RibScreen, image: ScreenImage?) {}

    /// Leaves the count out: a sink that does not stream pictures.
    public func noteDroppedScreens(_ drops: ScreenDrops) {}
}
