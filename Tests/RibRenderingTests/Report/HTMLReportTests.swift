import Foundation
import RibExamples
import RibInspector
import RibRendering
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    @Test("the page carries every event and every change of the places; replaying the changes gives each moment's mask")
    func eventsAndMasks() throws {
        let trace = ExampleSession.ticTacToe.record()
        let page = try ReportPageReading(try HTMLReport().render(trace))
        let places = try SessionPlaces(trace)
        let events = try #require(page.content["events"] as? [String: Any])
        #expect((events["sequence"] as? [NSNumber])?.map(\.uint64Value) == trace.events.map(\.sequence))
        #expect((events["time"] as? [NSNumber])?.map(\.uint64Value) == trace.events.map(\.time))
        #expect(events["line"] as? [String] == trace.eventLog)
        #expect(events["place"] as? [Int] == places.eventPlaces.map { $0 ?? -1 })
        let changes = try #require(page.content["changes"] as? [String: Any])
        let starts = try #require(changes["start"] as? [Int])
        let changedPlaces = try #require(changes["place"] as? [Int])
        let changedStates = try #require(changes["state"] as? [Int])
        try #require(starts.count == trace.events.count + 1)
        var states = Array(repeating: 0, count: places.places.count)
        for index in trace.events.indices {
            for change in starts[index]..<starts[index + 1] { states[changedPlaces[change]] = changedStates[change] }
            #expect(states == places.mask(afterEvents: index + 1).states.map { Int($0.rawValue) }, "after event \(index)")
        }
        #expect(page.list("places").map { $0["label"] as? String } == places.places.map(\.label))
    }

    @Test("the tree is one SVG drawing: a node per place, classed with its state at the end, without graphviz's titles and comments")
    func drawing() throws {
        let trace = ExampleSession.ticTacToe.record()
        let page = try ReportPageReading(try HTMLReport().render(trace))
        let places = try SessionPlaces(trace)
        #expect(page.occurrences(of: "<svg") == 1)
        let svg = try #require(page.html.range(of: "<svg").map { page.html[$0.lowerBound...] }?.components(separatedBy: "</svg>").first)
        #expect(!svg.contains("<title>") && !svg.contains("<!--"))
        let final = places.mask(afterEvents: trace.events.count)
        for place in places.places {
            let state = ["empty", "active", "inactive", "detached"][Int(final.states[place.id].rawValue)]
            // graphviz writes the class's hyphen as a character reference, which the browser reads back.
            #expect(page.html.contains(#"<g id="place\#(place.id)" class="node place st&#45;\#(state)">"#), "\(place.label)")
        }
        #expect(page.html.contains(#"<meta name="generator" content="ribviz, graphviz "#))
        // A stylesheet draws the states, so the page reads without JavaScript.
        #expect(page.html.contains("g.st-detached"))
    }

    @Test("the summary and the anomalies are in the page's HTML, with links to their moments")
    func withoutScript() throws {
        let session = AnomalousSession()
        let page = try ReportPageReading(try HTMLReport().render(session.trace))
        #expect(page.html.contains("<div><dt>events</dt><dd>5</dd></div>"))
        #expect(page.html.contains(#"1 anomaly <span class="thresholds">(leak grace 1.000 s, maximum depth 5)</span>"#))
        let anomaly = session.trace.events[2]
        #expect(page.html.contains(##"<a class="finding-link" href="#event=\##(anomaly.sequence)&amp;rib=\##(session.child.rawValue)">"##))
    }

    @Test("the same trace gives the same bytes")
    func deterministic() throws {
        let trace = ExampleSession.tabbedApp.record()
        #expect(try HTMLReport().render(trace) == HTMLReport().render(trace))
    }

    @Test("the page needs nothing from the network")
    func selfContained() throws {
        let page = try ReportPageReading(try HTMLReport().render(ExampleSession.ticTacToe.record()))
        #expect(page.occurrences(of: "<link") == 0)
        #expect(page.occurrences(of: " src=") == 0)
        #expect(page.occurrences(of: "@import") == 0)
        #expect(page.occurrences(of: "url(") == 0)
        // The only addresses are the SVG and XLink namespaces, which are names, not downloads.
        let addresses = page.html.components(separatedBy: "://").dropFirst().map { String($0.prefix(30)) }
        #expect(!addresses.isEmpty)
        #expect(addresses.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") || $0.hasPrefix("www.w3.org/1999/xlink") })
        // And the page forbids loading anything: its content security policy allows only what it embeds.
        #expect(page.html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none';"#))
    }

    @Test(
        "names cannot break out of the page",
        arguments: [
            "</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "Quote\"Amp&", "줄\n바꿈 `tick`",
        ])
    func hostileNames(name: String) throws {
        var trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        trace.header.app.name = name
        let page = try ReportPageReading(try HTMLReport().render(trace))
        #expect(page.occurrences(of: "<script") == 2)
        #expect(page.occurrences(of: "</script") == 2)
        #expect(page.occurrences(of: "<img") == 0)
        let escaped = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("\n", "\\n")].reduce(name) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
        #expect(page.html.contains("<h1>\(escaped)</h1>"))
        // The content still holds the name exactly, for the script to show as text.
        #expect(page.list("ribs").contains { $0["name"] as? String == name })
    }

    @Test("each anomaly links to the event that shows it, and to its RIB")
    func findings() throws {
        let session = AnomalousSession()
        let trace = session.trace
        let page = try ReportPageReading(try HTMLReport().render(trace))
        let findings = page.list("findings")
        try #require(findings.count == 1)
        #expect(findings[0]["kind"] as? String == TraceFinding.Kind.attachedTwice.title)
        #expect(findings[0]["event"] as? Int == 2)
        #expect(findings[0]["rib"] as? Int == Int(session.child.rawValue))
        let childDetails = try #require(page.list("ribs").first { $0["name"] as? String == "Child" })
        // Its own story, apart from the figures of every RIB of its name.
        let history = try #require(childDetails["history"] as? [[String]])
        #expect(
            history == [
                ["attached", "0.000 s – 1.000 s, under Root"],
                ["deallocated", "no, alive at the end"],
            ])
        let lifetime = try #require(childDetails["lifetime"] as? Int)
        #expect((page.list("lifetimes")[lifetime]["figures"] as? [[String]])?.first == ["times attached", "1"])
    }

    @Test("a RIB whose interactor the trace follows tells when its interactor went, or that it is still alive")
    func interactorHistory() throws {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Leaky"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        let gone = recorder.declareRib(named: "Gone", tracksInteractorDeallocation: true)
        let kept = recorder.declareRib(named: "Kept", tracksInteractorDeallocation: true)
        recorder.record(.launched(root))
        for rib in [gone, kept] { recorder.record(.attached(rib, parent: root)) }
        clock.advance(by: .seconds(1))
        for rib in [gone, kept] {
            recorder.record(.detached(rib, parent: root))
            recorder.record(.deallocated(rib))
        }
        recorder.record(.interactorDeallocated(gone))
        clock.advance(by: .seconds(2))
        let page = try ReportPageReading(try HTMLReport().render(recorder.trace()))
        let histories = Dictionary(
            uniqueKeysWithValues: page.list("ribs").compactMap { rib -> (String, [[String]])? in
                guard let name = rib["name"] as? String, let history = rib["history"] as? [[String]] else { return nil }
                return (name, history)
            })
        #expect(histories["Gone"]?.last == ["interactor deallocated", "1.000 s"])
        #expect(histories["Kept"]?.last == ["interactor deallocated", "no, alive at the end"])
        #expect(histories["Root"]?.contains { $0.first == "interactor deallocated" } == false)
        #expect(page.list("findings").map { $0["kind"] as? String } == [TraceFinding.Kind.interactorLeak.title])
    }

    @Test("a session longer than a page holds is refused before any work, with its size")
    func tooManyEvents() throws {
        let trace = ExampleSession.ticTacToe.record()
        let limit = trace.events.count - 1
        let error = #expect(throws: ReportSizeError.self) {
            try HTMLReport(maximumEvents: limit).render(trace) { _, _ in Issue.record("the report did work before refusing") }
        }
        #expect(error == ReportSizeError(.events, count: trace.events.count, limit: limit))
        #expect(error?.description.contains("ribviz inspect") == true)
        #expect(try !HTMLReport(maximumEvents: trace.events.count).render(trace).isEmpty)
    }

    /// A session of `count` RIBs under one root, named `Row0`, `Row1`… or all `Row`.
    private static func wideTrace(ribs count: Int, distinctNames: Bool) throws -> Trace {
        let root = RibDescriptor(id: RibID(rawValue: 1), name: "Root")
        let rows = (0..<count).map { RibDescriptor(id: RibID(rawValue: UInt32($0 + 2)), name: distinctNames ? "Row\($0)" : "Row") }
        var events = [RibEvent(sequence: 0, time: 0, kind: .launched(root.id))]
        for (index, row) in rows.enumerated() {
            events.append(RibEvent(sequence: UInt64(index + 1), time: 0, kind: .attached(row.id, parent: root.id)))
        }
        return try Trace(header: TraceHeader(app: AppInfo(name: "Wide")), ribs: [root] + rows, events: events)
    }

    @Test("a session with more RIBs or more distinct names than a page holds is refused before any work")
    func tooManyRibs() throws {
        let many = try Self.wideTrace(ribs: 30, distinctNames: false)
        let ribs = #expect(throws: ReportSizeError.self) {
            try HTMLReport(maximumRibs: 30).render(many) { _, _ in Issue.record("the report did work before refusing") }
        }
        #expect(ribs == ReportSizeError(.ribs, count: 31, limit: 30))
        #expect(ribs?.description.contains("declares 31 RIBs, more than the 30 a report page holds") == true)
        #expect(try !HTMLReport(maximumRibs: 31, maximumRibNames: 2).render(many).isEmpty)

        let named = try Self.wideTrace(ribs: 30, distinctNames: true)
        let names = #expect(throws: ReportSizeError.self) {
            try HTMLReport(maximumRibNames: 30).render(named) { _, _ in Issue.record("the report did work before refusing") }
        }
        #expect(names == ReportSizeError(.ribNames, count: 31, limit: 30))
        #expect(names?.description.contains("31 distinct RIB names, more than the 30") == true)
    }
}
