import RibInspector

/// Where one RIB reports its lifecycle: the recorder that was current when its router was
/// created, and the identifier that recorder gave it.
///
/// The router creates it once, at `init`, and hands it to its interactor so activation and
/// deactivation are recorded for the right RIB whoever calls them.
struct RibRecording {
    /// The recorder the RIB reports to.
    let recorder: RibRecorder
    /// The RIB's identifier in `recorder`'s trace.
    let rib: RibID

    /// Records an event about this RIB alone.
    func record(_ makeKind: (RibID) -> RibEvent.Kind) {
        recorder.record(makeKind(rib))
    }

    /// Records an event about this RIB and `other`, when both report to the same recorder.
    ///
    /// A RIB created while another recorder was current (or none) has no identifier in this
    /// trace; naming it would corrupt the trace, so nothing is recorded.
    func record(with other: RibRecording?, _ makeKind: (_ rib: RibID, _ other: RibID) -> RibEvent.Kind) {
        guard let other, other.recorder === recorder else { return }
        recorder.record(makeKind(rib, other.rib))
    }
}
