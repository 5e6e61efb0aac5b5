import Foundation
import RibExamples
import RibInspector
import RibInspectorTools
import Testing

@testable import RibLiveServer

/// A live session's state answers each page's request for updates with what makes the
/// page equal to a page loaded from the bytes so far.
@Suite("Live report state")
struct LiveReportStateTests {
    /// The sessions as an app streams them: TicTacToe as TraceEncoder writes it (every
    /// declaration first), and a steady session of 500 live RIBs as a TraceFileSink writes
    /// it (each declaration just before its RIB's first event), with its end record.
    static let sessions: [(name: String, bytes: [UInt8], eventCount: Int)] = {
        let ticTacToe = ExampleSession.ticTacToe.record()
        return [
            ("TicTacToe", TraceEncoder(form: .jsonLines).encode(ticTacToe), ticTacToe.events.count),
            streamed(SteadySession(liveRibs: 500, replacements: 300), name: "500 live RIBs"),
        ]
    }()

    /// The bytes a TraceFileSink writes for `session`, finished.
    static func streamed(_ session: SteadySession, name: String) -> (name: String, bytes: [UInt8], eventCount: Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-state-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let recorder = session.record(into: [try TraceFileSink(url: file)])
            try recorder.finish()
            return (name, Array(try Data(contentsOf: file)), recorder.trace().events.count)
        } catch {
            Issue.record("cannot record \(name): \(error)")
            return (name, [], 0)
        }
    }

    /// The header line and the declarations before the first event.
    static func firstBatch(_ batches: [[UInt8]]) -> (first: [UInt8], rest: ArraySlice<[UInt8]>) {
        var end = 1
        while end < batches.count, batches[end].starts(with: Array(#"{"record""#.utf8)) { end += 1 }
        return (Array(batches[..<end].joined()), batches[end...])
    }

    /// `bytes` cut into batches of 1 to `most` whole lines, the first one the header line.
    static func batches(of bytes: [UInt8], most: Int, seed: UInt64, headerAlone: Bool = true) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        var random = seed
        var batches: [[UInt8]] = headerAlone ? [lines[0]] : []
        var index = headerAlone ? 1 : 0
        while index < lines.count {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int((random >> 33) % UInt64(most)) + 1
            batches.append(Array(lines[index..<min(lines.count, index + count)].joined()))
            index += count
        }
        return batches
    }

    /// The state and the page after `bytes`' header and the declarations before the first
    /// event, and the rest of `bytes` cut into batches of 1 to `most` lines.
    static func startFollowing(
        _ bytes: [UInt8], name: String, most: Int, seed: UInt64
    ) throws -> (state: LiveReportState, page: LivePageModel, bytesSoFar: [UInt8], batches: [[UInt8]]) {
        let (first, rest) = firstBatch(batches(of: bytes, most: 1, seed: seed))
        let state = try LiveReportState(firstLines: first, source: name)
        let page = try LivePageModel(loading: first, records: state.records)
        return (state, page, first, batches(of: Array(rest.joined()), most: most, seed: seed, headerAlone: false))
    }

    @Test("a RIB named like an instance (X#1) arriving late renames the instances of X on the page")
    func lateNumberedName() throws {
        let lines = [
            #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"App"},"session":{}}"#,
            #"{"record":"rib","id":1,"name":"Root"}"#, #"{"record":"rib","id":2,"name":"X"}"#, #"{"record":"rib","id":3,"name":"X"}"#,
            #"{"seq":0,"t":0,"kind":"launch","rib":1}"#, #"{"seq":1,"t":1,"kind":"attach","rib":2,"parent":1}"#,
            #"{"seq":2,"t":2,"kind":"attach","rib":3,"parent":1}"#,
            #"{"record":"rib","id":4,"name":"X#1"}"#, #"{"seq":3,"t":3,"kind":"attach","rib":4,"parent":1}"#,
        ].map { Array(($0 + "\n").utf8) }
        let first = Array(lines[..<4].joined())
        var state = try LiveReportState(firstLines: first, source: "late")
        var page = try LivePageModel(loading: first, records: state.records)
        var bytesSoFar = first
        for batch in [Array(lines[4..<7].joined()), Array(lines[7...].joined())] {
            try state.receive(batch)
            bytesSoFar += batch
            try page.apply(state.update(afterRecords: page.records), bytes: bytesSoFar)
            try page.expectMatches(bytesSoFar)
        }
    }

    @Test("after every batch, the first page plus every update equals the page of the bytes so far", arguments: [0, 1])
    func followsEveryBatch(session: Int) throws {
        let (name, bytes, eventCount) = Self.sessions[session]
        // The page loads after the header and the declarations before the first event.
        let start = try Self.startFollowing(bytes, name: name, most: session == 0 ? 6 : 120, seed: 7)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        try page.expectMatches(bytesSoFar)
        for batch in start.batches {
            try state.receive(batch)
            bytesSoFar += batch
            try page.apply(state.update(afterRecords: page.records), bytes: bytesSoFar)
            #expect(page.records == state.records)
            try page.expectMatches(bytesSoFar)
        }
        #expect(state.eventCount == eventCount)
        #expect(state.hasEnded)
    }

    @Test("an update that adds places carries their drawing: one subtree per new place whose parent the page draws, holding every new place below it")
    func newPlacesComeDrawn() throws {
        let (name, bytes, _) = Self.sessions[0]
        let (first, rest) = Self.firstBatch(Self.batches(of: bytes, most: 1, seed: 5))
        var state = try LiveReportState(firstLines: first, source: name)
        var placeParents: [Int] = []
        var drawnUpdates = 0
        for batch in Self.batches(of: Array(rest.joined()), most: 4, seed: 5, headerAlone: false) {
            let records = state.records
            try state.receive(batch)
            let update = try #require(try JSONSerialization.jsonObject(with: state.update(afterRecords: records, direction: .leftToRight)) as? [String: Any])
            let places = update["places"] as? [[String: Any]] ?? []
            let drawing = update["drawing"] as? [[String: Any]] ?? []
            guard !places.isEmpty else {
                #expect(drawing.isEmpty)
                continue
            }
            drawnUpdates += 1
            let firstPlace = try #require((update["firstPlace"] as? NSNumber)?.intValue)
            #expect(firstPlace == placeParents.count)
            placeParents += places.map { ($0["parent"] as? NSNumber)?.intValue ?? -1 }
            let added = firstPlace..<placeParents.count
            let roots = added.filter { !added.contains(placeParents[$0]) }
            #expect(drawing.compactMap { ($0["root"] as? NSNumber)?.intValue } == roots)
            #expect(drawing.compactMap { ($0["parent"] as? NSNumber)?.intValue } == roots.map { placeParents[$0] })
            let svgs = drawing.compactMap { $0["svg"] as? String }
            for place in added {
                #expect(svgs.filter { $0.contains(#"id="place\#(place)""#) }.count == 1, "new place \(place) is drawn once")
            }
            #expect(svgs.allSatisfy { $0.hasPrefix("<svg") })
        }
        #expect(drawnUpdates > 1)
    }

    @Test("a page with every record gets the count alone; one further behind than the window or ahead reloads")
    func nothingNewOrReload() throws {
        let trace = SteadySession(liveRibs: 60, replacements: LiveReportState.windowEventCount / 6 + 600).trace()
        let bytes = TraceEncoder(form: .jsonLines).encode(trace)
        let batches = Self.batches(of: bytes, most: 200, seed: 3)
        var state = try LiveReportState(firstLines: batches[0], source: "s")
        for batch in batches.dropFirst() { try state.receive(batch) }
        let records = state.records
        #expect(String(decoding: state.update(afterRecords: records), as: UTF8.self) == #"{"records":\#(records)}"#)
        #expect(String(decoding: state.update(afterRecords: 1), as: UTF8.self) == #"{"records":\#(records),"reload":true}"#)
        #expect(String(decoding: state.update(afterRecords: records + 5), as: UTF8.self) == #"{"records":\#(records),"reload":true}"#)
        let recent = try #require(try JSONSerialization.jsonObject(with: state.update(afterRecords: records - 100)) as? [String: Any])
        #expect(recent["reload"] == nil)
        let lastLines = bytes.split(separator: UInt8(ascii: "\n")).suffix(100)
        let eventLines = lastLines.filter { !$0.starts(with: Array(#"{"record""#.utf8)) }
        #expect((recent["events"] as? [String: [Any]])?["sequence"]?.count == eventLines.count)
    }

    @Test("a bad batch is refused whole and the state answers as before")
    func badBatch() throws {
        let (first, rest) = Self.firstBatch(Self.batches(of: Self.sessions[0].bytes, most: 1, seed: 1))
        let batches = [first] + Array(rest)
        var state = try LiveReportState(firstLines: batches[0] + batches[1], source: "s")
        let before = state.update(afterRecords: 1)
        let records = state.records
        let bad = Array(#"{"seq":999,"t":99999999999,"kind":"activate","rib":77777}"#.utf8) + [UInt8(ascii: "\n")]
        #expect(throws: TraceReadError.self) { try state.receive(batches[2] + bad) }
        #expect(state.records == records)
        #expect(state.update(afterRecords: 1) == before)
        // The good lines then go on as if the bad ones had never come.
        var unrefused = try LiveReportState(firstLines: batches[0] + batches[1], source: "s")
        for batch in batches[2...] {
            try state.receive(batch)
            try unrefused.receive(batch)
        }
        #expect(state.update(afterRecords: 1) == unrefused.update(afterRecords: 1))
    }

    @Test("a page that followed a server restarted mid-session follows the resumed state")
    func resumed() throws {
        let (name, bytes, _) = Self.sessions[1]
        let start = try Self.startFollowing(bytes, name: name, most: 90, seed: 9)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        for (index, batch) in start.batches.enumerated() {
            if index == start.batches.count / 2 {
                // The server restarts: it reads the saved file once.
                state = try LiveReportState(firstLines: bytesSoFar, source: name)
            }
            try state.receive(batch)
            bytesSoFar += batch
            try page.apply(state.update(afterRecords: page.records), bytes: bytesSoFar)
        }
        try page.expectMatches(bytesSoFar)
    }
}

/// What a live session's state holds stays bounded however many events arrive.
@Suite("Live report state: memory")
struct LiveReportStateMemoryTests {
    @Test("200,000 events of a steady session of 500 live RIBs: the window and the places stay the same size")
    func steadySession() throws {
        let (name, bytes, eventCount) = LiveReportStateTests.streamed(SteadySession(liveRibs: 500, replacements: 33_100), name: "steady")
        #expect(eventCount >= 200_000)
        let (first, rest) = LiveReportStateTests.firstBatch(LiveReportStateTests.batches(of: bytes, most: 1, seed: 2))
        var state = try LiveReportState(firstLines: first, source: name)
        var batch: [UInt8] = []
        var linesInBatch = 0
        var halfway: (windowEvents: Int, batches: Int, places: Int, ribStories: Int, treeNodes: Int, ribDeclarations: Int)?
        for line in rest {
            batch += line
            linesInBatch += 1
            guard linesInBatch == 58 else { continue }  // about 50 events
            try state.receive(batch)
            batch = []
            linesInBatch = 0
            if halfway == nil, state.eventCount >= eventCount / 2 { halfway = state.retainedCounts }
        }
        try state.receive(batch)
        let end = state.retainedCounts
        let middle = try #require(halfway)
        #expect(end.windowEvents <= LiveReportState.windowEventCount * 5 / 4)
        #expect(end.windowEvents >= LiveReportState.windowEventCount)
        #expect(end.batches <= end.windowEvents / 40 + 2)
        #expect(end.places == middle.places)
        // A story for each RIB alive or referred to by the window, however many were
        // declared (one per six events here); a tree node for each RIB alive (the 500 in the
        // tree, and at most the one being replaced), none for the deallocated ones.
        #expect(end.ribStories <= 500 + LiveReportState.windowEventCount * 5 / 4)
        #expect(end.ribStories < state.declarations.declaredRibCount / 2)
        #expect(end.treeNodes <= 502)
        #expect(end.treeNodes >= 500)
        // The declarations of those RIBs alone: the retired ones' go with their stories.
        #expect(end.ribDeclarations <= end.ribStories + 1)
        #expect(end.ribDeclarations >= 500)
        #expect(state.declarations.declaredRibCount >= 33_100)
    }

    @Test("a page that follows a session longer than the window matches the page of the bytes so far, once stories are retired")
    func followsPastRetiredStories() throws {
        let (name, bytes, eventCount) = LiveReportStateTests.streamed(SteadySession(liveRibs: 40, replacements: 2_300), name: "long")
        #expect(eventCount > LiveReportState.windowEventCount * 5 / 4)
        let start = try LiveReportStateTests.startFollowing(bytes, name: name, most: 120, seed: 3)
        var (state, page, bytesSoFar) = (start.state, start.page, start.bytesSoFar)
        for (index, batch) in start.batches.enumerated() {
            try state.receive(batch)
            bytesSoFar += batch
            try page.apply(state.update(afterRecords: page.records), bytes: bytesSoFar)
            #expect(page.records == state.records)
            // The full page is costly: every 40th batch once the window drops events, and the last.
            guard state.eventCount > LiveReportState.windowEventCount * 5 / 4, index % 40 == 0 || index == start.batches.count - 1 else { continue }
            try page.expectMatches(bytesSoFar)
        }
        // Stories were retired before the last comparisons (the window still refers to most RIBs).
        #expect(state.retainedCounts.ribStories < state.declarations.declaredRibCount)
        #expect(state.retainedCounts.ribDeclarations < state.declarations.declaredRibCount)
    }
}
