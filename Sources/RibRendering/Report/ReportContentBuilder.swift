import Foundation
import Graphviz
import RibInspector

/// Gathers what an HTML report shows from a trace and its analysis, drawing each distinct
/// tree state once and the timeline through graphviz.
struct ReportContentBuilder {
    let analysis: TraceAnalysis
    let snapshotOptions: SnapshotOptions
    let graphviz: GraphvizRenderer

    private var trace: Trace { analysis.trace }

    /// The report's content; `progress` hears how many drawings are done of how many.
    func content(progress: (_ done: Int, _ total: Int) -> Void) throws -> ReportContent {
        let states = try SnapshotSelection.treeStates(of: trace, includingDetached: snapshotOptions.includesDetached)
        let drawingCount = states.moments.count + 1
        var drawings: [String] = []
        drawings.reserveCapacity(states.moments.count)
        var graphvizVersion: String?
        var replay = TraceReplay(trace)
        for moment in states.moments {
            try replay.advance(to: moment)
            let drawing = try drawSnapshot(replay.snapshot)
            graphvizVersion = graphvizVersion ?? drawing.graphvizVersion
            drawings.append(drawing.markup)
            progress(drawings.count, drawingCount)
        }
        let timeline = try drawTimeline()
        progress(drawingCount, drawingCount)

        let findingsByEvent = Dictionary(grouping: analysis.findings.indices) { analysis.findings[$0].event.index }
        let events = trace.events.indices.map { index in
            event(at: index, state: states.stateAfterEvent[index], findings: findingsByEvent[index] ?? [])
        }
        return ReportContent(
            title: trace.header.app.name,
            subtitle: subtitle,
            summary: summaryFigures,
            thresholds: analysis.options.description,
            findings: analysis.findings.map { finding in
                ReportContent.Finding(kind: finding.kind.title, message: finding.message, event: finding.event.index, rib: finding.rib?.rawValue)
            },
            finalDrawing: events.last.map { drawings[$0.state] } ?? "",
            timelineDrawing: timeline.markup,
            graphvizVersion: graphvizVersion ?? timeline.graphvizVersion,
            script: ReportScriptData(
                events: events,
                states: drawings,
                ribs: ribs,
                findings: analysis.findings.map { ReportScriptData.Finding(kind: $0.kind.title, event: $0.event.index) },
                timeAxis: ReportScriptData.TimeAxis(
                    end: TimelineGraphBuilder.axisEnd(of: trace),
                    elementID: TimelineGraphBuilder.axisElementID
                )
            )
        )
    }

    // MARK: Drawings

    /// A tree state without the title and highlight of a standalone snapshot: the page
    /// says which event is shown and marks its RIB itself.
    private func drawSnapshot(_ snapshot: RibTreeSnapshot) throws -> ReportDrawing {
        var options = snapshotOptions
        options.highlightsLastEvent = false
        var graph = SnapshotGraphBuilder(options: options).graph(for: snapshot)
        graph.attributes["label"] = nil
        graph.attributes["id"] = "tree_graph"
        return ReportDrawing(svg: try graphviz.render(graph, using: .dot, to: .svg))
    }

    private func drawTimeline() throws -> ReportDrawing {
        var graph = TimelineGraphBuilder().graph(for: trace)
        graph.attributes["id"] = "timeline_graph"
        return ReportDrawing(svg: try graphviz.render(graph, using: .nop, to: .svg))
    }

    // MARK: Texts

    private var subtitle: String {
        let header = trace.header
        var parts: [String] = []
        if let version = header.app.version { parts.append("version \(version)") }
        if let session = header.session.name { parts.append("session \(session)") }
        if let started = header.session.startedAt { parts.append("started \(started)") }
        return parts.joined(separator: " · ")
    }

    private var summaryFigures: [ReportContent.Figure] {
        let summary = analysis.summary
        var figures: [ReportContent.Figure] = [
            .init(label: "duration", value: TimeWording.seconds(summary.duration)),
            .init(label: "events", value: String(summary.eventCount)),
            .init(label: "RIBs", value: "\(summary.ribCount) (\(summary.ribInstanceCount) instances)"),
            .init(label: "scopes", value: String(summary.scopeCount)),
            .init(label: "workflows", value: String(summary.workflowCount)),
            .init(label: "most attached at once", value: String(summary.peakAttachedCount)),
        ]
        if let deepest = summary.deepest {
            figures.append(.init(label: "deepest", value: "depth \(deepest.depth), \(trace.displayName(of: deepest.rib))"))
        }
        if summary.droppedEventCount > 0 {
            figures.append(.init(label: "events missing", value: String(summary.droppedEventCount)))
        }
        return figures
    }

    private func event(at index: Int, state: Int, findings: [Int]) -> ReportScriptData.Event {
        let event = trace.events[index]
        let change: ReportScriptData.Change? = switch event.kind {
        case .attached, .launched: .attached
        case .detached: .detached
        default: nil
        }
        return ReportScriptData.Event(
            sequence: event.sequence,
            time: event.time,
            timeText: TimeWording.seconds(event.time),
            line: trace.logLine(for: event.kind),
            state: state,
            rib: event.kind.rib?.rawValue,
            change: change,
            findings: findings
        )
    }

    private var ribs: [ReportScriptData.Rib] {
        var eventsByRib: [RibID: [Int]] = [:]
        for (index, event) in trace.events.enumerated() {
            if let rib = event.kind.rib { eventsByRib[rib, default: []].append(index) }
        }
        let findingsByRib = Dictionary(grouping: analysis.findings.indices.filter { analysis.findings[$0].rib != nil }) {
            analysis.findings[$0].rib
        }
        let lifetimesByName = Dictionary(analysis.lifetimes.map { ($0.name, $0) }) { first, _ in first }
        return trace.ribs.map { rib in
            let lifetime = lifetimesByName[rib.name]
            let events = eventsByRib[rib.id] ?? []
            return ReportScriptData.Rib(
                id: rib.id.rawValue,
                name: trace.displayName(of: rib.id),
                facts: facts(about: rib),
                history: history(of: events, interactorTracked: rib.tracksInteractorDeallocation),
                lifetimeTitle: (lifetime?.instances.count ?? 1) > 1
                    ? "All \(lifetime?.instances.count ?? 1) \(rib.name) RIBs in the live tree"
                    : "Time in the live tree",
                lifetime: lifetime.map(lifetimeFigures) ?? [],
                events: events,
                findings: findingsByRib[rib.id] ?? []
            )
        }
    }

    private func facts(about rib: RibDescriptor) -> [ReportContent.Figure] {
        var facts: [ReportContent.Figure] = []
        if let isViewful = rib.isViewful { facts.append(.init(label: "view", value: isViewful ? "viewful" : "viewless")) }
        if let router = rib.routerType { facts.append(.init(label: "router", value: router)) }
        if let interactor = rib.interactorType { facts.append(.init(label: "interactor", value: interactor)) }
        if let builder = rib.builderType { facts.append(.init(label: "builder", value: builder)) }
        if let adapter = rib.adapterType { facts.append(.init(label: "built by adapter", value: adapter)) }
        if let scope = rib.scope.flatMap(trace.scope) {
            facts.append(.init(label: "scope", value: scope.componentType.map { "\(scope.name) (\($0))" } ?? scope.name))
            if !scope.sharedObjects.isEmpty {
                facts.append(.init(label: "scope shares", value: scope.sharedObjects.joined(separator: ", ")))
            }
        }
        return facts
    }

    /// One RIB instance's story from its own events: when it was built, each time it was
    /// attached to a parent (or launched) until it was detached, and how it ended, its
    /// interactor too when the trace follows it.
    private func history(of events: [Int], interactorTracked: Bool) -> [ReportContent.Figure] {
        var history: [ReportContent.Figure] = []
        var stay: (start: UInt64, under: String)?
        var deallocation: UInt64?
        var interactorDeallocation: UInt64?
        for index in events {
            let event = trace.events[index]
            switch event.kind {
            case .built:
                history.append(.init(label: "built", value: TimeWording.seconds(event.time)))
            case .launched:
                stay = (event.time, "launched as the root")
            case .attached(_, let parent):
                stay = (event.time, "under \(trace.displayName(of: parent))")
            case .detached:
                if let open = stay {
                    history.append(.init(label: "attached", value: "\(TimeWording.seconds(open.start)) – \(TimeWording.seconds(event.time)), \(open.under)"))
                }
                stay = nil
            case .deallocated:
                deallocation = event.time
            case .interactorDeallocated:
                interactorDeallocation = event.time
            default:
                break
            }
        }
        if let open = stay {
            history.append(.init(label: "attached", value: "\(TimeWording.seconds(open.start)) – end, \(open.under)"))
        }
        history.append(.init(label: "deallocated", value: deallocation.map(TimeWording.seconds) ?? "no, alive at the end"))
        if interactorTracked {
            history.append(.init(label: "interactor deallocated", value: interactorDeallocation.map(TimeWording.seconds) ?? "no, alive at the end"))
        }
        return history
    }

    private func lifetimeFigures(_ lifetime: RibLifetime) -> [ReportContent.Figure] {
        [
            .init(label: "times attached", value: String(lifetime.timesAttached)),
            .init(label: "total", value: TimeWording.seconds(lifetime.totalAttachedTime)),
            .init(label: "median stay", value: lifetime.medianAttachedTime.map(TimeWording.seconds) ?? "never attached"),
            .init(label: "attached at end", value: String(lifetime.attachedAtEnd)),
        ]
    }
}
