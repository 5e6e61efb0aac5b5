/// A RIB that left the live tree and stayed alive, or an interactor that outlived its
/// router: what RIBs' `LeakDetector` asserts on and Android RIBs' `RibRefWatcher` reports.
///
/// Get them from a trace with ``Trace/leaks()`` (still alive at the end) or
/// ``Trace/leaks(after:)`` (alive longer than a grace period, as `LeakDetector` checks);
/// the ``description`` is a ready-made test failure message:
///
/// ```text
/// LoggedOut is still alive at the end of the trace, 2.300 s after it left the tree in
/// event 7 at 0.120 s (detach LoggedOut from Root)
/// ```
public struct RibLeak: Hashable, Sendable, CustomStringConvertible {
    /// What stayed alive.
    public enum Object: String, Hashable, Sendable {
        /// The RIB's router, after the RIB left the live tree.
        case router
        /// The RIB's interactor, after its router was deallocated (for RIBs declared with
        /// ``RibDescriptor/tracksInteractorDeallocation``): a closure or a subscription
        /// that captured it strongly, typically.
        case interactor
    }

    /// The RIB.
    public var rib: RibID
    /// What stayed alive: the router, or the interactor after its router.
    public var object: Object
    /// The RIB's name as ``Trace/displayName(of:)`` gives it.
    public var name: String
    /// The event that took the RIB out of the live tree: its own detach, the detach of a
    /// RIB above it (a detached subtree stays intact), or the deallocation of its root.
    /// For an interactor: its router's deallocation.
    public var detachEvent: TraceEventPosition
    /// That event as an ``Trace/eventLog`` line, for example `detach LoggedOut from Root`.
    public var detachLine: String
    /// The deallocation of the router (or of the interactor), when it came too late; `nil`
    /// when it is still alive at the end of the trace.
    public var deallocationEvent: TraceEventPosition?
    /// How long it stayed alive after ``detachEvent``, in nanoseconds: until its
    /// deallocation, or at least until the end of the trace (``Trace/endTime``).
    public var aliveNanoseconds: UInt64

    /// Creates a leak report.
    public init(
        rib: RibID,
        object: Object = .router,
        name: String,
        detachEvent: TraceEventPosition,
        detachLine: String,
        deallocationEvent: TraceEventPosition?,
        aliveNanoseconds: UInt64
    ) {
        self.rib = rib
        self.object = object
        self.name = name
        self.detachEvent = detachEvent
        self.detachLine = detachLine
        self.deallocationEvent = deallocationEvent
        self.aliveNanoseconds = aliveNanoseconds
    }

    public var description: String {
        let duration = TimeWording.seconds(aliveNanoseconds)
        let name = TextEscaping.singleLine(self.name)
        if object == .interactor {
            if let deallocationEvent {
                return "\(name)'s interactor was deallocated \(duration) after its router: router deallocated in \(detachEvent), interactor in \(deallocationEvent)"
            }
            return "\(name)'s interactor is still alive at the end of the trace, \(duration) after its router was deallocated in \(detachEvent)"
        }
        if let deallocationEvent {
            return "\(name) was deallocated \(duration) after it left the tree: detached in \(detachEvent) (\(detachLine)), deallocated in \(deallocationEvent)"
        }
        return "\(name) is still alive at the end of the trace, \(duration) after it left the tree in \(detachEvent) (\(detachLine))"
    }
}
