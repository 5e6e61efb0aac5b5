import Foundation
import RibExamples
import RibInspector
import RibRendering
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    @Test("each distinct tree state is drawn once, and each event points at the state it leaves")
    func statesAndEvents() throws {
        let trace = ExampleSession.ticTacToe.record()
        let page = try ReportPageReading(try HTMLReport().render(trace))
        let states = try SnapshotSelection.treeStates(of: trace)
        #expect((page.content["states"] as? [String])?.count == states.moments.count)
        let events = page.list("events")
        #expect(events.count == trace.events.count)
        #expect(events.map { $0["state"] as? Int } == states.stateAfterEvent.map { $0 })
        #expect(events.map { $0["line"] as? String } == trace.eventLog.map { $0 })
        #expect(events.map { ($0["sequence"] as? NSNumber)?.uint64Value } == trace.events.map(\.sequence))
    }

    @Test("every drawing is an SVG whose RIB nodes carry the RIB's identifier")
    func drawings() throws {
        let trace = ExampleSession.ticTacToe.record()
        let page = try ReportPageReading(try HTMLReport().render(trace))
        let drawings = try #require(page.content["states"] as? [String])
        let final = try trace.finalSnapshot()
        #expect(drawings.allSatisfy { $0.contains("<svg") && $0.hasSuffix("</svg>\n") && !$0.contains("<?xml") })
        // The final tree is the last state the trace reaches.
        let finalState = try #require(page.list("events").last?["state"] as? Int)
        for rib in final.attachedRibs {
            #expect(drawings[finalState].contains(#"id="\#(SnapshotGraphBuilder.elementID(of: rib))""#))
        }
        let timeline = try #require(page.content["timeline"] as? [String: Any])
        #expect((timeline["svg"] as? String)?.contains(#"id="\#(TimelineGraphBuilder.axisElementID)""#) == true)
        #expect((timeline["axisEnd"] as? NSNumber)?.uint64Value == TimelineGraphBuilder.axisEnd(of: trace))
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
        let addresses = page.html.components(separatedBy: "http").dropFirst().map { String($0.prefix(40)) }
        #expect(addresses.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") || $0.hasPrefix("://www.w3.org/1999/xlink") })
    }

    @Test("names cannot break out of the page", arguments: [
        "</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "Quote\"Amp&", "줄\n바꿈 `tick`",
    ])
    func hostileNames(name: String) throws {
        var trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        trace.header.app.name = name
        let page = try ReportPageReading(try HTMLReport().render(trace))
        #expect(page.occurrences(of: "<script") == 2)
        #expect(page.occurrences(of: "</script") == 2)
        #expect(page.occurrences(of: "<img") == 0)
        let escaped = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")].reduce(name) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
        #expect(page.html.contains("<h1>\(escaped)</h1>"))
        // The content still holds the name exactly, for the script to show as text.
        #expect(page.list("ribs").contains { $0["name"] as? String == name })
        #expect(page.content["title"] as? String == name)
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
        #expect((findings[0]["rib"] as? NSNumber)?.uint32Value == session.child.rawValue)
        #expect(page.list("events")[2]["findings"] as? [Int] == [0])
        let childDetails = try #require(page.list("ribs").first { $0["name"] as? String == "Child" })
        #expect(childDetails["findings"] as? [Int] == [0])
        #expect(childDetails["events"] as? [Int] == [1, 2, 4])
    }
}
