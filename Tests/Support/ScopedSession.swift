import RibInspector

/// A session of `app` that launches `root` and attaches each (child, parent) pair in order,
/// 250 ms apart: every RIB is viewful, declared once, the first time it is named, in a scope
/// of its own name that creates the shared object `shared`. For suites that build an
/// observed architecture (its relations, their counts, the RIBs' shared objects) from a few
/// small traces.
public func scopedSession(_ root: String, _ attachments: [(String, String)], app: String = "Wallet", shared: String = "store") -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: app), clock: .manual(clock))
    var ids: [String: RibID] = [:]
    func rib(_ name: String) -> RibID {
        if let id = ids[name] { return id }
        let scope = recorder.declareScope(named: name)
        recorder.record(.sharedObjectCreated(shared, scope: scope))
        let id = recorder.declareRib(named: name, isViewful: true, scope: scope)
        ids[name] = id
        return id
    }
    recorder.record(.launched(rib(root)))
    for (child, parent) in attachments {
        clock.advance(byNanoseconds: 250_000_000)
        recorder.record(.attached(rib(child), parent: rib(parent)))
    }
    return recorder.trace()
}
