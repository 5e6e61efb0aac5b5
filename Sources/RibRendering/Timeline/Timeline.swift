import RibInspector

/// A trace laid out as lifecycle lanes: one lane per RIB instance, ordered as the tree is
/// (depth first), with the intervals each RIB was attached, in the live tree and active,
/// and markers for what happened to it.
///
/// Renderers (``TimelineRenderer``, ``ChromeTraceExporter``) draw this model; it holds
/// no drawing decisions of its own.
package struct Timeline: Sendable {
    /// A span of time in nanoseconds since the session started.
    package struct Interval: Hashable, Sendable {
        /// When it began.
        package var start: UInt64
        /// When it ended, or the end of the trace when it was still going on.
        package var end: UInt64
        /// Whether it was still going on when the trace ended.
        package var isOpen: Bool
    }

    /// A moment on a lane.
    package struct Marker: Hashable, Sendable {
        /// What the marker shows.
        package enum Kind: Hashable, Sendable {
            /// The builder created the RIB.
            case built
            /// The router loaded (`didLoad`).
            case loaded
            /// The router was deallocated.
            case deallocated
            /// A workflow step ran with this RIB's interactor as its actionable item.
            case step(String)
            /// Something `ribviz inspect` finds (a ``TraceFinding``) happened here: RIBs
            /// would have asserted, a RIB left the tree and stayed alive, a workflow step
            /// never finished; the text says what.
            case anomaly(String)
        }

        /// When.
        package var time: UInt64
        /// What.
        package var kind: Kind
    }

    /// One RIB instance's lifecycle.
    package struct Lane: Hashable, Sendable, Identifiable {
        /// The RIB.
        package var id: RibID
        /// The name to show (``Trace/displayName(of:)``).
        package var name: String
        /// How deep the RIB sits under its first parent: 0 for a root.
        package var depth: Int
        /// The RIB's scope, if known.
        package var scope: ScopeID?
        /// The intervals the RIB was attached to its parent (a root: launched).
        package var attached: [Interval] = []
        /// The intervals the RIB was in the live tree (``LiveTreeStay``): within its
        /// attached intervals, without the time it spent attached below a detached RIB.
        package var inLiveTree: [Interval] = []
        /// The intervals its interactor was active.
        package var active: [Interval] = []
        /// How long its interactor stayed alive after its router was deallocated, when the
        /// trace follows it and it did not go at once: what leaks look like.
        package var interactorAfterRouter: [Interval] = []
        /// The time the RIB was alive out of the live tree after it first entered it: from
        /// each time it left the live tree (detached, or below a RIB that was) until it came
        /// back, its router was deallocated, or the trace ended. Time out of the tree that
        /// lasts is what leaks look like.
        package var aliveOutsideLiveTree: [Interval] = []
        /// What happened to it, in time order.
        package var markers: [Marker] = []

        /// The parts of the attached intervals outside the live tree: the RIB was still
        /// attached to its parent, but a RIB above it had been detached (or its parent was
        /// never in the live tree). A RIB that stays here long is what leaks look like.
        package var attachedOutsideLiveTree: [Interval] {
            attached.flatMap { $0.subtracting(inLiveTree) }
        }
    }

    /// The lanes, ordered as the tree is: each RIB below its first parent, in the order
    /// it was first attached.
    package let lanes: [Lane]
    /// The findings of ``RibInspector/TraceAnalysis`` that are about no RIB (a workflow
    /// that never ended, with no step running), as markers for the time axis.
    package let sessionMarkers: [Marker]
    /// When the trace ends (``Trace/endTime``), in nanoseconds since the session started:
    /// intervals still going on end here.
    package let duration: UInt64

    /// Lays out a trace, with a marker for each finding of its analysis (on the lane of
    /// the RIB it is about, at the event that shows it).
    package init(trace: Trace) {
        var builder = TimelineBuilder(trace: trace)
        for event in trace.events { builder.apply(event) }
        let findings = trace.analysis().findings
        self.sessionMarkers = builder.mark(findings)
        self.duration = trace.endTime
        self.lanes = builder.lanes(endingAt: duration, liveTreeStays: trace.liveTreeStays())
    }
}
