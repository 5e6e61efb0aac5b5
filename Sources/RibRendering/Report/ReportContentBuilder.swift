import Foundation
import Graphviz
import RibInspector

/// Gathers what an HTML report shows from a trace and its analysis: the session's stable
/// layout, drawn once through graphviz, and the mask of every moment over it.
package struct ReportContentBuilder {
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

    private func content(places: SessionPlaces, builder: StableGraphBuilder) -> ReportContent {
        let findings = analysis.findings
        let script = scriptData(places: places, builder: builder)
        return ReportContent(
            title: trace.header.app.name,
            subtitle: subtitle,
            summary: Self.summaryFigures(analysis.summary, in: trace),
            thresholds: analysis.options.description,
            findings: findings.map { finding in
                ReportContent.Finding(kind: finding.kind.title, message: finding.message, event: finding.event.index, rib: finding.rib?.rawValue)
            },
            drawing: "",
            graphvizVersion: nil,
            script: script
        )
    }

    /// What the page's script reads, without the drawing: the events, the masks, the
    /// places, the RIBs and the analysis.
    func scriptData() throws -> ReportScriptData {
        let places = try SessionPlaces(trace)
        return scriptData(places: places, builder: try StableGraphBuilder(places: places, options: layoutOptions))
    }

    private func scriptData(places: SessionPlaces, builder: StableGraphBuilder) -> ReportScriptData {
        let details = ribsAndLifetimes
        return ReportScriptData(
            events: events(places: places),
            changes: changes(places: places),
            places: placeData(places: places, drawn: Set(builder.drawnPlaces)),
            ribs: details.ribs,
            lifetimes: details.lifetimes,
            findings: analysis.findings.map {
                ReportScriptData.Finding(kind: $0.kind.title, event: $0.event.index, rib: $0.rib.map { Int64($0.rawValue) } ?? -1)
            },
            end: trace.endTime,
            direction: builder.direction.rawValue,
            showsDetached: showsDetached,
            screens: ReportScreens(trace)
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
            events.append(event, place: places.eventPlaces[index], in: trace)
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
            for change in places.changes(ofEvent: index) { changes.append(change) }
            changes.start.append(changes.place.count)
        }
        return changes
    }

    private func placeData(places: SessionPlaces, drawn: Set<Int>) -> [ReportScriptData.Place] {
        places.places.map { place in
            ReportScriptData.Place(
                label: place.label,
                parent: place.parent ?? -1,
                search: Self.searchWords(of: place, in: trace),
                drawn: drawn.contains(place.id)
            )
        }
    }

    /// A place's search words: its name, and the types of the RIBs that stood there.
    static func searchWords(of place: RibPlace, in trace: Trace) -> String {
        var words = PlaceWords(name: place.name)
        words.take(place.occupants, in: trace)
        return words.words
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

    /// The session in figures, as the page's summary shows them.
    package static func summaryFigures(_ summary: SessionSummary, in trace: Trace) -> [ReportContent.Figure] {
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
        var stories: [RibID: RibStory] = [:]
        for event in trace.events {
            if let rib = event.kind.rib { stories[rib, default: RibStory()].note(event) }
        }
        let (lifetimes, lifetimeByName) = Self.lifetimes(analysis.lifetimes)
        let ribs = trace.ribs.map { rib in
            Self.rib(rib, story: stories[rib.id] ?? RibStory(), lifetime: lifetimeByName[rib.name] ?? -1, in: trace)
        }
        return (ribs, lifetimes)
    }

    /// The lifetime figures of every RIB name, and each name's index among them.
    package static func lifetimes(_ lifetimes: [RibLifetime]) -> (lifetimes: [ReportScriptData.Lifetime], byName: [String: Int]) {
        var result: [ReportScriptData.Lifetime] = []
        var lifetimeByName: [String: Int] = [:]
        for lifetime in lifetimes where lifetimeByName[lifetime.name] == nil {
            lifetimeByName[lifetime.name] = result.count
            result.append(
                ReportScriptData.Lifetime(
                    title: lifetime.instances.count > 1 ? "All \(lifetime.instances.count) \(lifetime.name) RIBs in the live tree" : "Time in the live tree",
                    figures: lifetimeFigures(lifetime)
                ))
        }
        return (result, lifetimeByName)
    }

    /// One RIB instance's details, from its declaration and its `story`.
    package static func rib(_ rib: RibDescriptor, story: RibStory, lifetime: Int, in trace: Trace) -> ReportScriptData.Rib {
        ReportScriptData.Rib(
            id: rib.id.rawValue,
            name: trace.displayName(of: rib.id),
            facts: facts(about: rib, in: trace),
            history: story.figures(interactorTracked: rib.tracksInteractorDeallocation, in: trace),
            lifetime: lifetime
        )
    }

    private static func facts(about rib: RibDescriptor, in trace: Trace) -> [ReportContent.Figure] {
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

    private static func lifetimeFigures(_ lifetime: RibLifetime) -> [ReportContent.Figure] {
        [
            .init(label: "times attached", value: String(lifetime.timesAttached)),
            .init(label: "total", value: TimeWording.seconds(lifetime.totalAttachedNanoseconds)),
            .init(label: "median stay", value: lifetime.medianAttachedNanoseconds.map(TimeWording.seconds) ?? "never attached"),
            .init(label: "attached at end", value: String(lifetime.attachedAtEnd)),
        ]
    }
}

extension ReportScriptData.Events {
    /// Appends `event`, whose RIB stands at `place`, in the columns; `trace`'s declarations
    /// name its RIBs.
    package mutating func append(_ event: RibEvent, place: Int?, in trace: Trace) {
        sequence.append(event.sequence)
        time.append(event.time)
        line.append(trace.logLine(for: event.kind))
        rib.append(event.kind.rib.map { Int64($0.rawValue) } ?? -1)
        self.place.append(place ?? -1)
        let change =
            switch event.kind {
            case .attached, .launched: 1
            case .detached: 2
            default: 0
            }
        self.change.append(change)
    }
}
