import Foundation
import Graphviz
import RibInspectorTools
import RibInspector

/// Draws, for each RIB of an ``RibInspectorTools/ObservedArchitecture``, its branch of the
/// tree once it first joined it (its ``RibInspectorTools/ObservedArchitecture/Rib/firstAttachment``, and
/// what followed at the same instant: its activation, its `didLoad` and what that
/// attached): its parent and grandparent, its siblings, itself and what is below it, in
/// their scopes, drawn like `ribviz render`'s snapshots with the RIB outlined in green.
/// `ribviz docs` puts each picture next to the RIB's page.
///
/// ```swift
/// let pictures = try FirstAttachmentRenderer().render(architecture)
/// let names = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
/// for (rib, svg) in pictures { try svg.write(to: folder.appendingPathComponent(names.image(of: rib))) }
/// ```
///
/// Each session is replayed once, whatever the number of RIBs, and a branch stays small
/// in a big tree, so each picture costs what its branch costs, not what the whole tree at
/// that moment would (Docs/Performance.md has the figures).
public struct FirstAttachmentRenderer: Sendable {
    /// How many ancestors each picture shows above the RIB.
    package static let ancestors = 2

    private let graphviz: GraphvizRenderer

    /// Creates a renderer over graphviz's process-wide context.
    public init(graphviz: GraphvizRenderer = GraphvizRenderer()) {
        self.graphviz = graphviz
    }

    /// One picture for every RIB that a session attached or launched, by RIB name.
    ///
    /// - Parameter progress: Told how many pictures are drawn of how many, after each one.
    /// - Throws: ``ReplayFailure`` when a session cannot be replayed up to a RIB's moment,
    ///   ``Graphviz/GraphvizError`` when graphviz lacks the format or fails.
    public func render(
        _ architecture: ObservedArchitecture,
        format: OutputFormat = .svg,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> [String: Data] {
        var pictures: [String: Data] = [:]
        let moments = architecture.ribs.compactMap { rib in rib.firstAttachment.map { (rib: rib.name, moment: $0) } }
        var drawn = 0
        for (traceIndex, source) in architecture.sources.enumerated() {
            var replay = TraceReplay(source.trace)
            let inThisTrace = moments.filter { $0.moment.traceIndex == traceIndex }.sorted { $0.moment.eventCount < $1.moment.eventCount }
            for (rib, moment) in inThisTrace {
                let events = source.trace.events
                let attachment = events[moment.eventCount - 1]
                var end = moment.eventCount
                while end < events.count, events[end].time == attachment.time, !Self.ends(moment.rib, events[end]) {
                    end += 1
                }
                do {
                    try replay.advance(to: end)
                } catch {
                    throw ReplayFailure(traceIndex: traceIndex, traceLabel: source.label, error: error)
                }
                let builder = SnapshotGraphBuilder(
                    options: SnapshotOptions(
                        focus: SnapshotFocus(rib: moment.rib, ancestors: Self.ancestors), showsLegend: false
                    ))
                pictures[rib] = try graphviz.render(builder.graph(for: replay.snapshot, highlighting: attachment), using: .dot, to: format)
                drawn += 1
                progress(drawn, moments.count)
            }
        }
        return pictures
    }

    /// Whether `event` takes `rib` out of the tree again, where its picture must stop.
    private static func ends(_ rib: RibID, _ event: RibEvent) -> Bool {
        switch event.kind {
        case .detached(rib, _), .deallocated(rib), .deactivated(rib): true
        default: false
        }
    }

    /// A session that cannot be replayed up to the moment a RIB joined the tree.
    public struct ReplayFailure: Error, CustomStringConvertible {
        /// The session's position in ``RibInspectorTools/ObservedArchitecture/sources``.
        public var traceIndex: Int
        /// The session's label.
        public var traceLabel: String
        /// The event that contradicts the tree, and why.
        public var error: TraceReplayError

        /// `label: event 12 (seq 12): …`.
        public var description: String { "\(traceLabel): \(error)" }
    }
}
