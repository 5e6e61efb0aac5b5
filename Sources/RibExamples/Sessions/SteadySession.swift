import RibInspector

/// A generated session of a large app in steady use: a tree of ``liveRibs`` active RIBs
/// in which one leaf after another is replaced by a new instance of the same name, as a
/// long-running app swaps screens. The tree's size stays the same however long the
/// session runs, so it is what a live server's memory is judged by.
///
/// ```swift
/// let trace = SteadySession(liveRibs: 500, replacements: 2_000).record()
/// print(trace.events.count)   // 1,500 to build the tree, then 6 per replacement
/// ```
///
/// The trace is the same on every run: the clock is manual and advances by
/// ``eventSpacingNanoseconds`` per event.
public struct SteadySession: Sendable {
    /// How many RIBs are in the live tree once it is built: a root, one feature per 25
    /// RIBs under it, and leaves under the features.
    public var liveRibs: Int
    /// How many leaves are replaced after the tree is built; each replacement is six
    /// events (deactivate, detach and deallocate the old leaf; build, attach and activate
    /// the new one).
    public var replacements: Int
    /// The time between two events, in nanoseconds.
    public var eventSpacingNanoseconds: UInt64

    /// A session of `liveRibs` RIBs with `replacements` leaf replacements, an event every
    /// `eventSpacingNanoseconds` (1 ms: 1,000 events a second).
    public init(liveRibs: Int, replacements: Int, eventSpacingNanoseconds: UInt64 = 1_000_000) {
        self.liveRibs = max(3, liveRibs)
        self.replacements = max(0, replacements)
        self.eventSpacingNanoseconds = eventSpacingNanoseconds
    }

    /// Records the session into `sinks` (for example a `TraceFileSink`) and returns the
    /// recorder, not finished: the session is still running.
    public func record(into sinks: [any TraceSink] = []) -> RibRecorder {
        let clock = ManualClock()
        let recorder = RibRecorder(
            app: AppInfo(name: "SteadyApp", version: "1.0"),
            session: SessionInfo(name: "steady \(liveRibs) RIBs", startedAt: ExampleSession.startedAt, recorder: "SteadySession"),
            sinks: sinks,
            clock: .manual(clock)
        )
        let spacing = eventSpacingNanoseconds
        let record: (RibEvent.Kind) -> Void = { kind in
            clock.advance(byNanoseconds: spacing)
            recorder.record(kind)
        }
        var leaves = buildTree(recorder, record: record)
        for step in 0..<replacements {
            let slot = step % leaves.count
            let (old, parent) = leaves[slot]
            record(.deactivated(old))
            record(.detached(old, parent: parent))
            record(.deallocated(old))
            let new = recorder.declareRib(named: "Leaf\(slot)", routerType: "LeafRouter", interactorType: "LeafInteractor")
            record(.built(new))
            record(.attached(new, parent: parent))
            record(.activated(new))
            leaves[slot] = (new, parent)
        }
        return recorder
    }

    /// The recorded trace.
    public func trace() -> Trace {
        record().trace()
    }

    /// Builds the root, the features and the leaves, all attached and active; returns the
    /// leaves with their parents.
    private func buildTree(_ recorder: RibRecorder, record: (RibEvent.Kind) -> Void) -> [(leaf: RibID, parent: RibID)] {
        let root = recorder.declareRib(named: "Root", routerType: "RootRouter")
        record(.launched(root))
        record(.activated(root))
        let featureCount = max(1, liveRibs / 25)
        var features: [RibID] = []
        for index in 0..<featureCount {
            let feature = recorder.declareRib(named: "Feature\(index)", routerType: "FeatureRouter")
            for kind: RibEvent.Kind in [.built(feature), .attached(feature, parent: root), .activated(feature)] { record(kind) }
            features.append(feature)
        }
        var leaves: [(leaf: RibID, parent: RibID)] = []
        for index in 0..<(liveRibs - 1 - featureCount) {
            let parent = features[index % featureCount]
            let leaf = recorder.declareRib(named: "Leaf\(index)", routerType: "LeafRouter", interactorType: "LeafInteractor")
            for kind: RibEvent.Kind in [.built(leaf), .attached(leaf, parent: parent), .activated(leaf)] { record(kind) }
            leaves.append((leaf, parent))
        }
        return leaves
    }
}
