import RibInspector

/// A short session with one anomaly: Root launched, Child attached, Child attached again
/// a second later (attached twice), Other attached, Child detached.
struct AnomalousSession {
    let trace: Trace
    let root: RibID
    let child: RibID
    let other: RibID

    init() {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Anomalies"), clock: .manual(clock))
        root = recorder.declareRib(named: "Root", isViewful: true)
        child = recorder.declareRib(named: "Child", isViewful: true)
        other = recorder.declareRib(named: "Other", isViewful: false)
        recorder.record(.launched(root))
        recorder.record(.attached(child, parent: root))
        clock.advance(by: .seconds(1))
        recorder.record(.anomaly(.attachedTwice(child, parent: root)))
        recorder.record(.attached(other, parent: root))
        recorder.record(.detached(child, parent: root))
        trace = recorder.trace()
    }
}
