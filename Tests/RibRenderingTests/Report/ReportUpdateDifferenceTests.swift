import Foundation
import RibExamples
import RibInspector
import RibInspectorTools
import Testing
@testable import RibRendering

@Suite("ReportUpdate by difference: what takes a live page from a session's first records to all of them")
struct ReportUpdateDifferenceTests {
    @Test(
        "for every cut of the session's records, the page's data with the update applied is the data of the whole session",
        arguments: [ExampleSession.ticTacToe, .tabbedApp])
    func updateAppliedGivesTheWhole(session: ExampleSession) throws {
        let lines = JSONLines(session.record())
        let whole = try lines.content(ofFirst: lines.count)
        var cuts = 0
        for cut in stride(from: lines.firstEvent, through: lines.count, by: max(1, (lines.count - lines.firstEvent) / 40)) {
            let shown = try lines.content(ofFirst: cut)
            let update = try #require(ReportUpdate(from: shown, to: whole, records: UInt64(lines.count), ended: true))
            #expect(update.firstEvent == shown.script.events.sequence.count)
            #expect(update.firstPlace == shown.script.places.count)
            let applied = applying(update, to: shown.script)
            #expect(applied.events == whole.script.events, "cut after \(cut) records")
            #expect(applied.changes == whole.script.changes, "cut after \(cut) records")
            #expect(applied.places == whole.script.places, "cut after \(cut) records")
            #expect(applied.ribs == whole.script.ribs, "cut after \(cut) records")
            #expect(update.findings.map(\.message) == whole.findings.map(\.message))
            #expect(update.summary == whole.summary)
            cuts += 1
        }
        #expect(cuts >= 20)
    }

    @Test("an update carries only what changed: nothing new gives no events, places or RIBs")
    func nothingNew() throws {
        let lines = JSONLines(ExampleSession.ticTacToe.record())
        let whole = try lines.content(ofFirst: lines.count)
        let update = try #require(ReportUpdate(from: whole, to: whole, records: UInt64(lines.count), ended: true))
        #expect(update.events.sequence.isEmpty)
        #expect(update.changes.start.isEmpty && update.changes.place.isEmpty)
        #expect(update.places.isEmpty)
        #expect(update.searchWords.isEmpty)
        #expect(update.ribs.isEmpty)
    }

    @Test("a session that does not continue the page's (another recording) gives no update, and its JSON asks the page to reload")
    func notAContinuation() throws {
        let other = JSONLines(ExampleSession.tabbedApp.record())
        let lines = JSONLines(ExampleSession.ticTacToe.record())
        let shown = try other.content(ofFirst: other.count)
        let whole = try lines.content(ofFirst: lines.count)
        #expect(ReportUpdate(from: shown, to: whole, records: 9, ended: false) == nil)
        let json = try HTMLReport().liveUpdate(from: try other.trace(ofFirst: other.count), to: try lines.trace(ofFirst: lines.count), records: 9, ended: false)
        #expect(String(decoding: json, as: UTF8.self) == #"{"records":9,"reload":true}"#)
        let unknown = try HTMLReport().liveUpdate(from: nil, to: try lines.trace(ofFirst: lines.count), records: 9, ended: false)
        #expect(String(decoding: unknown, as: UTF8.self) == #"{"records":9,"reload":true}"#)
    }

    @Test("the JSON of an update names its members as the page reads them")
    func json() throws {
        let lines = JSONLines(ExampleSession.ticTacToe.record())
        let json = try HTMLReport().liveUpdate(from: try lines.trace(ofFirst: lines.firstEvent + 5), to: try lines.trace(ofFirst: lines.count), records: 77, ended: true)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["records"] as? Int == 77)
        #expect(object["ended"] as? Bool == true)
        for member in ["firstEvent", "events", "changes", "firstPlace", "places", "searchWords", "ribs", "lifetimes", "findings", "summary", "end"] {
            #expect(object[member] != nil, "\(member)")
        }
    }

    /// The page's data with `update` applied, as the page's script applies it.
    private func applying(_ update: ReportUpdate, to data: ReportScriptData) -> ReportScriptData {
        var data = data
        data.events.sequence += update.events.sequence
        data.events.time += update.events.time
        data.events.line += update.events.line
        data.events.rib += update.events.rib
        data.events.place += update.events.place
        data.events.change += update.events.change
        data.changes.start += update.changes.start
        data.changes.place += update.changes.place
        data.changes.state += update.changes.state
        data.changes.rib += update.changes.rib
        data.places += update.places
        for words in update.searchWords { data.places[words.place].search = words.search }
        for rib in update.ribs {
            if let index = data.ribs.firstIndex(where: { $0.id == rib.id }) { data.ribs[index] = rib } else { data.ribs.append(rib) }
        }
        data.ribs.sort { $0.id < $1.id }
        return data
    }
}

/// A session's trace as JSON Lines, cut after any number of records, as `ribviz live`
/// holds it while it arrives.
private struct JSONLines {
    let lines: [ArraySlice<UInt8>]
    /// The index of the first event's line: the encoder writes every declaration first.
    let firstEvent: Int
    var count: Int { lines.count }

    init(_ trace: Trace) {
        lines = TraceEncoder(form: .jsonLines).encode(trace).split(separator: UInt8(ascii: "\n"))
        firstEvent = 1 + trace.ribs.count + trace.scopes.count + trace.workflows.count
    }

    func trace(ofFirst count: Int) throws -> Trace {
        try TraceReader().read(lines.prefix(count).flatMap { Array($0) + [UInt8(ascii: "\n")] }, source: "first \(count) records")
    }

    func content(ofFirst count: Int) throws -> ReportContent {
        try HTMLReport().contentBuilder(for: trace(ofFirst: count)).undrawnContent().content
    }
}
