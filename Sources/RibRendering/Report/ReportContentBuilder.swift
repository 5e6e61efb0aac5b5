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
        var replay = TraceReplay(trace)
        for moment in states.moments {
            try replay.advance(to: moment)
            drawings.append(try drawSnapshot(replay.snapshot))
            progress(drawings.count, drawingCount)
        }
        let timeline = try drawTimeline()
        progress(drawingCount, drawingCount)

        let findingsByEvent = Dictionary(grouping: analysis.findings.indices) { analysis.findings[$0].event.index }
        return ReportContent(
            title: trace.header.app.name,
            subtitle: subtitle,
            summary: summaryFigures,
            thresholds: "leak grace \(TimeWording.seconds(analysis.options.leakGracePeriod)), maximum depth \(analysis.options.maximumDepth)",
            events: trace.events.indices.map { index in
                event(at: index, state: states.stateAfterEvent[index], findings: findingsByEvent[index] ?? [])
            },
            states: drawings,
            ribs: ribs,
            findings: analysis.findings.map { finding in
                ReportContent.Finding(kind: finding.kind.title, message: finding.message, event: finding.event.index, rib: finding.rib?.rawValue)
            },
            timeline: ReportContent.Timeline(
                svg: timeline,
                axisEnd: TimelineGraphBuilder.axisEnd(of: trace),
                axisElementID: TimelineGraphBuilder.axisElementID
            )
        )
    }

    // MARK: Drawings

    /// A tree state without the title and highlight of a standalone snapshot: the page
    /// says which event is shown and highlights its RIB itself.
    private func drawSnapshot(_ snapshot: RibTreeSnapshot) throws -> String {
        var options = snapshotOptions
        options.highlightsLastEvent = false
        var graph = SnapshotGraphBuilder(options: options).graph(for: snapshot)
        graph.attributes["label"] = nil
        graph.attributes["id"] = "snapshot"
        return try svgMarkup(graphviz.render(graph, using: .dot, to: .svg))
    }

    private func drawTimeline() throws -> String {
        var graph = TimelineGraphBuilder().graph(for: trace)
        graph.attributes["id"] = "timeline"
        return try svgMarkup(graphviz.render(graph, using: .nop, to: .svg))
    }

    /// graphviz's SVG output without the XML declaration and doctype, which cannot
    /// appear inside an HTML page; its comments (which graphviz version drew it) stay.
    private func svgMarkup(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "<!--") ?? text.range(of: "<svg") else { return text }
        return String(text[start.lowerBound...])
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
            .init(label: "length", value: TimeWording.seconds(summary.duration)),
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

    private func event(at index: Int, state: Int, findings: [Int]) -> ReportContent.Event {
        let event = trace.events[index]
        let change: String? = switch event.kind {
        case .attached, .launched: "attached"
        case .detached: "detached"
        default: nil
        }
        return ReportContent.Event(
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

    private var ribs: [ReportContent.Rib] {
        var eventsByRib: [RibID: [Int]] = [:]
        for (index, event) in trace.events.enumerated() {
            if let rib = event.kind.rib { eventsByRib[rib, default: []].append(index) }
        }
        let findingsByRib = Dictionary(grouping: analysis.findings.indices.filter { analysis.findings[$0].rib != nil }) {
            analysis.findings[$0].rib
        }
        let lifetimesByName = Dictionary(analysis.lifetimes.map { ($0.name, $0) }) { first, _ in first }
        return trace.ribs.map { rib in
            ReportContent.Rib(
                id: rib.id.rawValue,
                name: trace.displayName(of: rib.id),
                facts: facts(about: rib),
                lifetime: lifetimesByName[rib.name].map(lifetimeFigures) ?? [],
                events: eventsByRib[rib.id] ?? [],
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

    private func lifetimeFigures(_ lifetime: RibLifetime) -> [ReportContent.Figure] {
        [
            .init(label: "instances", value: String(lifetime.instances.count)),
            .init(label: "times attached", value: String(lifetime.timesAttached)),
            .init(label: "total attached", value: TimeWording.seconds(lifetime.totalAttachedTime)),
            .init(label: "median stay", value: lifetime.medianAttachedTime.map(TimeWording.seconds) ?? "never attached"),
            .init(label: "attached at end", value: String(lifetime.attachedAtEnd)),
        ]
    }
}
