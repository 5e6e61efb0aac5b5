import Foundation
import Graphviz
import RibInspector

/// Gathers what an HTML report shows from a trace and its analysis: the session's stable
/// layout, drawn once through graphviz, and the mask of every moment over it.
struct ReportContentBuilder {
    let analysis: TraceAnalysis
    let layoutOptions: StableLayoutOptions
    let showsDetached: Bool
    let graphviz: GraphvizRenderer

    private var trace: Trace { analysis.trace }

    /// The report's content; `progress` hears how many of its steps are done of how many.
    func content(progress: (_ done: Int, _ total: Int) -> Void) throws -> ReportContent {
        let steps = 3
        let places = try SessionPlaces(trace)
        progress(1, steps)
        let builder = try StableGraphBuilder(places: places, options: layoutOptions)
        var graph = builder.graph(showing: places.mask(afterEvents: trace.events.count), statesAsClasses: true)
        graph.attributes["id"] = "tree_graph"
        let drawing = ReportDrawing(svg: try graphviz.render(graph, using: .dot, to: .svg))
        progress(2, steps)
        var content = content(places: places, builder: builder)
        content.drawing = drawing.markup
        content.graphvizVersion = drawing.graphvizVersion
        progress(3, steps)
        return content
    }

    /// The report's content without its drawing (no graphviz layout): what a live page's
    /// updates are the difference of; and the layout's builder, which draws new places.
    func undrawnContent() throws -> (content: ReportContent, layout: StableGraphBuilder) {
        let places = try SessionPlaces(trace)
        let layout = try StableGraphBuilder(places: places, options: layoutOptions)
        return (content(places: places, builder: layout), layout)
    }

    private func content(places: SessionPlaces, builder: StableGraphBuilder) -> ReportContent {
        let findings = analysis.findings
        let details = ribsAndLifetimes
        let script = ReportScriptData(
            events: events(places: places),
            changes: changes(places: places),
            places: placeData(places: places, drawn: Set(builder.drawnPlaces)),
            ribs: details.ribs,
            lifetimes: details.lifetimes,
            findings: findings.map { ReportScriptData.Finding(kind: $0.kind.title, event: $0.event.index, rib: $0.rib.map { Int64($0.rawValue) } ?? -1) },
            end: trace.endTime,
            direction: builder.direction.rawValue,
            showsDetached: showsDetached
        )
        return ReportContent(
            title: trace.header.app.name,
            subtitle: subtitle,
            summary: summaryFigures,
            thresholds: analysis.options.description,
            findings: findings.map { finding in
                ReportContent.Finding(kind: finding.kind.title, message: finding.message, event: finding.event.index, rib: finding.rib?.rawValue)
            },
            drawing: "",
            graphvizVersion: nil,
            script: script
        )
    }

    // MARK: Columns

    private func events(places: SessionPlaces) -> ReportScriptData.Events {
        var events = ReportScriptData.Events()
        let count = trace.events.count
        events.sequence.reserveCapacity(count)
        events.time.reserveCapacity(count)
        events.line.reserveCapacity(count)
        events.rib.reserveCapacity(count)
        events.place.reserveCapacity(count)
        events.change.reserveCapacity(count)
        for (index, event) in trace.events.enumerated() {
            events.sequence.append(event.sequence)
            events.time.append(event.time)
            events.line.append(trace.logLine(for: event.kind))
            events.rib.append(event.kind.rib.map { Int64($0.rawValue) } ?? -1)
            events.place.append(places.eventPlaces[index] ?? -1)
            let change =
                switch event.kind {
                case .attached, .launched: 1
                case .detached: 2
                default: 0
                }
            events.change.append(change)
        }
        return events
    }

    private func changes(places: SessionPlaces) -> ReportScriptData.Changes {
        var changes = ReportScriptData.Changes()
        changes.start.reserveCapacity(trace.events.count + 1)
        changes.place.reserveCapacity(places.changes.count)
        changes.state.reserveCapacity(places.changes.count)
        changes.rib.reserveCapacity(places.changes.count)
        for index in trace.events.indices {
            for change in places.changes(ofEvent: index) {
                changes.place.append(change.place)
                changes.state.append(Int(change.state.rawValue))
                changes.rib.append(change.rib.map { Int64($0.rawValue) } ?? -1)
            }
            changes.start.append(changes.place.count)
        }
        return changes
    }

    private func placeData(places: SessionPlaces, drawn: Set<Int>) -> [ReportScriptData.Place] {
        places.places.map { place in
            var words = [place.name]
            var seenTypes: Set<String> = []
            for rib in place.occupants.compactMap(trace.rib) {
                for type in [rib.routerType, rib.interactorType, rib.builderType, rib.adapterType].compactMap({ $0 })
                where seenTypes.insert(type).inserted {
                    words.append(type)
                }
            }
            return ReportScriptData.Place(
                label: place.label,
                parent: place.parent ?? -1,
                search: words.joined(separator: " "),
                drawn: drawn.contains(place.id)
            )
        }
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
            .init(label: "duration", value: TimeWording.seconds(summary.durationNanoseconds)),
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

    /// Every RIB instance's details, and the lifetime figures of every RIB name, which
    /// the instances of a name share.
    private var ribsAndLifetimes: (ribs: [ReportScriptData.Rib], lifetimes: [ReportScriptData.Lifetime]) {
        var eventsByRib: [RibID: [Int]] = [:]
        for (index, event) in trace.events.enumerated() {
            if let rib = event.kind.rib { eventsByRib[rib, default: []].append(index) }
        }
        var lifetimes: [ReportScriptData.Lifetime] = []
        var lifetimeByName: [String: Int] = [:]
        for lifetime in analysis.lifetimes where lifetimeByName[lifetime.name] == nil {
            lifetimeByName[lifetime.name] = lifetimes.count
            lifetimes.append(
                ReportScriptData.Lifetime(
                    title: lifetime.instances.count > 1 ? "All \(lifetime.instances.count) \(lifetime.name) RIBs in the live tree" : "Time in the live tree",
                    figures: lifetimeFigures(lifetime)
                ))
        }
        let ribs = trace.ribs.map { rib in
            ReportScriptData.Rib(
                id: rib.id.rawValue,
                name: trace.displayName(of: rib.id),
                facts: facts(about: rib),
                history: history(of: eventsByRib[rib.id] ?? [], interactorTracked: rib.tracksInteractorDeallocation),
                lifetime: lifetimeByName[rib.name] ?? -1
            )
        }
        return (ribs, lifetimes)
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
            .init(label: "total", value: TimeWording.seconds(lifetime.totalAttachedNanoseconds)),
            .init(label: "median stay", value: lifetime.medianAttachedNanoseconds.map(TimeWording.seconds) ?? "never attached"),
            .init(label: "attached at end", value: String(lifetime.attachedAtEnd)),
        ]
    }
}
