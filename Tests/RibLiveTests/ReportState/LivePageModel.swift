import Foundation
import Graphviz
import RibInspector
import RibInspectorTools
import Testing

@testable import RibRendering

/// What a live report page holds, as JSON values: the script data of the page it loaded,
/// then every update applied as the page's script applies it. ``expectMatches(_:)``
/// compares it with the full script data of the bytes so far.
struct LivePageModel {
    private(set) var records: UInt64
    private var events: [String: [Any]]
    private var changes: [String: [Any]]
    private var places: [[String: Any]]
    private var ribs: [Int: [String: Any]]
    private var lifetimes: [Any]
    private var findings: [[String: Any]]
    private var summary: [Any]
    private var end: UInt64
    /// Each event's line as the full script data gave it when the event reached the page:
    /// an event's line is written once.
    private var linesWhenSent: [String] = []

    /// The page of a session whose bytes so far are `bytes`, which hold `records` records.
    init(loading bytes: [UInt8], records: UInt64) throws {
        let full = try Self.fullData(of: bytes)
        let script = full.script
        self.records = records
        events = script["events"] as! [String: [Any]]
        changes = script["changes"] as! [String: [Any]]
        places = script["places"] as! [[String: Any]]
        ribs = Dictionary(uniqueKeysWithValues: (script["ribs"] as! [[String: Any]]).map { ($0["id"] as! Int, $0) })
        lifetimes = script["lifetimes"] as! [Any]
        findings = full.findings
        summary = full.summary
        end = (script["end"] as! NSNumber).uint64Value
        linesWhenSent = events["line"] as! [String]
    }

    /// Applies an update's JSON, as the page does; `bytes` are the session's bytes so far,
    /// whose lines the new events are checked against.
    mutating func apply(_ json: Data, bytes: [UInt8]) throws {
        let update = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let newRecords = (update["records"] as! NSNumber).uint64Value
        #expect(update["reload"] == nil, "a page that follows every update is never sent away")
        defer { records = newRecords }
        guard update["events"] != nil else { return }
        #expect((update["firstEvent"] as! Int) == events["sequence"]!.count)
        #expect((update["firstPlace"] as! Int) == places.count)
        let newEvents = update["events"] as! [String: [Any]]
        for (column, values) in newEvents { events[column, default: []] += values }
        let newChanges = update["changes"] as! [String: [Any]]
        for (column, values) in newChanges { changes[column, default: []] += values }
        places += update["places"] as! [[String: Any]]
        for grown in update["searchWords"] as! [[String: Any]] {
            places[grown["place"] as! Int]["search"] = grown["search"]
        }
        for rib in update["ribs"] as! [[String: Any]] { ribs[rib["id"] as! Int] = rib }
        takeLifetimes(of: update)
        takeFindings(of: update)
        if let newSummary = update["summary"] { summary = newSummary as! [Any] }
        end = (update["end"] as! NSNumber).uint64Value
        let fullLines = (try Self.fullData(of: bytes).script["events"] as! [String: [Any]])["line"] as! [String]
        linesWhenSent += fullLines[linesWhenSent.count...]
    }

    /// Sets the update's whole lifetimes at their index, then its single figures.
    private mutating func takeLifetimes(of update: [String: Any]) {
        for lifetime in update["lifetimes"] as! [[String: Any]] {
            let index = lifetime["index"] as! Int
            let whole: [String: Any] = ["title": lifetime["title"]!, "figures": lifetime["figures"]!]
            if index == lifetimes.count { lifetimes.append(whole) } else { lifetimes[index] = whole }
        }
        let figures = update["lifetimeFigures"] as! [String: [Any]]
        for (position, lifetime) in (figures["lifetime"] as! [Int]).enumerated() {
            var changed = lifetimes[lifetime] as! [String: Any]
            var values = changed["figures"] as! [[Any]]
            values[figures["figure"]![position] as! Int][1] = figures["value"]![position]
            changed["figures"] = values
            lifetimes[lifetime] = changed
        }
    }

    /// Keeps the findings of events before `findingsFrom` but of the kinds redone, and sets
    /// the update's findings among them, each after those of its event.
    private mutating func takeFindings(of update: [String: Any]) {
        let from = update["findingsFrom"] as! Int
        let redone = Set(update["findingsRedone"] as! [String])
        var kept = findings.filter { ($0["event"] as! Int) < from && !redone.contains($0["kind"] as! String) }[...]
        var merged: [[String: Any]] = []
        for finding in update["findings"] as! [[String: Any]] {
            while let next = kept.first, (next["event"] as! Int) <= (finding["event"] as! Int) { merged.append(kept.removeFirst()) }
            merged.append(finding)
        }
        findings = merged + kept
    }

    /// Checks that the page holds what a page loaded from `bytes` holds.
    func expectMatches(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let full = try Self.fullData(of: bytes)
        let script = full.script
        var expectedEvents = script["events"] as! [String: [Any]]
        expectedEvents["line"] = nil
        var actualEvents = events
        actualEvents["line"] = nil
        #expect(NSDictionary(dictionary: actualEvents).isEqual(to: expectedEvents), "events", sourceLocation: sourceLocation)
        #expect(events["line"]! as! [String] == linesWhenSent, sourceLocation: sourceLocation)
        #expect(NSDictionary(dictionary: changes).isEqual(to: script["changes"] as! [String: Any]), "changes", sourceLocation: sourceLocation)
        #expect(NSArray(array: places).isEqual(to: script["places"] as! [Any]), "places", sourceLocation: sourceLocation)
        let expectedRibs = Dictionary(uniqueKeysWithValues: (script["ribs"] as! [[String: Any]]).map { ($0["id"] as! Int, $0) })
        #expect(Set(ribs.keys) == Set(expectedRibs.keys), "RIBs", sourceLocation: sourceLocation)
        for (id, rib) in expectedRibs {
            #expect(NSDictionary(dictionary: ribs[id] ?? [:]).isEqual(to: rib), "RIB \(id)", sourceLocation: sourceLocation)
        }
        #expect(NSArray(array: lifetimes).isEqual(to: script["lifetimes"] as! [Any]), "lifetimes", sourceLocation: sourceLocation)
        #expect(NSArray(array: findings).isEqual(to: full.findings), "findings", sourceLocation: sourceLocation)
        #expect(NSArray(array: summary).isEqual(to: full.summary), "summary", sourceLocation: sourceLocation)
        #expect(end == (script["end"] as! NSNumber).uint64Value, "end", sourceLocation: sourceLocation)
    }

    /// The full script data of the bytes so far, as JSON values, with the findings as an
    /// update words them and the summary.
    private static func fullData(of bytes: [UInt8]) throws -> (script: [String: Any], findings: [[String: Any]], summary: [Any]) {
        let trace = try TraceReader().read(bytes)
        let analysis = trace.analysis()
        let builder = ReportContentBuilder(analysis: analysis, layoutOptions: StableLayoutOptions(), showsDetached: true, graphviz: GraphvizRenderer())
        let encoder = JSONEncoder()
        let script = try JSONSerialization.jsonObject(with: encoder.encode(try builder.scriptData())) as! [String: Any]
        let findings = analysis.findings.map { finding -> [String: Any] in
            ["kind": finding.kind.title, "message": finding.message, "event": finding.event.index, "rib": finding.rib.map { Int($0.rawValue) } ?? -1]
        }
        let summary = try JSONSerialization.jsonObject(with: encoder.encode(ReportContentBuilder.summaryFigures(analysis.summary, in: trace))) as! [Any]
        return (script, findings, summary)
    }
}
