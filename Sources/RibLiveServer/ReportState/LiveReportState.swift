import Foundation
import RibInspector
import RibInspectorTools
import RibRendering

/// What `ribviz live` keeps of a session to answer its pages' requests for updates: the
/// session read line by line, its analysis and its places so far, and the page data of a
/// bounded window of recent events — never the whole session's events nor its bytes.
///
/// ```swift
/// var state = try LiveReportState(firstLines: headerLine, source: "session demo")
/// try state.receive(batch)                        // whole JSON Lines records
/// let json = state.update(afterRecords: 120)      // for a page that shows 120 records
/// ```
///
/// Memory grows with the places, the findings and the RIBs alive (a deallocated RIB keeps
/// a few bits), and with at most ``windowEventCount`` events: a page further behind than
/// the window is told to load the session's page again (`{"records":N,"reload":true}`),
/// which is drawn from the saved file.
/// The story of a deallocated RIB without a scope is dropped once the window no longer
/// refers to it: every page that can still follow the session has it. Its declaration goes
/// too, unless the analysis may still name it (the deepest RIB, a leak's, a workflow
/// step's); the reader keeps a bit that says it was declared, for its checks.
struct LiveReportState: Sendable {
    /// How many of the most recent events the state keeps page data for (between this and
    /// a quarter more): a page further behind loads the session's page again.
    static let windowEventCount = 10_000

    private var reader: JSONLinesTraceReader
    private var analysis: IncrementalTraceAnalysis
    private var places: SessionPlacesBuilder
    private var window = LiveEventWindow()
    private var screens = LiveScreens()
    /// Each RIB's story, by RIB, until it is retired.
    private var stories: [RibID: RibStory] = [:]
    /// The last line at which the window refers to each RIB with a story (an event that
    /// changed its details, or the batch that declared it): its story stays until then.
    private var lastReference: [RibID: Int] = [:]
    /// RIBs whose story is dropped: deallocated, told to its end, without a scope (whose
    /// shares would change their details), and no longer referred to by the window. A bit each.
    private var retired = IdentifierSet()
    /// Retired RIBs whose declarations the reader lets go of before it reads the next batch.
    private var forgettable: [RibID] = []
    /// Whether the sequence numbers had a gap: from there on the reader no longer checks
    /// events against the tree, so a deallocated RIB may still have events, and no story is
    /// retired any more.
    private var keepsEveryStory = false
    private var lastSequence: UInt64?
    /// Each place's search words, and the types and occupants they count so far.
    private var placeWords: [PlaceWords] = []
    /// How many instances of each RIB name are declared, and the first one, to notice when
    /// its display name gains its `#1`.
    private var namesDeclared: [String: (count: Int, first: RibID)] = [:]
    /// The RIBs declared so far in each scope, in declaration order: an event that adds to a
    /// scope's shares changes their details.
    private var ribsByScope: [ScopeID: [RibID]] = [:]
    private var declaredRibCount = 0
    /// How many place changes the session's events made.
    private var changeCount = 0
    /// When the session ends, as the page's clock shows it: the end record or the last event.
    private var lastEventTime: UInt64 = 0
    /// The line of the event with the session's first activation, once the analysis saw one.
    private var activityLine: Int?
    /// When each lifetime's title and labels, each lifetime figure and each summary figure
    /// last changed, as pages were given them: an update carries only what changed.
    private var lifetimeTitles = LiveChangeLedger<Int, [String]>()
    private var lifetimeValues = LiveChangeLedger<LifetimeFigure, String>()
    private var summaryValues = LiveChangeLedger<String, String>()

    /// Starts a session from its first records: the header line, and any whole lines after it.
    ///
    /// - Throws: ``RibInspectorTools/TraceReadError`` when the lines are not the start of a
    ///   JSON Lines trace.
    init(firstLines: some ContiguousBytes, source: String, analysisOptions: TraceAnalysis.Options = TraceAnalysis.Options()) throws(TraceReadError) {
        reader = JSONLinesTraceReader(source: source)
        // The saved file must read as a trace after every batch.
        reader.requiresScopesByChunkEnd = true
        reader.keepsScreens = true
        let events = try reader.read(firstLines)
        let declarations = reader.declarations ?? Trace(header: TraceHeader(app: AppInfo(name: source)))
        // Neither needs the nodes of deallocated RIBs: the state grows with the RIBs alive.
        analysis = IncrementalTraceAnalysis(declarations: declarations, options: analysisOptions, keepsDeallocatedRibs: false)
        places = SessionPlacesBuilder(declarations: declarations, keepsDeallocatedRibs: false)
        advance(by: events)
    }

    /// How many records (lines) the session holds.
    var records: UInt64 { UInt64(reader.lineCount) }
    /// How many events the session holds.
    var eventCount: Int { reader.eventCount }
    /// Whether the end record arrived.
    var hasEnded: Bool { reader.hasEnded }
    /// The session's header and declarations (no events).
    var declarations: Trace { places.declarations }

    /// Takes the next whole lines of the session.
    ///
    /// - Throws: ``RibInspectorTools/TraceReadError`` when they do not continue the trace,
    ///   or when a RIB or scope names a scope that neither they nor the lines before them
    ///   declare; the state is then as it was.
    mutating func receive(_ lines: some ContiguousBytes) throws(TraceReadError) {
        // The reader adds declarations in place only while it alone holds them: the analysis
        // and the places let go of them while it reads, and take them back after.
        analysis.releaseDeclarations()
        places.declarations = Trace(header: places.declarations.header)
        reader.forgetDeclarations(of: forgettable)
        forgettable = []
        let events: [JSONLinesTraceReader.LineEvent]
        do {
            events = try reader.read(lines)
        } catch {
            // The reader refuses bad lines whole: its declarations are those from before.
            if let declarations = reader.declarations { _ = declare(declarations) }
            throw error
        }
        advance(by: events)
    }

    /// What the state holds, counted: for checking that its memory stays bounded.
    var retainedCounts: (windowEvents: Int, batches: Int, places: Int, ribStories: Int, treeNodes: Int, ribDeclarations: Int) {
        (window.count, window.batches.count, places.places.count, stories.count, places.tree.nodeCount, places.declarations.ribs.count)
    }

    // MARK: - Taking events

    private mutating func advance(by events: [JSONLinesTraceReader.LineEvent]) {
        guard let declarations = reader.declarations else { return }
        let taken = reader.takeScreens()
        screens.take(
            (taken.screens, taken.images), events: events, eventsBefore: reader.eventCount - events.count, records: reader.lineCount)
        let ribsBefore = declaredRibCount
        let renamed = declare(declarations)
        for read in events {
            if read.event.sequence != lastSequence.map({ $0 + 1 }) ?? 0 { keepsEveryStory = true }
            lastSequence = read.event.sequence
            let placesBefore = places.places.count
            // The reader replayed the same tree: only after a gap in the sequence numbers
            // may it keep an event that contradicts the tree, which then places nothing.
            try? places.apply(read.event)
            analysis.analyze(read.event)
            if activityLine == nil, analysis.recordsActivity { activityLine = read.line }
            lastEventTime = read.event.time
            let output = places.takeEventOutput()
            changeCount += output.changes.count
            let touched = touchedRibs(by: read.event, line: read.line)
            for rib in touched { lastReference[rib] = read.line }
            let dropped = window.append(
                LiveEventWindow.Entry(
                    line: read.line, event: read.event, place: output.eventPlaces.first ?? nil,
                    changes: output.changes[...], changeEnd: changeCount, placeCount: places.places.count,
                    touchedRibs: touched[...], grownPlaces: growSearchWords(of: output.changes, placesBefore: placesBefore)[...]),
                keeping: Self.windowEventCount)
            retireStories(touchedBy: dropped)
        }
        for rib in declarations.ribs(declaredAfter: ribsBefore) { lastReference[rib.id] = reader.lineCount }
        for rib in renamed {
            // A retired RIB's new name would come without its story.
            if retired.contains(rib.rawValue) { window.requireReload(below: reader.lineCount) } else { lastReference[rib] = reader.lineCount }
        }
        window.endBatch(LiveEventWindow.Batch(records: reader.lineCount, ribsBefore: ribsBefore, renamed: renamed))
    }

    /// Drops the stories of the RIBs that the events the window dropped changed (`dropped`)
    /// that are told to their end and that the window no longer refers to.
    private mutating func retireStories(touchedBy dropped: [RibID]) {
        guard !keepsEveryStory else { return }
        for rib in dropped where lastReference[rib] ?? 0 <= window.lastDroppedLine {
            guard let declaration = places.declarations.rib(rib), declaration.scope == nil,
                stories[rib]?.isFinished(interactorTracked: declaration.tracksInteractorDeallocation) == true
            else { continue }
            stories[rib] = nil
            lastReference[rib] = nil
            retired.insert(rib.rawValue)
            if !analysis.namesFromDeclarations(rib) { forgettable.append(rib) }
        }
    }

    /// Takes the declarations so far; returns the RIBs declared before whose display name
    /// changed.
    private mutating func declare(_ declarations: Trace) -> [RibID] {
        var renamed: [RibID] = []
        var newNames: Set<String> = []
        // Names whose instances declared before skip a number a new name (`X#1`) takes.
        var renumbered: Set<String> = []
        let newRibs = declarations.ribs(declaredAfter: declaredRibCount)
        for rib in newRibs {
            if let scope = rib.scope { ribsByScope[scope, default: []].append(rib.id) }
            guard let known = namesDeclared[rib.name] else {
                namesDeclared[rib.name] = (1, rib.id)
                newNames.insert(rib.name)
                if let base = Trace.instanceNumberBase(of: rib.name), namesDeclared[base] != nil { renumbered.insert(base) }
                continue
            }
            namesDeclared[rib.name]?.count += 1
            // A first instance declared before gains its `#1` where pages show it without.
            if known.count == 1, !newNames.contains(rib.name) { renamed.append(known.first) }
        }
        if !renumbered.isEmpty {
            let earlier = declarations.ribs[..<newRibs.startIndex].filter { renumbered.contains($0.name) }.map(\.id)
            renamed = Set(renamed).union(earlier).sorted()
        }
        declaredRibCount = declarations.declaredRibCount
        analysis.declare(declarations)
        places.declarations = declarations
        return renamed
    }

    /// The RIBs whose details `event`, at `line`, changed: its RIB's story, or every RIB of
    /// the scope whose shares it added to.
    private mutating func touchedRibs(by event: RibEvent, line: Int) -> [RibID] {
        if let rib = event.kind.rib, retired.contains(rib.rawValue) {
            // Its story is gone: a page that lacks the event loads the session again.
            var untold = RibStory()
            if untold.note(event) { window.requireReload(below: line) }
            return []
        }
        if let rib = event.kind.rib, stories[rib, default: RibStory()].note(event) { return [rib] }
        if case .sharedObjectCreated(_, let scope) = event.kind { return ribsByScope[scope] ?? [] }
        return []
    }

    /// Brings the search words of the places `changes` touched up to date; returns the
    /// places that existed before the event whose words grew.
    private mutating func growSearchWords(of changes: [PlaceChange], placesBefore: Int) -> [Int] {
        while placeWords.count < places.places.count {
            placeWords.append(PlaceWords(name: places.places[placeWords.count].name))
        }
        var grown: [Int] = []
        for change in changes where change.rib != nil {
            let place = places.places[change.place]
            if placeWords[change.place].take(place.occupants, in: places.declarations), change.place < placesBefore,
                !grown.contains(change.place)
            {
                grown.append(change.place)
            }
        }
        return grown
    }

    // MARK: - Updates

    /// What a page needs to catch up, taken from the state but holding no part of it, so
    /// that writing it as JSON (the longer part) can run while the state takes new records
    /// without copying itself.
    struct PendingUpdate: Sendable {
        fileprivate enum Content: Sendable {
            case written(Data)
            case update(ReportUpdate, orElse: Data)
        }
        fileprivate let content: Content

        /// How many records a page shows once it applies this update, or `nil` when the
        /// answer is not an update to apply (nothing new, or load the page again).
        var records: UInt64? {
            guard case .update(let update, _) = content else { return nil }
            return update.records
        }

        /// The update's JSON (see ``LiveReportState/update(afterRecords:direction:)``).
        var json: Data {
            switch content {
            case .written(let json):
                return json
            case .update(let update, let reload):
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                return (try? encoder.encode(update)) ?? reload
            }
        }
    }

    /// The JSON a page that shows `records` records needs to catch up: a ``ReportUpdate``,
    /// with the drawing of the places it adds laid out in the page's `direction`;
    /// `{"records":N}` when there is nothing new; `{"records":N,"reload":true}` when the
    /// page is further behind than the window (or ahead of the session), so it loads the
    /// session's page again.
    mutating func update(afterRecords records: UInt64, direction: LayoutDirection = .topToBottom) -> Data {
        pendingUpdate(afterRecords: records, direction: direction).json
    }

    /// What ``update(afterRecords:direction:)`` writes, not written yet. The state notes the
    /// figures it gives, to send the next page only those that changed since.
    mutating func pendingUpdate(afterRecords records: UInt64, direction: LayoutDirection = .topToBottom) -> PendingUpdate {
        let held = reader.lineCount
        let reload = Data(#"{"records":\#(held),"reload":true}"#.utf8)
        guard records <= UInt64(held), let shown = window.eventsShown(atRecords: Int(records)) else {
            return PendingUpdate(content: .written(reload))
        }
        guard records < UInt64(held) else { return PendingUpdate(content: .written(Data(#"{"records":\#(held)}"#.utf8))) }
        var update = update(fromEvent: shown, records: Int(records))
        if !update.places.isEmpty {
            let added = update.firstPlace..<places.places.count
            guard let drawing = try? newPlacesDrawing(direction: direction).subtrees(of: added) else {
                return PendingUpdate(content: .written(reload))
            }
            update.drawing = drawing
        }
        return PendingUpdate(content: .update(update, orElse: reload))
    }

    /// A drawer of the places the page lacks, styled as the session's page draws places
    /// (without types, as `ribviz live` shows them).
    private func newPlacesDrawing(direction: LayoutDirection) -> NewPlacesDrawing {
        NewPlacesDrawing(
            places: places.places,
            declarations: places.declarations,
            direction: direction == .automatic ? .topToBottom : direction,
            showsTypes: false
        )
    }

    /// Notes the findings' and figures' state as a page that is given the session's page now
    /// shows them: call it whenever a page of the session is drawn from its records so far,
    /// so that the updates that page asks for carry every figure that changed after.
    mutating func noteShown() {
        _ = noteFigures(of: analysis.soFar())
    }

    /// A lifetime figure, by the lifetime's index and the figure's.
    private struct LifetimeFigure: Hashable, Sendable {
        var lifetime: Int
        var figure: Int
    }

    /// The page data of the lifetimes and the summary of `soFar`, noted as given now.
    private mutating func noteFigures(
        of soFar: TraceAnalysis
    ) -> (lifetimes: [ReportScriptData.Lifetime], lifetimeByName: [String: Int], summary: [ReportContent.Figure]) {
        let held = UInt64(reader.lineCount)
        let (lifetimes, lifetimeByName) = ReportContentBuilder.lifetimes(soFar.lifetimes)
        let summary = ReportContentBuilder.summaryFigures(soFar.summary, in: places.declarations)
        lifetimeTitles.note(lifetimes.enumerated().lazy.map { (key: $0.offset, value: [$0.element.title] + $0.element.figures.map(\.label)) }, atRecords: held)
        lifetimeValues.note(
            lifetimes.enumerated().lazy.flatMap { lifetime in
                lifetime.element.figures.enumerated().lazy.map {
                    (key: LifetimeFigure(lifetime: lifetime.offset, figure: $0.offset), value: $0.element.value)
                }
            }, atRecords: held)
        summaryValues.note(summary.lazy.map { (key: $0.label, value: $0.value) }, atRecords: held)
        return (lifetimes, lifetimeByName, summary)
    }

    /// The lifetimes a page that shows `records` records lacks whole, and the single figures
    /// of the others that changed since.
    private func lifetimeChanges(
        of lifetimes: [ReportScriptData.Lifetime], afterRecords records: UInt64
    ) -> (whole: [ReportUpdate.IndexedLifetime], figures: ReportUpdate.LifetimeFigures) {
        var whole: [ReportUpdate.IndexedLifetime] = []
        var figures = ReportUpdate.LifetimeFigures()
        for (index, lifetime) in lifetimes.enumerated() {
            if lifetimeTitles.changed(index, afterRecords: records) {
                whole.append(ReportUpdate.IndexedLifetime(index: index, title: lifetime.title, figures: lifetime.figures))
                continue
            }
            for (position, figure) in lifetime.figures.enumerated()
            where lifetimeValues.changed(LifetimeFigure(lifetime: index, figure: position), afterRecords: records) {
                figures.lifetime.append(index)
                figures.figure.append(position)
                figures.value.append(figure.value)
            }
        }
        return (whole, figures)
    }

    /// The findings a page that shows `records` records, and `firstEvent` events, lacks or
    /// holds in an older form (see ``ReportUpdate/findingsFrom``), and the kinds it redoes.
    private func findingChanges(of findings: [TraceFinding], firstEvent: Int, afterRecords records: UInt64) -> (findings: [ReportUpdate.Finding], redone: [String]) {
        // The findings held back until the first activation come all at once with it.
        let activityIsNew = activityLine.map { $0 > records } ?? false
        let redone = TraceFinding.Kind.allCases.filter { $0.isJudgedAtEnd || (activityIsNew && $0 == .attachedUnderInactiveParent) }
        let sent = findings.filter { $0.event.index >= firstEvent || redone.contains($0.kind) }
        return (
            sent.map { finding in
                ReportUpdate.Finding(
                    kind: finding.kind.title, message: finding.message, event: finding.event.index,
                    rib: finding.rib.map { Int64($0.rawValue) } ?? -1)
            },
            redone.map(\.title)
        )
    }

    private mutating func update(fromEvent first: Int, records: Int) -> ReportUpdate {
        let trace = places.declarations
        let entries = window.entries(from: first)
        var events = ReportScriptData.Events()
        var changes = ReportScriptData.Changes()
        changes.start = []
        var ribIDs: [RibID] = []
        var grown: [Int] = []
        for entry in entries {
            events.append(entry.event, place: entry.place, in: trace)
            for change in entry.changes { changes.append(change) }
            changes.start.append(entry.changeEnd)
            ribIDs += entry.touchedRibs
            grown += entry.grownPlaces
        }
        for batch in window.batches where batch.records > records {
            ribIDs += trace.ribs(declaredAfter: batch.ribsBefore).map(\.id)
            ribIDs += batch.renamed
        }
        let firstPlace = window.placeCount(afterEvents: first)
        let soFar = analysis.soFar()
        let (lifetimes, lifetimeByName, summary) = noteFigures(of: soFar)
        let lifetimeChanges = lifetimeChanges(of: lifetimes, afterRecords: UInt64(records))
        let findingChanges = findingChanges(of: soFar.findings, firstEvent: first, afterRecords: UInt64(records))
        let summaryChanged = summary.contains { summaryValues.changed($0.label, afterRecords: UInt64(records)) }
        var seen: Set<RibID> = []
        let ribs = ribIDs.compactMap { id -> ReportScriptData.Rib? in
            guard seen.insert(id).inserted, let rib = trace.rib(id) else { return nil }
            return ReportContentBuilder.rib(rib, story: stories[id] ?? RibStory(), lifetime: lifetimeByName[rib.name] ?? -1, in: trace)
        }
        var seenPlaces: Set<Int> = []
        return ReportUpdate(
            records: UInt64(reader.lineCount),
            ended: reader.hasEnded,
            firstEvent: first,
            events: events,
            changes: changes,
            firstPlace: firstPlace,
            places: places.places[firstPlace...].map { place in
                ReportScriptData.Place(label: place.label, parent: place.parent ?? -1, search: placeWords[place.id].words, drawn: true)
            },
            searchWords: grown.filter { $0 < firstPlace && seenPlaces.insert($0).inserted }.map {
                ReportUpdate.SearchWords(place: $0, search: placeWords[$0].words)
            },
            ribs: ribs,
            lifetimes: lifetimeChanges.whole,
            lifetimeFigures: lifetimeChanges.figures,
            findingsFrom: first,
            findingsRedone: findingChanges.redone,
            findings: findingChanges.findings,
            summary: summaryChanged ? summary : nil,
            end: max(trace.end ?? 0, lastEventTime),
            screens: screens.update(afterRecords: records)
        )
    }
}
