import RibInspector

/// Runs `body` with a fresh recorder as the current one, and returns what it recorded while
/// what `body` returned was still alive, together with that value.
///
/// Return the routers the test keeps: everything else `body` created is released when it
/// returns, and the trace records those deallocations.
func recordTrace<Kept>(_ body: () -> Kept) -> (trace: Trace, kept: Kept) {
    let recorder = RibRecorder(
        app: AppInfo(name: "RibRuntimeTests"),
        session: SessionInfo(startedAt: "2026-01-01T09:00:00Z"),
        clock: .manual(ManualClock())
    )
    let kept = recorder.recording(body)
    return (recorder.trace(), kept)
}

extension Trace {
    /// The kinds of the events, in order.
    var kinds: [RibEvent.Kind] { events.map(\.kind) }

    /// The descriptor of the first scope with this name.
    func scope(named name: String) -> ScopeDescriptor? {
        scopes.first { $0.name == name }
    }

    /// The descriptor of the first RIB with this name.
    func rib(named name: String) -> RibDescriptor? {
        ribs.first { $0.name == name }
    }
}
